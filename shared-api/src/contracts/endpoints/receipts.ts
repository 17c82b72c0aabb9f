import type { Endpoint } from '../endpoint';

/** The receipts schedule (/payments-schedule) and order documents. */
export const receiptEndpoints = {} satisfies Record<string, Endpoint>;
