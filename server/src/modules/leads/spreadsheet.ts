import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { LEAD_UPLOAD_COLUMNS } from 'shared-api/contracts';

/** A row of a file as text cells; `row` is its number in the file (the header is row 1). */
export type SheetRow = { row: number; cells: string[] };

export type SheetFormat = 'xlsx' | 'csv';

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

function worksheetRows(worksheet: ExcelJS.Worksheet | undefined): SheetRow[] {
  const rows: SheetRow[] = [];
  worksheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // row.values is 1-based: index 0 is empty.
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    const cells = Array.from(values, (value) => cellText(value).trim());
    if (cells.some((cell) => cell !== '')) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** Excel in Russian locales writes ';' between CSV fields; others ',' or a tab. */
function csvDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Every non-empty row of the file's first sheet. Throws when the file cannot be read. */
export async function readSheet(buffer: Buffer, format: SheetFormat): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  if (format === 'xlsx') {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
    return worksheetRows(workbook.worksheets[0]);
  }
  // Only UTF-8 text: anything else would be read as garbage names.
  const text = new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  const worksheet = await workbook.csv.read(Readable.from([text]), {
    map: (value: unknown) => value,
    parserOptions: { delimiter: csvDelimiter(text) },
  });
  return worksheetRows(worksheet);
}

/** A file to fill: the header row and one example row. */
export async function leadsTemplate(format: SheetFormat): Promise<Buffer> {
  const example: Record<(typeof LEAD_UPLOAD_COLUMNS)[number], string> = {
    name: 'Иванова Анна',
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
  sheet.addRow([...LEAD_UPLOAD_COLUMNS]);
  sheet.addRow(LEAD_UPLOAD_COLUMNS.map((column) => example[column]));
  if (format === 'csv') {
    // A byte order mark makes Excel open the UTF-8 text with Cyrillic intact.
    const csv = await workbook.csv.writeBuffer();
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
