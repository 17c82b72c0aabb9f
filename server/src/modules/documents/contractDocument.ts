import type { Queryable } from '../../db/db';

/**
 * Fills the DOCX template that matches the contract (its service type, course, country and requisite) with
 * the contract's fields, stores the document and sets the contract's doc_name; answers the doc_name, or
 * null when no template of that name was uploaded. Call it inside the transaction that made the contract.
 */
export async function generateContractDocument(_tx: Queryable, _contractId: number): Promise<string | null> {
  // Issue 9, documents part: being written (docxtemplater); until then contracts have no document.
  return null;
}
