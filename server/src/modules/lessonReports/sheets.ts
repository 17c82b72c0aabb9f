import type { CampAttendanceReport, FirstVisitReport } from '@school/shared-api/contracts';
import { xlsxSheet, type AnySheet, type XlsxColumn } from '../../lib/xlsxTable';
import { dateLabel } from '../reports/pivots';
import { pivotSheet } from '../reports/pivotSheet';
import { LESSON_REPORT_TEXTS as T } from './messages';
import type { StudentLessonRow, StudentOfGroup } from './repository';

/**
 * The camp-attendance tab as a sheet (the reports export calls it): its pivot as the tab shows it - a row per
 * child with the group, a tick per day present, the days present - under `caption` (title and filters).
 */
export function campAttendanceSheet(report: CampAttendanceReport, caption: readonly string[]): AnySheet {
  return pivotSheet(T.titles.camp, report.pivot, caption);
}

/** The first-visits tab as a sheet: days x courses, the pupils who came to their first lesson, with totals. */
export function firstVisitSheet(report: FirstVisitReport, caption: readonly string[]): AnySheet {
  return pivotSheet(T.titles.firstVisit, report.pivot, caption);
}

type HoursRow = StudentLessonRow | { total: true; present: string; hours: string };

const isTotal = (row: HoursRow): row is { total: true; present: string; hours: string } => 'total' in row;

const H = T.hours;

const HOURS_COLUMNS: readonly XlsxColumn<HoursRow>[] = [
  { header: H.columns.date, value: (r) => (isTotal(r) ? null : r.date), kind: 'date', width: 12 },
  { header: H.columns.time, value: (r) => (isTotal(r) ? T.total : r.time), width: 8 },
  { header: H.columns.group, value: (r) => (isTotal(r) ? null : r.group_name), width: 16 },
  { header: H.columns.subject, value: (r) => (isTotal(r) ? null : r.subject), width: 18 },
  { header: H.columns.topic, value: (r) => (isTotal(r) ? null : r.topic), width: 28 },
  { header: H.columns.teacher, value: (r) => (isTotal(r) ? null : r.teacher), width: 20 },
  {
    header: H.columns.presence,
    value: (r) => (isTotal(r) ? r.present : r.presence ? H.yes : H.no),
    width: 13,
  },
  {
    header: H.columns.stay,
    value: (r) => (isTotal(r) || !r.time_from || !r.time_to ? null : `${r.time_from}–${r.time_to}`),
    width: 17,
  },
  { header: H.columns.hours, value: (r) => r.hours, kind: 'money', width: 8 },
  {
    header: H.columns.note,
    value: (r) => (isTotal(r) ? null : [r.makeup ? H.makeup : '', r.description].filter(Boolean).join('; ')),
    width: 28,
  },
];

/**
 * The student-hours spreadsheet: who, which group, which period, then a row per lesson (date, time, group,
 * subject, topic, teacher, presence, an adaptation pupil's time there, hours, makeup and the teacher's note)
 * and the total: lessons attended of all and the hours.
 */
export function studentHoursSheet(
  student: StudentOfGroup,
  period: { from: string; to: string },
  lessons: readonly StudentLessonRow[],
): AnySheet {
  const first = lessons[0];
  const total: HoursRow = {
    total: true,
    present: H.present(first?.total_present ?? 0, first?.total_lessons ?? 0),
    hours: first?.total_hours ?? '0.00',
  };
  return xlsxSheet<HoursRow>({
    name: T.titles.studentHours,
    caption: [
      T.titles.studentHours,
      H.pupil(student.kid_name, student.number),
      H.group(student.group_name, student.location_name),
      H.period(dateLabel(period.from), dateLabel(period.to)),
    ],
    columns: HOURS_COLUMNS,
    rows: [...lessons, total],
  });
}
