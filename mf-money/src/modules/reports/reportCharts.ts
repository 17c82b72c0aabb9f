import type { Currency, Pivot, PivotColumn } from '@school/shared-api';
import { CURRENCY_SUFFIX } from '@school/shared-ui';
import { REPORT_MESSAGES as M } from './messages';

/** One bar chart: a bar (or a stack) per label, one series per dataset. Figures as the pivot gives them. */
export type ChartSpec = {
  key: string;
  /** The chart's accessible name. */
  title: string;
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
  /** Series stacked into one bar (parts of a whole) or side by side. */
  stacked: boolean;
};

/** The pivot's figure as a number to draw (amounts are exact strings; a picture needs no kopeck arithmetic). */
const figure = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : null;

function series(pivot: Pivot, columns: readonly PivotColumn[]) {
  const rows = pivot.rows.filter((row) => !row.total);
  return {
    labels: rows.map((row) => row.label),
    datasets: columns.map((column) => {
      const index = pivot.columns.indexOf(column);
      return { label: column.label, data: rows.map((row) => figure(row.cells[index])) };
    }),
  };
}

/** Ongoing contracts: a bar per branch, stacked by course. */
export function ongoingCharts(pivot: Pivot): ChartSpec[] {
  if (pivot.rows.length === 0) return [];
  const courses = pivot.columns.filter((column) => !column.total);
  return [{ key: 'ongoing', title: M.chart(M.tabs.ongoing), stacked: true, ...series(pivot, courses) }];
}

/** Payments by day: a chart per currency (rubles and lari never share an axis), a bar per day stacked by city. */
export function payByDayCharts(pivot: Pivot): ChartSpec[] {
  if (pivot.rows.length === 0) return [];
  const currencies = [
    ...new Set(pivot.columns.flatMap((column) => (column.currency ? [column.currency] : []))),
  ] as Currency[];
  return currencies.map((currency) => ({
    key: `pay_by_day:${currency}`,
    title: M.chartByCurrency(M.tabs.pay_by_day, CURRENCY_SUFFIX[currency].trim()),
    stacked: true,
    ...series(
      pivot,
      pivot.columns.filter((column) => !column.total && column.currency === currency),
    ),
  }));
}

/** New contracts by week: all, first contracts of their client and paid, side by side (every branch's total). */
export function newContractsCharts(pivot: Pivot): ChartSpec[] {
  if (pivot.rows.length === 0) return [];
  return [
    {
      key: 'new',
      title: M.chart(M.tabs.new),
      stacked: false,
      ...series(
        pivot,
        pivot.columns.filter((column) => column.total),
      ),
    },
  ];
}
