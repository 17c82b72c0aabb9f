import Docxtemplater from 'docxtemplater';
import path from 'node:path';
import PizZip from 'pizzip';
import { runWorkerTask, WorkerTimedOut } from '../../lib/workerTask';
import { checkZipArchive, ZipRefused } from '../../lib/zipGuard';
import { TEMPLATE_MESSAGES } from './messages';
import type { DocumentData, TemplateTag } from './templateFields';
import { unknownPlaceholders } from './templateFields';

/** A template file refused, with the Russian reason shown to the uploader. */
export class TemplateRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateRefused';
  }
}

/** A DOCX unpacks to a few hundred kilobytes; a picture-heavy one to a few megabytes. */
const ZIP_LIMITS = { maxUnpackedBytes: 50 * 1024 * 1024, maxEntries: 500 };

/**
 * The XML of a template's parts, together: elements and nesting. The demo contracts have under 600 elements
 * 8 deep; a long real contract some ten thousand, under 30 deep. A 4 KB template of 200,000 nested
 * paragraphs took docxtemplater 21 s, with every other request waiting.
 */
export const XML_LIMITS = { maxElements: 100_000, maxDepth: 64 };

/** Whether the XML parts of `zip` stay within XML_LIMITS, counted in one pass over each part's text. */
function withinXmlLimits(zip: PizZip, limits = XML_LIMITS): boolean {
  let elements = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir || !entry.name.endsWith('.xml')) continue;
    const xml = entry.asText();
    let depth = 0;
    for (let at = xml.indexOf('<'); at !== -1; at = xml.indexOf('<', at + 1)) {
      const next = xml.charCodeAt(at + 1);
      if (next === 0x2f) {
        depth -= 1; // '</'
      } else if (next !== 0x3f && next !== 0x21) {
        // An element ('<?' and '<!' are declarations and comments); '/>' closes it at once.
        elements += 1;
        const end = xml.indexOf('>', at);
        if (end === -1) break;
        if (xml.charCodeAt(end - 1) !== 0x2f) depth += 1;
        if (elements > limits.maxElements || depth > limits.maxDepth) return false;
        at = end;
      }
    }
  }
  return true;
}

/** How docxText reads a document: as docxWorker.cjs parses templates (paragraph loops, line breaks). */
const TEXT_OPTIONS = { paragraphLoop: true, linebreaks: true, errorLogging: false } as const;

type XtError = { properties?: { id?: string; xtag?: string; explanation?: string; errors?: XtError[] } };

