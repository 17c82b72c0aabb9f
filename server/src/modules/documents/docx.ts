import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { checkZipArchive, ZipRefused } from '../../lib/zipGuard';
import { TEMPLATE_MESSAGES } from './messages';
import type { DocumentData } from './templateFields';
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

const OPTIONS = {
  paragraphLoop: true,
  linebreaks: true,
  // A field without a value prints nothing rather than 'undefined'.
  nullGetter: () => '',
  // A refused template is answered in Russian (templateErrorMessage); docxtemplater would also print every
  // error to the console, the server's log has no use for it.
  errorLogging: false,
} as const;

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

function compile(zip: PizZip, modules: InspectModule[] = []): Docxtemplater {
  try {
    return new Docxtemplater(zip, { ...OPTIONS, modules });
  } catch (error) {
    throw new TemplateRefused(templateErrorMessage(error));
  }
}

/**
 * Checks an uploaded template: a zip that unpacks within limits, a Word document (word/document.xml), whose
 * placeholders docxtemplater parses and are all fields a contract fills. Throws TemplateRefused.
 */
export async function checkTemplate(content: Buffer): Promise<void> {
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
  const inspect = new InspectModule();
  compile(zip, [inspect]);
  const unknown = unknownPlaceholders(inspect.getAllTags());
  if (unknown.length > 0) throw new TemplateRefused(TEMPLATE_MESSAGES.unknownFields(unknown.slice(0, 10)));
}

/** A template filled with its data (a contract's DocumentData, an order's): the DOCX bytes. */
export function fillTemplate(
  template: Buffer,
  data: DocumentData | Readonly<Record<string, unknown>>,
): Buffer {
  const document = compile(openZip(template));
  try {
    document.render(data);
  } catch (error) {
    throw new TemplateRefused(templateErrorMessage(error));
  }
  return document.toBuffer({ compression: 'DEFLATE' }) as Buffer;
}

/** The text of a DOCX (its paragraphs run together; non-breaking spaces read as spaces), for tests and checks. */
export function docxText(content: Buffer): string {
  return new Docxtemplater(new PizZip(content), OPTIONS).getFullText();
}
