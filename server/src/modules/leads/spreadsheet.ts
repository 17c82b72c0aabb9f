import ExcelJS from 'exceljs';
import path from 'node:path';
import { LEAD_UPLOAD_COLUMNS } from '@school/shared-api/contracts';
import { createYielder } from '../../lib/eventLoop';
import { fromSpreadsheetText, spreadsheetText } from '../../lib/spreadsheetText';
import { runWorkerTask } from '../../lib/workerTask';
import { ZipRefused, checkZipArchive } from '../../lib/zipGuard';
import { IMPORT_COLUMN_LABELS, IMPORT_EXAMPLE_MARKER } from './messages';

/** A row of a file as text cells; `row` is its number in the file (the header is row 1). */
export type SheetRow = { row: number; cells: string[] };

export type SheetFormat = 'xlsx' | 'csv';

/** An XLSX may unpack to at most this many bytes (a 2 MB file of 40,000 rows unpacks to about 30 MB). */
export const XLSX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Parts of an XLSX allowed: a workbook of one sheet has about fifteen. */
const XLSX_MAX_ENTRIES = 1000;
/** Bytes of a CSV's start in which its first line is looked for. */
const CHUNK_BYTES = 64 * 1024;

export type ReadSheetOptions = {
  /** Rows after the header allowed (IMPORT_MAX_ROWS); a file with more is refused whole. */
  maxRows: number;
  /** Bytes an XLSX may unpack to; XLSX_MAX_UNPACKED_BYTES unless given. */
  maxUnpackedBytes?: number;
  /** Time the XLSX reader's worker may take; XLSX_READ_TIME_LIMIT_MS unless given. */
  readTimeLimitMs?: number;
};

/**
 * Time and memory the worker reading an XLSX may take: 40,000 rows take about a second, so a file that
 * is still being read after a minute, or needs more than 1 GB, is not a spreadsheet a school exported; it is
 * refused as unreadable and the worker stopped.
 */
export const XLSX_READ_TIME_LIMIT_MS = 60_000;
const XLSX_READ_MEMORY_MB = 1024;

/** A file refused for its size: more rows than allowed, or an XLSX that unpacks to too much. */
export class SheetTooLarge extends Error {
  constructor(
    readonly limit: { rows: number } | { unpackedBytes: number },
    detail: string,
  ) {
    super(detail);
    this.name = 'SheetTooLarge';
  }
}

