import { initialReportFilters, newContractsQuery, reportQuery } from '../reportFilters';

describe('report filters', () => {
  it('start at this month, kept within the picker years 2020-2026', () => {
    expect(initialReportFilters(new Date(2026, 2, 16))).toMatchObject({ month: 3, year: 2026 });
    expect(initialReportFilters(new Date(2027, 4, 1))).toMatchObject({ month: 12, year: 2026 });
    expect(initialReportFilters(new Date(2019, 4, 1))).toMatchObject({ month: 1, year: 2020 });
  });

  it('send only the filters that are set, and the checkboxes as 1 or 0', () => {
    const filters = { ...initialReportFilters(new Date(2026, 2, 16)), location: 24 };
    expect(reportQuery(filters)).toEqual({ month: '3', year: '2026', location: '24' });
    expect(newContractsQuery({ ...filters, courseSet: 'rb', courseId: 3, camp: false })).toEqual({
      month: '3',
      year: '2026',
      location: '24',
      course_set: 'rb',
      course_id: '3',
      camp: '0',
      individual: '1',
      academic_year: '1',
    });
  });
});
