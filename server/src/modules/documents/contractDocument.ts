import type { TemplateName } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import { documentData } from './documentData';
import { fillTemplates, type FillJob } from './docx';
import {
  contractFacts,
  latestTemplate,
  saveDocuments,
  type StoredDocument,
  type TemplateFile,
} from './repository';
import { templateFor } from './templateRule';

/** The file name of a contract's document: 'Договор МН-00042.docx' (only letters, digits, '.', '-', '_'). */
export function documentName(number: string): string {
  return `Договор ${number.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.docx`;
}

/**
 * Fills the newest template matching each contract (templateRule.ts) with its fields, stores the documents
 * and sets the contracts' doc_name. Answers the doc_name of each contract that got a document; a contract
 * whose template was never uploaded gets none.
 */
export async function generateContractDocuments(
  tx: Queryable,
  contractIds: readonly number[],
): Promise<Map<number, string>> {
  const templates = new Map<TemplateName, TemplateFile | null>();
  const planned: (Omit<StoredDocument, 'content'> & FillJob)[] = [];
  for (const facts of await contractFacts(tx, contractIds)) {
    const name = templateFor({
      lessonsType: facts.lessons_type,
      courseType: facts.course_type,
      kindergarten: facts.kindergarten,
      country: facts.country,
      requisiteName: facts.requisite_name,
    });
    if (!templates.has(name)) templates.set(name, await latestTemplate(tx, name));
    const template = templates.get(name);
    if (!template) continue;
    planned.push({
      contractId: facts.id,
      name: documentName(facts.number),
      templateId: template.id,
      template: template.content,
      data: documentData(facts),
    });
  }
  // Rendered together, in one worker thread.
  const contents = await fillTemplates(planned);
  const documents: StoredDocument[] = planned.map(({ contractId, name, templateId }, index) => ({
    contractId,
    name,
    templateId,
    content: contents[index],
  }));
  await saveDocuments(tx, documents);
  return new Map(documents.map((document) => [document.contractId, document.name]));
}

/**
 * Fills the DOCX template that matches the contract (its service type, course, country and requisite) with
 * the contract's fields, stores the document and sets the contract's doc_name; answers the doc_name, or
 * null when no template of that name was uploaded. Call it inside the transaction that made the contract.
 */
export async function generateContractDocument(tx: Queryable, contractId: number): Promise<string | null> {
  const names = await generateContractDocuments(tx, [contractId]);
  return names.get(contractId) ?? null;
}