/** The file's kind by content (XLSX is a zip) or, for text, by name; null when it is neither. */
export function sheetFormat(buffer: Buffer, filename: string): SheetFormat | null {
  if (buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (/\.(csv|txt)$/i.test(filename)) return 'csv';
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Spreadsheet dates carry no zone: the reader gives them as UTC, so the UTC fields are the wall time. It
 * floors the serial number to the millisecond (10:02 comes as 10:01:59.999), so the moment is rounded to
 * the second first; a sheet's times have no fractions a person typed.
 */
function wallTime(date: Date): string {
  const at = new Date(Math.round(date.getTime() / 1000) * 1000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

/** A cell as the XLSX reader's worker gives it: text, number, boolean (a formula's stored result) or a date. */
type XlsxCell = string | number | boolean | { date: number } | null;

function cellText(value: XlsxCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return wallTime(new Date(value.date));
  return String(value);
}

/**
 * The rows of an XLSX's first sheet from read-excel-file, run in a worker thread (xlsxReader.worker.cjs)
 * within a time and memory limit.
 */
async function readFirstSheet(buffer: Buffer, timeLimitMs: number): Promise<XlsxCell[][]> {
  const answer = await runWorkerTask<{ rows?: XlsxCell[][]; error?: string }>(
    path.join(__dirname, 'xlsxReader.worker.cjs'),
    { bytes: new Uint8Array(buffer) },
    { name: 'the XLSX reader', timeLimitMs, resourceLimits: { maxOldGenerationSizeMb: XLSX_READ_MEMORY_MB } },
  );
  if (!answer.rows) throw new Error(answer.error ?? 'the XLSX reader gave nothing');
  return answer.rows;
}

/**
 * Collects the non-empty rows of a file as they are parsed; past the header and `maxRows` more it throws
 * (`drain`: or, for a reader that must be read to its end to clean up, stops collecting and throws at the end).
 */
function rowCollector(maxRows: number) {
  const rows: SheetRow[] = [];
  let over = false;
  const refusal = () => new SheetTooLarge({ rows: maxRows }, `more than ${maxRows} rows`);
  return {
    rows,
    add(row: number, values: ArrayLike<unknown>, text: (value: unknown) => string, drain = false): void {
      if (over) return;
      const cells = Array.from(values, (value) => fromSpreadsheetText(text(value).trim()));
      if (!cells.some((cell) => cell !== '')) return;
      if (rows.length > maxRows) {
        if (!drain) throw refusal();
        over = true;
        return;
      }
      rows.push({ row, cells });
    },
    finish(): SheetRow[] {
      if (over) throw refusal();
      return rows;
    },
  };
}

/** Excel in Russian locales writes ';' between CSV fields; others ',' or a tab. */
function csvDelimiter(buffer: Buffer): string {
  const newline = buffer.subarray(0, CHUNK_BYTES).indexOf(0x0a);
  const firstLine = new TextDecoder('utf-8').decode(buffer.subarray(0, newline < 0 ? CHUNK_BYTES : newline));
  const counts = [';', ',', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * The non-blank records of a CSV, decoded and parsed by csvReader.worker.cjs within the XLSX reader's time and
 * memory limits; past the header and `maxRows` more it is refused whole.
 */
async function readCsv(buffer: Buffer, maxRows: number, timeLimitMs: number): Promise<SheetRow[]> {
  const answer = await runWorkerTask<{ rows?: SheetRow[]; truncated?: boolean; error?: string }>(
    path.join(__dirname, 'csvReader.worker.cjs'),
    // The header, maxRows rows, and one more that tells the file is too long.
    { bytes: new Uint8Array(buffer), delimiter: csvDelimiter(buffer), maxRows: maxRows + 2 },
    { name: 'the CSV reader', timeLimitMs, resourceLimits: { maxOldGenerationSizeMb: XLSX_READ_MEMORY_MB } },
  );
  if (!answer.rows) throw new Error(answer.error ?? 'the CSV reader gave nothing');
  const collector = rowCollector(maxRows);
  const yieldNow = createYielder();
  for (const { row, cells } of answer.rows) {
    collector.add(row, cells, String);
    await yieldNow();
  }
  const rows = collector.finish();
  if (answer.truncated) throw new SheetTooLarge({ rows: maxRows }, `more than ${maxRows} rows`);
  return rows;
}

async function readXlsx(buffer: Buffer, options: ReadSheetOptions): Promise<SheetRow[]> {
  // The guard reads the archive before the reader unpacks it (the reader, too, streams the local headers).
  const entries = await checkZipArchive(buffer, {
    maxUnpackedBytes: options.maxUnpackedBytes ?? XLSX_MAX_UNPACKED_BYTES,
    maxEntries: XLSX_MAX_ENTRIES,
  });
  if (!entries.some((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name)))
    throw new Error('no worksheet in the XLSX');
  const collector = rowCollector(options.maxRows);
  const yieldNow = createYielder();
  // The workbook's first sheet, every row from row 1 (empty rows in between stay, as rows of nulls).
  const data = await readFirstSheet(buffer, options.readTimeLimitMs ?? XLSX_READ_TIME_LIMIT_MS);
  for (const [index, cells] of data.entries()) {
    collector.add(index + 1, cells, (value) => cellText(value as XlsxCell));
    await yieldNow();
  }
  return collector.finish();
}

/**
 * Every non-empty row of the file's first sheet, parsed in a worker thread so that other requests run. Throws
 * SheetTooLarge above `maxRows` rows after the header or, for XLSX, above the unpacked size; any other error
 * means the file cannot be read.
 */
export async function readSheet(
  buffer: Buffer,
  format: SheetFormat,
  options: ReadSheetOptions,
): Promise<SheetRow[]> {
  if (format === 'csv')
    return readCsv(buffer, options.maxRows, options.readTimeLimitMs ?? XLSX_READ_TIME_LIMIT_MS);
  try {
    return await readXlsx(buffer, options);
  } catch (error) {
    if (error instanceof ZipRefused && error.reason === 'too-large')
      throw new SheetTooLarge(
        { unpackedBytes: options.maxUnpackedBytes ?? XLSX_MAX_UNPACKED_BYTES },
        error.message,
      );
    throw error;
  }
}

/**
 * A file to fill: the header row with the columns' Russian labels and one example row, whose first cell
 * starts with 'Пример:' so that the import skips it (every text cell through spreadsheetText).
 */
export async function leadsTemplate(format: SheetFormat): Promise<Buffer> {
  const example: Record<(typeof LEAD_UPLOAD_COLUMNS)[number], string> = {
    name: `${IMPORT_EXAMPLE_MARKER} Иванова Анна`,
    phone: '375291234567',
    email: 'anna@example.com',
    city: 'Минск',
    nickname_inst: 'anna_ivanova',
    nickname_fb: '',
    nickname_tg: '',
    year_of_birth: '2016',
    utm_source: 'instagram',
    utm_campaign: 'autumn',
    utm_term: '',
    interested: 'Робототехника',
    date_due: '2026-12-01 10:00',
    new_comment: 'Просила перезвонить вечером',
    manager: 'manager@school.test',
  };
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лиды');
  sheet.addRow(LEAD_UPLOAD_COLUMNS.map((column) => spreadsheetText(IMPORT_COLUMN_LABELS[column])));
  sheet.addRow(LEAD_UPLOAD_COLUMNS.map((column) => spreadsheetText(example[column])));
  if (format === 'csv') {
    // A byte order mark makes Excel open the UTF-8 text with Cyrillic intact; ';' is what Excel in
    // Russian locales splits on.
    const csv = await workbook.csv.writeBuffer({ formatterOptions: { delimiter: ';' } });
    return Buffer.concat([Buffer.from('\uFEFF', 'utf8'), Buffer.from(csv)]);
  }
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 20;
    // Text cells: phones keep their digits and dates stay as typed.
    column.numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
