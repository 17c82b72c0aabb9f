import type { Pivot, PivotColumn, PivotRow } from '@school/shared-api/contracts';
import { xlsxSheet, type AnySheet, type XlsxColumn, type XlsxColumnKind } from '../../lib/xlsxTable';
import { REPORT_TEXTS as T } from './messages';

const KINDS: Record<PivotColumn['kind'], XlsxColumnKind> = { count: 'number', money: 'money', tick: 'tick' };

/** A column's heading in one line: its group first, the currency of its amounts last ('Минск, р.'). */
export function columnHeader(column: PivotColumn): string {
  const label = column.group ? `${column.group} · ${column.label}` : column.label;
  return column.currency ? `${label}, ${T.currency[column.currency]}` : label;
}

/** A pivot as it is shown, as a sheet: the row headings, then one column per pivot column. */
export function pivotSheet(name: string, pivot: Pivot, caption: readonly string[]): AnySheet {
  const heading: XlsxColumn<PivotRow> = {
    header: pivot.corner,
    value: (row) => (row.detail ? `${row.label} (${row.detail})` : row.label),
    width: 28,
  };
  const columns = pivot.columns.map((column, i): XlsxColumn<PivotRow> => ({
    header: columnHeader(column),
    value: (row) => row.cells[i] ?? null,
    kind: KINDS[column.kind],
    width: Math.max(12, Math.min(30, columnHeader(column).length + 2)),
  }));
  return xlsxSheet<PivotRow>({ name, caption, columns: [heading, ...columns], rows: pivot.rows });
}
