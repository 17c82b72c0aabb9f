import type { Endpoint } from '../endpoint';

/** The reports page (money.md, Reports page): every tab's report and its XLSX export. */
export const reportEndpoints = {} satisfies Record<string, Endpoint>;
