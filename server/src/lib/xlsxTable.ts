import path from 'node:path';
import { createYielder } from './eventLoop';
import { spreadsheetText } from './spreadsheetText';
import { runWorkerTask } from './workerTask';

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

/** A cell as the writer's worker takes it: final text, a number, a day as { date: ms } (UTC midnight), or empty. */
type WorkerCell = string | number | { date: number } | null;

function cellValue(kind: XlsxColumnKind, value: string | number | boolean | null): WorkerCell {
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
        ? { date: Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) }
        : spreadsheetText(String(value));
    }
    case 'tick':
      return value === true ? '✓' : null;
    default:
      return spreadsheetText(String(value));
  }
}

/** Time the writer's worker may take: 10,000 rows take about a second. */
export const XLSX_WRITE_TIME_LIMIT_MS = 60_000;

/**
 * A workbook of one or more tables the server produces for download (reports, student hours, the receipts
 * schedule, the audit trail): a bold header row, typed cells, every text cell neutralised against formula
 * injection. The cells are worked out here (yielding between rows); exceljs builds and zips the workbook
 * in a worker thread (xlsxWriter.worker.cjs), so other requests are answered meanwhile.
 */
export async function xlsxWorkbook(sheets: readonly AnySheet[]): Promise<Buffer> {
  const yieldNow = createYielder();
  const plain = [];
  for (const sheet of sheets) {
    const rows: WorkerCell[][] = [];
    for (const row of sheet.rows) {
      rows.push(sheet.columns.map((c) => cellValue(c.kind ?? 'text', c.value(row))));
      await yieldNow();
    }
    plain.push({
      name: sheet.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '),
      caption: (sheet.caption ?? []).map((line) => spreadsheetText(line)),
      columns: sheet.columns.map((column) => ({
        header: spreadsheetText(column.header),
        width: column.width ?? 14,
        numFmt: column.kind === 'money' ? MONEY_FORMAT : column.kind === 'date' ? DATE_FORMAT : null,
      })),
      rows,
    });
  }
  const answer = await runWorkerTask<{ bytes?: Uint8Array; error?: string }>(
    path.join(__dirname, 'xlsxWriter.worker.cjs'),
    { sheets: plain },
    { name: 'the XLSX writer', timeLimitMs: XLSX_WRITE_TIME_LIMIT_MS },
  );
  if (!answer.bytes) throw new Error(answer.error ?? 'the XLSX writer gave nothing');
  return Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
}
