import type { Pivot, PivotCell, PivotColumn } from '@school/shared-api/contracts';
import { courseCountPivot, dateLabel } from '../reports/pivots';
import { LESSON_REPORT_TEXTS as T } from './messages';
import type { CampSqlRow, FirstVisitSqlRow } from './repository';

// The pivots of the lesson-journal reports, laid out from the repository's rows: every count is the
// database's; a cell with no row is empty (null), not zero or absent.

/**
 * Camp attendance: a row per child of a camp group (the group as the row's second line), a tick column per
 * day with lessons, and the child's days present.
 */
export function campPivot(rows: readonly CampSqlRow[]): Pivot {
  const corner = T.child;
  const cells = rows.filter((row) => row.level === 0);
  if (cells.length === 0) return { corner, columns: [], rows: [] };
  const days = [...new Set(cells.map((row) => row.date as string))].sort();
  const present = new Map(cells.map((row) => [`${row.group_id}:${row.student_id}:${row.date}`, row.present]));
  const columns: PivotColumn[] = [
    ...days.map((day) => ({ key: `date:${day}`, label: dateLabel(day).slice(0, 5), kind: 'tick' as const })),
    { key: 'total', label: T.daysPresent, kind: 'count', total: true },
  ];
  return {
    corner,
    columns,
    rows: rows
      .filter((row) => row.level === 1)
      .map((child) => ({
        key: `${child.group_id}:${child.student_id}`,
        label: child.children_name,
        detail: child.group_name,
        cells: [
          ...days.map(
            (day): PivotCell => present.get(`${child.group_id}:${child.student_id}:${day}`) ?? null,
          ),
          child.days_present,
        ],
      })),
  };
}

/** First visits: a row per day, a column per course and the day's total, and the row of totals. */
export function firstVisitPivot(rows: readonly FirstVisitSqlRow[]): Pivot {
  return courseCountPivot(
    rows,
    T.date,
    (r) => r.count_new,
    (r) => ({ key: r.date as string, label: dateLabel(r.date as string) }),
  );
}
