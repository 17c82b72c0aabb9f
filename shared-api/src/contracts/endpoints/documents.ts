import type { Endpoint } from '../endpoint';

/** Contract documents: DOCX templates and the documents filled from them (money.md sections 2 and 7). */
export const documentEndpoints = {} satisfies Record<string, Endpoint>;
