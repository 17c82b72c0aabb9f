import { z } from 'zod';
import { CURRENCIES, moneySchema } from './money';
import { reportFilterSchema } from './reportFilters';

// The reports page (money.md, "Reports page" and "Report rows"). Each report answers its rows as the
// specification names them (`report`) and the pivot the server computed from them (`pivot`): the page and
// the XLSX show the pivot as it is, the browser adds nothing up.

/** Course sets of the filters: the reference lists 'rb' and 'georgia' (courses offered in each country). */
export const COURSE_SETS = ['rb', 'georgia'] as const;
export type CourseSet = (typeof COURSE_SETS)[number];

/** Course types (money.md section 3, Course): a school-year course, a camp programme, individual lessons. */
export const COURSE_TYPES = ['course', 'camp_program', 'individual'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

const courseSet = z
  .union([z.literal(''), z.enum(COURSE_SETS, { error: 'Набор курсов указан неверно' })])
  .optional()
  .transform((value): CourseSet | undefined => (value === '' ? undefined : value));

/**
 * The filters of the money reports: the shared report filters (course, branch all / rb / one, month and
 * year) and the course set ('rb' or 'georgia'; none - every course).
 */
export const moneyReportQuerySchema = reportFilterSchema.extend({ course_set: courseSet });
export type MoneyReportQuery = z.input<typeof moneyReportQuerySchema>;
export type MoneyReportFilter = z.output<typeof moneyReportQuerySchema>;

/** A checkbox of the query string: '1' or 'true' ticked, '0' or 'false' not; ticked when absent. */
const tick = z
  .enum(['1', '0', 'true', 'false'], { error: 'Значение флажка указано неверно' })
  .optional()
  .transform((value) => value === undefined || value === '1' || value === 'true');

/**
 * The new-contracts report adds the checkboxes of money.md: camp, individual, academic year - which course
 * types are counted (camp programmes, individual lessons, school-year courses).
 */
export const newContractsQuerySchema = moneyReportQuerySchema.extend({
  camp: tick,
  individual: tick,
  academic_year: tick,
});
export type NewContractsQuery = z.input<typeof newContractsQuerySchema>;
export type NewContractsFilter = z.output<typeof newContractsQuerySchema>;

/** A cell of a pivot: a count, an amount (a decimal string in the column's currency), a tick, or empty. */
export const pivotCellSchema = z.union([z.number(), moneySchema, z.boolean(), z.null()]);
export type PivotCell = z.infer<typeof pivotCellSchema>;

/** How a column's cells read: counts, amounts of one currency, tick marks. */
export const PIVOT_KINDS = ['count', 'money', 'tick'] as const;

export const pivotColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** A heading over neighbouring columns of the same group (a branch over its counts). */
  group: z.string().optional(),
  kind: z.enum(PIVOT_KINDS),
  /** Money columns: the currency of every amount in the column (a total never mixes currencies). */
  currency: z.enum(CURRENCIES).optional(),
  /** A column of totals. */
  total: z.boolean().optional(),
});
export type PivotColumn = z.infer<typeof pivotColumnSchema>;

export const pivotRowSchema = z.object({
  key: z.string(),
  /** The row's heading as shown (dates DD.MM.YYYY). */
  label: z.string(),
  /** A second heading line (a child's group, the branch of a course). */
  detail: z.string().optional(),
  /** One cell per column, in the columns' order. */
  cells: z.array(pivotCellSchema),
  /** The row of totals (last). */
  total: z.boolean().optional(),
});
export type PivotRow = z.infer<typeof pivotRowSchema>;

/** A pivot as the server computed it: the corner heading, the columns and the rows with their cells. */
export const pivotSchema = z.object({
  corner: z.string(),
  columns: z.array(pivotColumnSchema),
  rows: z.array(pivotRowSchema),
});
export type Pivot = z.infer<typeof pivotSchema>;

/** A row of GET /report/ongoing/get (money.md section 3): contracts in force by branch and course. */
export const ongoingRowSchema = z.object({
  location_id: z.number(),
  course_id: z.number(),
  count: z.number(),
});
export type OngoingRow = z.infer<typeof ongoingRowSchema>;

/**
 * A row of GET /report/pay_by_day_and_by_city/get (money.md section 3): payments of a day in a city, in the
 * currency of the city's branches.
 */
export const payByDayRowSchema = z.object({
  date: z.string(),
  city: z.string(),
  amount: moneySchema,
  currency: z.enum(CURRENCIES),
});
export type PayByDayRow = z.infer<typeof payByDayRowSchema>;

/**
 * A row of GET /report/new/get (money.md section 3): contracts signed in a week (its Monday) for a course in
 * a branch; count_new - of them, the first contracts of their client; count_paid - of them, those with a
 * payment.
 */
export const newContractsRowSchema = z.object({
  week: z.string(),
  course_id: z.number(),
  course_type: z.enum(COURSE_TYPES),
  location_name: z.string(),
  count: z.number(),
  count_new: z.number(),
  count_paid: z.number(),
});
export type NewContractsRow = z.infer<typeof newContractsRowSchema>;

const reportAnswer = <Row extends z.ZodType>(row: Row) =>
  z.object({ report: z.array(row), pivot: pivotSchema });

export const ongoingReportSchema = reportAnswer(ongoingRowSchema);
export type OngoingReport = z.infer<typeof ongoingReportSchema>;
export const payByDayReportSchema = reportAnswer(payByDayRowSchema);
export type PayByDayReport = z.infer<typeof payByDayReportSchema>;
export const newContractsReportSchema = reportAnswer(newContractsRowSchema);
export type NewContractsReport = z.infer<typeof newContractsReportSchema>;

/**
 * The reports GET /report/export writes to XLSX: the money reports and the lesson-journal reports (camp
 * attendance by group, first visits).
 */
export const EXPORTABLE_REPORTS = ['ongoing', 'pay_by_day', 'new', 'camp', 'first_visit'] as const;
export type ExportableReport = (typeof EXPORTABLE_REPORTS)[number];

/** GET /report/export: which report, with that report's filters (the checkboxes count for 'new' only). */
export const reportExportQuerySchema = newContractsQuerySchema.extend({
  report: z.enum(EXPORTABLE_REPORTS, { error: 'Отчёт указан неверно' }),
});
export type ReportExportQuery = z.input<typeof reportExportQuerySchema>;
