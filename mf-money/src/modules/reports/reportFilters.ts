import {
  REPORT_YEARS,
  type CourseSet,
  type MoneyReportQuery,
  type NewContractsQuery,
  type ReportLocation,
} from '@school/shared-api';

/** The filters of the reports page as the user set them (shared by every report tab). */
export type ReportFilterState = {
  month: number;
  year: number;
  location: ReportLocation;
  /** The RB or Georgia course set; '' - every course. */
  courseSet: CourseSet | '';
  courseId: number | null;
  /** The new-contracts checkboxes: which course types count. */
  camp: boolean;
  individual: boolean;
  academicYear: boolean;
};

const FIRST_YEAR = REPORT_YEARS[0];
const LAST_YEAR = REPORT_YEARS[REPORT_YEARS.length - 1];

/** This month (within the picker's years 2020-2026), every branch, every course, every course type. */
export function initialReportFilters(today: Date = new Date()): ReportFilterState {
  const year = today.getFullYear();
  return {
    month: year > LAST_YEAR ? 12 : year < FIRST_YEAR ? 1 : today.getMonth() + 1,
    year: Math.min(LAST_YEAR, Math.max(FIRST_YEAR, year)),
    location: 'all',
    courseSet: '',
    courseId: null,
    camp: true,
    individual: true,
    academicYear: true,
  };
}

/** The query string of a report call (GET /report/.../get) for the filters. */
export function reportQuery(filters: ReportFilterState): MoneyReportQuery {
  return {
    month: String(filters.month),
    year: String(filters.year),
    location: String(filters.location),
    ...(filters.courseSet ? { course_set: filters.courseSet } : {}),
    ...(filters.courseId !== null ? { course_id: String(filters.courseId) } : {}),
  };
}

/** The new-contracts report's query: the filters and the course-type checkboxes. */
export function newContractsQuery(filters: ReportFilterState): NewContractsQuery {
  return {
    ...reportQuery(filters),
    camp: filters.camp ? '1' : '0',
    individual: filters.individual ? '1' : '0',
    academic_year: filters.academicYear ? '1' : '0',
  };
}
