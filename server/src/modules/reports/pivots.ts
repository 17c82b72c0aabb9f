import type { Currency, Pivot, PivotCell, PivotColumn, PivotRow } from '@school/shared-api/contracts';
import { addDays } from '../../lib/dates';
import { REPORT_TEXTS as T } from './messages';
import type { NewContractsSqlRow, OngoingSqlRow, PayByDaySqlRow } from './repository';

// The pivots of the money reports, laid out from the grouped rows of the repository: every cell and every
// total is a figure the database computed (GROUPING SETS); nothing is added up here. A cell the database
// has no row for is empty (null), not zero.

/** 'YYYY-MM-DD' as the page shows a date: DD.MM.YYYY. */
export function dateLabel(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** A week by its Monday: 'DD.MM – DD.MM.YYYY' (Monday to Sunday). */
export function weekLabel(monday: string): string {
  const sunday = addDays(monday, 6);
  return `${dateLabel(monday).slice(0, 5)} – ${dateLabel(sunday)}`;
}

const totalRow = (columns: readonly PivotColumn[], cells: PivotCell[]): PivotRow => ({
  key: 'total',
  label: T.total,
  cells: cells.length === columns.length ? cells : columns.map(() => null),
  total: true,
});

/**
 * A count by row and course from grouped rows (level 0 a cell, 1 a row's total, 2 a course's total, 3 the grand
 * total): a column per course and the total column, a row per row group and the row of totals.
 */
export function courseCountPivot<
  R extends { level: number; course_id: number | null; course_name: string | null },
>(
  rows: readonly R[],
  corner: string,
  count: (row: R) => number,
  row: (total: R) => { key: string; label: string },
): Pivot {
  const cells = rows.filter((r) => r.level === 0);
  if (cells.length === 0) return { corner, columns: [], rows: [] };
  const rowKey = (r: R) => row(r).key;
  const counts = new Map(cells.map((r) => [`${rowKey(r)}:${r.course_id}`, count(r)]));
  const courses = rows.filter((r) => r.level === 2);
  const grand = rows.find((r) => r.level === 3);
  const columns: PivotColumn[] = [
    ...courses.map((c) => ({
      key: `course:${c.course_id}`,
      label: c.course_name ?? '',
      kind: 'count' as const,
    })),
    { key: 'total', label: T.total, kind: 'count', total: true },
  ];
  return {
    corner,
    columns,
    rows: [
      ...rows
        .filter((r) => r.level === 1)
        .map((total) => ({
          ...row(total),
          cells: [...courses.map((c) => counts.get(`${rowKey(total)}:${c.course_id}`) ?? null), count(total)],
        })),
      totalRow(columns, [...courses.map(count), grand ? count(grand) : null]),
    ],
  };
}

/** Branches (rows) x courses (columns), contracts counted, with the totals of each. */
export function ongoingPivot(rows: readonly OngoingSqlRow[]): Pivot {
  return courseCountPivot(
    rows,
    T.branch,
    (r) => r.count,
    (r) => ({ key: String(r.location_id), label: r.location_name ?? '' }),
  );
}

/**
 * Days (rows) x cities (columns, each in its currency), amounts paid, with a total column per currency and
 * the total row: a total never adds rubles and lari.
 */
export function payByDayPivot(rows: readonly PayByDaySqlRow[]): Pivot {
  const corner = T.date;
  const cells = rows.filter((row) => row.level === 0);
  if (cells.length === 0) return { corner, columns: [], rows: [] };
  const amount = new Map(cells.map((row) => [`${row.date}:${row.city}`, row.amount]));
  const dayTotal = new Map(
    rows.filter((r) => r.level === 1).map((r) => [`${r.date}:${r.currency}`, r.amount]),
  );
  const cities = rows.filter((row) => row.level === 2);
  const grand = rows.filter((row) => row.level === 3);
  const currencies: Currency[] = grand.map((row) => row.currency);
  const days = [...new Set(rows.filter((r) => r.level === 1).map((r) => r.date as string))].sort();
  const columns: PivotColumn[] = [
    ...cities.map((c) => ({
      key: `city:${c.city}`,
      label: c.city ?? '',
      kind: 'money' as const,
      currency: c.currency,
    })),
    ...currencies.map((currency) => ({
      key: `total:${currency}`,
      label: T.total,
      kind: 'money' as const,
      currency,
      total: true,
    })),
  ];
  return {
    corner,
    columns,
    rows: [
      ...days.map((day) => ({
        key: day,
        label: dateLabel(day),
        cells: [
          ...cities.map((c) => amount.get(`${day}:${c.city}`) ?? null),
          ...currencies.map((currency) => dayTotal.get(`${day}:${currency}`) ?? null),
        ],
      })),
      totalRow(columns, [...cities.map((c) => c.amount), ...grand.map((g) => g.amount)]),
    ],
  };
}

const MEASURES = [
  { field: 'count', label: T.count },
  { field: 'count_new', label: T.countNew },
  { field: 'count_paid', label: T.countPaid },
] as const;

const measures = (row: NewContractsSqlRow | undefined): PivotCell[] =>
  MEASURES.map(({ field }) => (row ? row[field] : null));

/**
 * Weeks (rows) x branches (a group of three columns each: all, first contracts of their client, paid), with
 * the totals of each week and each branch.
 */
export function newContractsPivot(rows: readonly NewContractsSqlRow[]): Pivot {
  const corner = T.week;
  if (!rows.some((row) => row.level === 0)) return { corner, columns: [], rows: [] };
  const byWeekBranch = new Map(
    rows.filter((r) => r.level === 1).map((r) => [`${r.week}:${r.location_id}`, r]),
  );
  const weeks = rows.filter((row) => row.level === 2);
  const branches = rows.filter((row) => row.level === 3);
  const grand = rows.find((row) => row.level === 4);
  const columns: PivotColumn[] = [
    ...branches.flatMap((b) =>
      MEASURES.map(({ field, label }) => ({
        key: `${b.location_id}:${field}`,
        label,
        group: b.location_name ?? '',
        kind: 'count' as const,
      })),
    ),
    ...MEASURES.map(({ field, label }) => ({
      key: `total:${field}`,
      label,
      group: T.total,
      kind: 'count' as const,
      total: true,
    })),
  ];
  return {
    corner,
    columns,
    rows: [
      ...weeks.map((w) => ({
        key: w.week as string,
        label: weekLabel(w.week as string),
        cells: [
          ...branches.flatMap((b) => measures(byWeekBranch.get(`${w.week}:${b.location_id}`))),
          ...measures(w),
        ],
      })),
      totalRow(columns, [...branches.flatMap((b) => measures(b)), ...measures(grand)]),
    ],
  };
}
