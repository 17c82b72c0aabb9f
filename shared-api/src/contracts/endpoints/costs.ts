import type { Endpoint } from '../endpoint';

/** Costs tab (money.md, Payments page, tab Costs): transactions and their options. */
export const costEndpoints = {} satisfies Record<string, Endpoint>;
