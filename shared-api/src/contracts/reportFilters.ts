import { z } from 'zod';
import { MAX_ID } from './fields';

/** Years of the reports' month picker (money.md sections 5 and 9: 2020 to 2026). */
export const REPORT_YEARS = [2020, 2021, 2022, 2023, 2024, 2025, 2026] as const;

/** Branch filter of the reports: every branch of the user, only the RB branches (Batumi excluded), or one branch. */
export type ReportLocation = 'all' | 'rb' | number;

/** A row id in the query string: digits, no sign, no leading zero, within an integer column. */
const idDigits = (error: string) =>
  z
    .string({ error })
    .regex(/^[1-9]\d{0,9}$/, { error })
    .refine((text) => Number(text) <= MAX_ID, { error });

// Unions with their words listed as literals: the schema (and the OpenAPI document) names '' and 'all' / 'rb'.
const courseId = z
  .union([z.literal(''), idDigits('Курс указан неверно')])
  .transform((text) => (text === '' ? undefined : Number(text)));

const location = z
  .union([z.enum(['all', 'rb']), idDigits('Филиал указан неверно')], { error: 'Филиал указан неверно' })
  .transform((text): ReportLocation => (text === 'all' || text === 'rb' ? text : Number(text)));

const monthNumber = z
  .string({ error: 'Выберите месяц' })
  .regex(/^\d{1,2}$/, { error: 'Месяц указан неверно' })
  .transform(Number)
  .pipe(
    z.number().int().min(1, { error: 'Месяц указан неверно' }).max(12, { error: 'Месяц указан неверно' }),
  );

const yearNumber = z
  .string({ error: 'Выберите год' })
  .regex(/^\d{4}$/, { error: 'Год указан неверно' })
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(REPORT_YEARS[0], { error: 'Год должен быть от 2020 до 2026' })
      .max(REPORT_YEARS[REPORT_YEARS.length - 1], { error: 'Год должен быть от 2020 до 2026' }),
  );

/**
 * The reports page's filters in the query string (money.md, Reports page): course (optional; '' means
 * every course), branch ('all' - every branch of the user, 'rb' - the Belarus branches, Batumi excluded,
 * or a location id; 'all' when absent) and the month picker (month 1-12, year 2020-2026).
 */
export const reportFilterSchema = z.object({
  course_id: courseId.optional(),
  location: location.optional().transform((value): ReportLocation => value ?? 'all'),
  month: monthNumber,
  year: yearNumber,
});
/** The filters as the server reads them. */
export type ReportFilter = z.output<typeof reportFilterSchema>;
/** The filters as a client sends them (query strings). */
export type ReportFilterQuery = z.input<typeof reportFilterSchema>;

/** The month of the filters as a date range: from its first day to the first day of the next month (exclusive). */
export function reportMonthRange(filter: Pick<ReportFilter, 'month' | 'year'>): { from: string; to: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  const nextYear = filter.month === 12 ? filter.year + 1 : filter.year;
  const nextMonth = filter.month === 12 ? 1 : filter.month + 1;
  return {
    from: `${filter.year}-${pad(filter.month)}-01`,
    to: `${nextYear}-${pad(nextMonth)}-01`,
  };
}
