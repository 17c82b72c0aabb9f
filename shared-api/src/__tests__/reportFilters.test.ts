import { REPORT_YEARS, reportFilterSchema, reportMonthRange } from '../contracts/reportFilters';

describe('reportFilterSchema', () => {
  it('reads the query strings of the reports page', () => {
    expect(reportFilterSchema.parse({ course_id: '3', location: 'rb', month: '2', year: '2024' })).toEqual({
      course_id: 3,
      location: 'rb',
      month: 2,
      year: 2024,
    });
    expect(reportFilterSchema.parse({ location: '7', month: '12', year: '2026' })).toEqual({
      course_id: undefined,
      location: 7,
      month: 12,
      year: 2026,
    });
  });

  it('takes every branch and every course when they are absent or empty', () => {
    expect(reportFilterSchema.parse({ course_id: '', month: '1', year: '2020' })).toEqual({
      course_id: undefined,
      location: 'all',
      month: 1,
      year: 2020,
    });
  });

  it.each([
    [{ month: '0', year: '2024' }, 'Месяц указан неверно'],
    [{ month: '13', year: '2024' }, 'Месяц указан неверно'],
    [{ month: '1', year: '2019' }, 'Год должен быть от 2020 до 2026'],
    [{ month: '1', year: '2027' }, 'Год должен быть от 2020 до 2026'],
    [{ month: '1', year: '2024', location: 'ge' }, 'Филиал указан неверно'],
    [{ month: '1', year: '2024', location: '0x5' }, 'Филиал указан неверно'],
    [{ month: '1', year: '2024', course_id: '-1' }, 'Курс указан неверно'],
    [{ year: '2024' }, 'Выберите месяц'],
  ])('refuses %j in Russian', (query, message) => {
    const result = reportFilterSchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it('gives the month as a date range and the years of the picker', () => {
    expect(reportMonthRange({ month: 12, year: 2025 })).toEqual({ from: '2025-12-01', to: '2026-01-01' });
    expect(reportMonthRange({ month: 3, year: 2024 })).toEqual({ from: '2024-03-01', to: '2024-04-01' });
    expect(REPORT_YEARS).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
  });
});