/** One of docxtemplater's template errors in Russian (its ids: docxtemplater's errors.js). */
function describe(error: XtError): string {
  const id = error.properties?.id ?? '';
  // docxtemplater's tag of an unclosed field runs on into the next paragraph's text; the fields are ASCII.
  const raw = (error.properties?.xtag ?? '').trim();
  const tag = /^[#/^]?[A-Za-z0-9_.]+/.exec(raw)?.[0] ?? raw.slice(0, 30);
  switch (id) {
    case 'unopened_tag':
      return TEMPLATE_MESSAGES.unopenedTag(tag);
    case 'unclosed_tag':
      return TEMPLATE_MESSAGES.unclosedTag(tag);
    case 'duplicate_open_tag':
      return TEMPLATE_MESSAGES.duplicateOpenTag(tag);
    case 'duplicate_close_tag':
      return TEMPLATE_MESSAGES.duplicateCloseTag(tag);
    case 'unclosed_loop':
      return TEMPLATE_MESSAGES.unclosedLoop(tag);
    case 'unopened_loop':
      return TEMPLATE_MESSAGES.unopenedLoop(tag);
    case 'closing_tag_does_not_match_opening_tag':
    case 'unbalanced_loop_tags':
      return TEMPLATE_MESSAGES.unbalancedLoop;
    case 'loop_position_invalid':
      return TEMPLATE_MESSAGES.loopPosition;
    case 'malformed_xml':
    case 'file_has_invalid_xml':
    case 'invalid_xml_characters':
      return TEMPLATE_MESSAGES.badXml;
    default:
      return TEMPLATE_MESSAGES.badPlaceholder;
  }
}

/** docxtemplater's error (one, or the many of a "multi error") as one Russian text. */
export function templateErrorMessage(error: unknown): string {
  const xt = error as XtError;
  const errors = xt.properties?.id === 'multi_error' ? (xt.properties.errors ?? []) : [xt];
  const reasons = [...new Set(errors.map(describe))];
  return TEMPLATE_MESSAGES.placeholders(reasons.slice(0, 5).join('; '));
}

function openZip(content: Buffer): PizZip {
  try {
    return new PizZip(content);
  } catch {
    throw new TemplateRefused(TEMPLATE_MESSAGES.notDocx);
  }
}

/**
 * Time a template's check or a batch of documents may take in the worker: a contract renders in tens of
 * milliseconds, the demo school's 180 contracts in a few seconds.
 */
export const DOCX_TIME_LIMIT_MS = 60_000;

type WorkerAnswer = {
  tags?: TemplateTag[];
  documents?: Uint8Array[];
  templateError?: XtError;
  error?: string;
};

/** docxWorker.cjs on `input`, stopped after `timeLimitMs`; a template's error or a failure as TemplateRefused. */
async function inWorker(input: Record<string, unknown>, timeLimitMs: number): Promise<WorkerAnswer> {
  let answer: WorkerAnswer;
  try {
    answer = await runWorkerTask<WorkerAnswer>(path.join(__dirname, 'docxWorker.cjs'), input, {
      name: 'the DOCX worker',
      timeLimitMs,
    });
  } catch (error) {
    if (error instanceof WorkerTimedOut) throw new TemplateRefused(TEMPLATE_MESSAGES.tooSlow);
    throw error;
  }
  if (answer.templateError) throw new TemplateRefused(templateErrorMessage(answer.templateError));
  if (answer.error) throw new TemplateRefused(TEMPLATE_MESSAGES.notDocx);
  return answer;
}

/**
 * Checks an uploaded template: a zip that unpacks within limits, a Word document (word/document.xml) within
 * XML_LIMITS, whose placeholders docxtemplater parses (in a worker thread) and are all fields a contract
 * fills. Throws TemplateRefused.
 */
export async function checkTemplate(content: Buffer, timeLimitMs = DOCX_TIME_LIMIT_MS): Promise<void> {
  try {
    await checkZipArchive(content, ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipRefused)
      throw new TemplateRefused(
        error.reason === 'too-large' ? TEMPLATE_MESSAGES.unpacksTooLarge : TEMPLATE_MESSAGES.notDocx,
      );
    throw error;
  }
  const zip = openZip(content);
  if (!zip.file('word/document.xml')) throw new TemplateRefused(TEMPLATE_MESSAGES.notDocx);
  if (!withinXmlLimits(zip)) throw new TemplateRefused(TEMPLATE_MESSAGES.tooComplex);
  const { tags = [] } = await inWorker({ op: 'check', template: new Uint8Array(content) }, timeLimitMs);
  const unknown = unknownPlaceholders(tags);
  if (unknown.length > 0) throw new TemplateRefused(TEMPLATE_MESSAGES.unknownFields(unknown.slice(0, 10)));
}

/** One document to fill: a template and its data (a contract's DocumentData, an order's). */
export type FillJob = { template: Buffer; data: DocumentData | Readonly<Record<string, unknown>> };

/** Templates filled with their data, in one worker thread: the DOCX bytes, in the order of `jobs`. */
export async function fillTemplates(
  jobs: readonly FillJob[],
  timeLimitMs = DOCX_TIME_LIMIT_MS,
): Promise<Buffer[]> {
  if (jobs.length === 0) return [];
  const { documents = [] } = await inWorker(
    {
      op: 'fill',
      jobs: jobs.map((job) => ({ template: new Uint8Array(job.template), data: job.data })),
    },
    timeLimitMs,
  );
  return documents.map((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** A template filled with its data: the DOCX bytes. */
export async function fillTemplate(
  template: Buffer,
  data: DocumentData | Readonly<Record<string, unknown>>,
): Promise<Buffer> {
  const [document] = await fillTemplates([{ template, data }]);
  return document;
}

/** The text of a DOCX (its paragraphs run together; non-breaking spaces read as spaces), for tests and checks. */
export function docxText(content: Buffer): string {
  return new Docxtemplater(new PizZip(content), TEXT_OPTIONS).getFullText();
}
