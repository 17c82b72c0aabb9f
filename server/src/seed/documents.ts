import type { Queryable } from '../db/db';
import { generateContractDocuments } from '../modules/documents/contractDocument';
import { insertTemplate } from '../modules/documents/repository';
import { insertOrderTemplate } from '../modules/receipts/orderRepository';
import type { SchoolData } from './school';
import { demoTemplates } from './templates/contractTemplates';
import { demoOrderTemplate } from './templates/orderTemplate';

/** Every how many contracts one gets its document when the school is seeded (a render costs about 15 ms). */
const DOCUMENT_EVERY = 6;
/** At most this many documents (a benchmark school has tens of thousands of contracts). */
const MAX_DOCUMENTS = 200;

/**
 * The contracts whose documents the seed renders: the demo families' contracts, the first contract of each
 * course in each branch, and one in DOCUMENT_EVERY of the others up to MAX_DOCUMENTS. The rest have none, as contracts made before the templates were
 * uploaded (their download is disabled until a document is made).
 */
export function seededDocumentIds(
  data: { contracts: Pick<SchoolData['contracts'][number], 'id' | 'course_id' | 'location_id'>[] } & Pick<
    SchoolData,
    'customerContracts'
  >,
): number[] {
  const ids = new Set(data.customerContracts.map((link) => link.contract_id));
  // The first contract of each course in each branch, so that every kind of contract shows its template.
  const seen = new Set<string>();
  for (const contract of data.contracts) {
    const key = `${contract.course_id}:${contract.location_id}`;
    if (!seen.has(key)) ids.add(contract.id);
    seen.add(key);
  }
  for (const contract of data.contracts) {
    if (ids.size >= MAX_DOCUMENTS) break;
    if (contract.id % DOCUMENT_EVERY === 0) ids.add(contract.id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The demo templates as the first version of each name (and of the order template), then the documents of
 * seededDocumentIds.
 */
export async function seedDocuments(tx: Queryable, data: SchoolData, at: Date): Promise<void> {
  for (const template of demoTemplates()) {
    await insertTemplate(tx, {
      name: template.name,
      fileName: template.fileName,
      content: template.content,
      uploadedBy: null,
      at,
    });
  }
  await insertOrderTemplate(tx, {
    fileName: 'Приказ.docx',
    content: demoOrderTemplate(),
    uploadedBy: null,
    at,
  });
  await generateContractDocuments(tx, seededDocumentIds(data));
}
