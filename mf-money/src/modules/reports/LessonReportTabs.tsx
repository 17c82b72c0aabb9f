import { lessonReportEndpoints, useEndpoint } from '@school/shared-api';
import { REPORT_MESSAGES as M } from './messages';
import type { ReportTabProps } from './MoneyReportTabs';
import { reportQuery } from './reportFilters';
import { ReportView } from './ReportView';

/** Camp attendance: a child of a camp group per row, a tick per day present (GET /report/camp/get). */
export function CampTab({ filters }: ReportTabProps) {
  const query = reportQuery(filters);
  const { data, error, isValidating, mutate } = useEndpoint(lessonReportEndpoints.reportCampGet, query);
  return (
    <ReportView
      title={M.tabs.camp}
      data={data}
      error={error}
      validating={isValidating}
      onRetry={() => void mutate()}
      exportQuery={{ report: 'camp', ...query }}
    />
  );
}

/** First visits: days x courses, pupils at their first lesson of the course (GET /report/first_visit/get). */
export function FirstVisitTab({ filters }: ReportTabProps) {
  const query = reportQuery(filters);
  const { data, error, isValidating, mutate } = useEndpoint(lessonReportEndpoints.reportFirstVisitGet, query);
  return (
    <ReportView
      title={M.tabs.first_visit}
      data={data}
      error={error}
      validating={isValidating}
      onRetry={() => void mutate()}
      exportQuery={{ report: 'first_visit', ...query }}
    />
  );
}
