import type { Endpoint } from '../endpoint';

/** The debt page's receivables by month. */
export const receivableEndpoints = {} satisfies Record<string, Endpoint>;
