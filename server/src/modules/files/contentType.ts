import PizZip from 'pizzip';
import type { FILE_CONTENT_TYPES } from '@school/shared-api/contracts';
import { checkZipArchive } from '../../lib/zipGuard';

export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];

/** An OOXML file unpacks to a few megabytes; more is refused before it is opened. */
const ZIP_LIMITS = { maxUnpackedBytes: 100 * 1024 * 1024, maxEntries: 5000 };

const startsWith = (buffer: Buffer, bytes: readonly number[], at = 0) =>
  buffer.length >= at + bytes.length && bytes.every((byte, i) => buffer[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The main part's content type in [Content_Types].xml of each OOXML kind (macro-enabled ones are not here). */
const OOXML_MAIN_PARTS: readonly [string, FileContentType][] = [
  [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
];

/** A DOCX, XLSX or PPTX: a sound zip whose content types name exactly one of the three main parts. */
async function ooxmlType(buffer: Buffer): Promise<FileContentType | null> {
  try {
    await checkZipArchive(buffer, ZIP_LIMITS);
    const types = new PizZip(buffer).file('[Content_Types].xml')?.asText();
    if (!types) return null;
    const found = OOXML_MAIN_PARTS.filter(([part]) => types.includes(`ContentType="${part}"`));
    return found.length === 1 ? found[0][1] : null;
  } catch {
    // ZipRefused, or PizZip's own refusal of an archive the guard let through: not a document.
    return null;
  }
}

/** Controls other than tab, line feed, form feed and carriage return (NUL among them): not plain text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * Plain text: valid UTF-8 with no NUL or other control characters, and not markup (a page or an SVG image
 * starts with '<' once a byte-order mark and blanks are skipped) - markup is refused even though it would be
 * served as text, so that no one keeps a page among lesson files.
 */
function isPlainText(buffer: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return false;
  }
  if (CONTROL.test(text)) return false;
  return !text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');
}

/**
 * The type of an uploaded file, from its first bytes (and, for a zip, its content types), never from its
 * name or the browser's word; null when the file is of no allowed kind (HTML, SVG, programs, archives...).
 */
export async function detectContentType(buffer: Buffer): Promise<FileContentType | null> {
  if (startsWith(buffer, PNG)) return 'image/png';
  if (startsWith(buffer, JPEG)) return 'image/jpeg';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(buffer, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(buffer, ZIP)) return ooxmlType(buffer);
  return isPlainText(buffer) ? 'text/plain; charset=utf-8' : null;
}
