import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse as csvParser } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { LEAD_UPLOAD_COLUMNS } from 'shared-api/contracts';
import { createYielder } from '../../lib/eventLoop';
import { fromSpreadsheetText, spreadsheetText } from '../../lib/spreadsheetText';
import { ZipRefused, checkZipArchive } from '../../lib/zipGuard';
import { IMPORT_COLUMN_LABELS, IMPORT_EXAMPLE_MARKER } from './messages';

/** A row of a file as text cells; `row` is its number in the file (the header is row 1). */
export type SheetRow = { row: number; cells: string[] };

export type SheetFormat = 'xlsx' | 'csv';

/** An XLSX may unpack to at most this many bytes (a 2 MB file of 40,000 rows unpacks to about 30 MB). */
export const XLSX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Parts of an XLSX allowed: a workbook of one sheet has about fifteen. */
const XLSX_MAX_ENTRIES = 1000;
/** Bytes handed to a parser at a time. */
const CHUNK_BYTES = 64 * 1024;

export type ReadSheetOptions = {
  /** Rows after the header allowed (IMPORT_MAX_ROWS); a file with more is refused whole. */
  maxRows: number;
  /** Bytes an XLSX may unpack to; XLSX_MAX_UNPACKED_BYTES unless given. */
  maxUnpackedBytes?: number;
};

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

/** Spreadsheet dates carry no zone: exceljs gives them as UTC, so the UTC fields are the wall time. */
function wallTime(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return wallTime(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('hyperlink' in value) return String(value.text);
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as ExcelJS.CellFormulaValue).result;
      return result === undefined || (typeof result === 'object' && !(result instanceof Date))
        ? ''
        : cellText(result);
    }
    return '';
  }
  return String(value);
}

function* chunks(buffer: Buffer): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += CHUNK_BYTES) yield buffer.subarray(at, at + CHUNK_BYTES);
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

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The CSV's text in slices. A byte order mark or valid UTF-8 is read as UTF-8; anything else as
 * Windows-1251, which Excel in Russian locales writes for 'CSV (разделители - запятые)'. Cyrillic in
 * Windows-1251 is almost never valid UTF-8, so the check tells the two apart.
 */
function* csvText(buffer: Buffer): Generator<string> {
  const utf8 = buffer.subarray(0, 3).equals(UTF8_BOM) || isUtf8(buffer);
  const decoder = utf8 ? new TextDecoder('utf-8') : iconv.getDecoder('win1251');
  for (const chunk of chunks(buffer)) {
    const text =
      decoder instanceof TextDecoder ? decoder.decode(chunk, { stream: true }) : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder instanceof TextDecoder ? decoder.decode() : (decoder.end() ?? '');
  if (rest) yield rest;
}

async function readCsv(buffer: Buffer, maxRows: number): Promise<SheetRow[]> {
  const collector = rowCollector(maxRows);
  const yieldNow = createYielder();
  let record = 0;
  await pipeline(
    Readable.from(csvText(buffer)),
    csvParser({
      delimiter: csvDelimiter(buffer),
      bom: true,
      relax_column_count: true,
      // Quotes inside a field, as in ООО "Ромашка", are text.
      relax_quotes: true,
      skip_empty_lines: false,
    }),
    async (records: AsyncIterable<string[]>) => {
      for await (const cells of records) {
        record += 1;
        collector.add(record, cells, String);
        await yieldNow();
      }
    },
  );
  return collector.finish();
}

type StreamedWorksheet = AsyncIterable<ExcelJS.Row> & { id?: number | string };

async function readXlsx(buffer: Buffer, options: ReadSheetOptions): Promise<SheetRow[]> {
  const entries = await checkZipArchive(buffer, {
    maxUnpackedBytes: options.maxUnpackedBytes ?? XLSX_MAX_UNPACKED_BYTES,
    maxEntries: XLSX_MAX_ENTRIES,
  });
  if (!entries.some((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name)))
    throw new Error('no worksheet in the XLSX');
  const collector = rowCollector(options.maxRows);
  const yieldNow = createYielder();
  // Rows arrive as the XML is read; shared strings and styles (for dates) are kept, cells are not.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks(buffer)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let chosen: number | string | undefined;
  for await (const worksheet of workbook as AsyncIterable<StreamedWorksheet>) {
    // The workbook's first sheet; the reader is read to its end either way, so that it removes its temporary files.
    const firstId = (workbook as unknown as { model?: { sheets?: { id?: number }[] } }).model?.sheets?.[0]
      ?.id;
    const wanted = chosen === undefined && (firstId === undefined || firstId === worksheet.id);
    if (wanted) chosen = worksheet.id;
    for await (const row of worksheet) {
      // row.values is 1-based: index 0 is empty.
      if (wanted)
        collector.add(
          row.number,
          (row.values as ExcelJS.CellValue[]).slice(1),
          (value) => cellText(value as ExcelJS.CellValue),
          true,
        );
      await yieldNow();
    }
  }
  return collector.finish();
}

/**
 * Every non-empty row of the file's first sheet, parsed as a stream that lets other requests run. Throws
 * SheetTooLarge above `maxRows` rows after the header or, for XLSX, above the unpacked size; any other error
 * means the file cannot be read.
 */
export async function readSheet(
  buffer: Buffer,
  format: SheetFormat,
  options: ReadSheetOptions,
): Promise<SheetRow[]> {
  if (format === 'csv') return readCsv(buffer, options.maxRows);
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
