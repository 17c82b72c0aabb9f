import type { Endpoint } from '../endpoint';

/** The contract page's actions (money.md section 2, "Contract page"): cancel, extend, makeups, extra services. */
export const contractActionEndpoints = {} satisfies Record<string, Endpoint>;
