import ExcelJS from 'exceljs';
import { spreadsheetText } from './spreadsheetText';

/**
 * How a column's values are written: text (neutralised against formulas), a whole number, money (a decimal
 * string of the database written as a number cell shown with two decimals), a date 'YYYY-MM-DD' (a date
 * cell shown DD.MM.YYYY), or a tick (true as '✓', false empty).
 */
export type XlsxColumnKind = 'text' | 'number' | 'money' | 'date' | 'tick';

export type XlsxColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null;
  kind?: XlsxColumnKind;
  /** Characters; 14 unless given. */
  width?: number;
};

export type XlsxSheet<Row> = {
  /** The sheet's tab name (31 characters at most in Excel; longer names are cut). */
  name: string;
  columns: readonly XlsxColumn<Row>[];
  rows: readonly Row[];
  /** Lines above the header (a title, the filters used), written as text. */
  caption?: readonly string[];
};

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet of any row type, as xlsxWorkbook takes it (made by xlsxSheet). */
export type AnySheet = XlsxSheet<unknown>;

/** Keeps a sheet's row type while its columns are written, then lets sheets of different rows share a workbook. */
export function xlsxSheet<Row>(sheet: XlsxSheet<Row>): AnySheet {
  return sheet as unknown as AnySheet;
}

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd.mm.yyyy';
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

function cellValue(kind: XlsxColumnKind, value: string | number | boolean | null): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'number':
    case 'money': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : spreadsheetText(String(value));
    }
    case 'date': {
      const m = DATE_TEXT.exec(String(value));
      // A date cell is a day without a zone: exceljs writes a Date by its UTC fields.
      return m
        ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
        : spreadsheetText(String(value));
    }
    case 'tick':
      return value === true ? '✓' : null;
    default:
      return spreadsheetText(String(value));
  }
}

/**
 * A workbook of one or more tables the server produces for download (reports, student hours, the receipts
 * schedule): a bold header row, typed cells, every text cell neutralised against formula injection.
 */
export async function xlsxWorkbook(sheets: readonly AnySheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
    for (const line of sheet.caption ?? []) ws.addRow([spreadsheetText(line)]);
    if (sheet.caption?.length) ws.addRow([]);
    const header = ws.addRow(sheet.columns.map((c) => spreadsheetText(c.header)));
    header.font = { bold: true };
    sheet.columns.forEach((column, i) => {
      const col = ws.getColumn(i + 1);
      col.width = column.width ?? 14;
      if (column.kind === 'money') col.numFmt = MONEY_FORMAT;
      if (column.kind === 'date') col.numFmt = DATE_FORMAT;
    });
    for (const row of sheet.rows) {
      ws.addRow(sheet.columns.map((c) => cellValue(c.kind ?? 'text', c.value(row))));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
