import { reportEndpoints, useEndpoint } from '@school/shared-api';
import { REPORT_MESSAGES as M } from './messages';
import { newContractsCharts, ongoingCharts, payByDayCharts } from './reportCharts';
import { newContractsQuery, reportQuery, type ReportFilterState } from './reportFilters';
import { ReportView } from './ReportView';

export type ReportTabProps = { filters: ReportFilterState };

/** 'Действующие договоры': branches x courses, contracts in force in the month (GET /report/ongoing/get). */
export function OngoingTab({ filters }: ReportTabProps) {
  const query = reportQuery(filters);
  const { data, error, isValidating, mutate } = useEndpoint(reportEndpoints.reportOngoingGet, query);
  return (
    <ReportView
      title={M.tabs.ongoing}
      data={data}
      error={error}
      validating={isValidating}
      onRetry={() => void mutate()}
      charts={ongoingCharts}
      exportQuery={{ report: 'ongoing', ...query }}
    />
  );
}

/** 'Платежи по дням': days x cities, sums per currency (GET /report/pay_by_day_and_by_city/get). */
export function PayByDayTab({ filters }: ReportTabProps) {
  const query = reportQuery(filters);
  const { data, error, isValidating, mutate } = useEndpoint(reportEndpoints.reportPayByDayGet, query);
  return (
    <ReportView
      title={M.tabs.pay_by_day}
      data={data}
      error={error}
      validating={isValidating}
      onRetry={() => void mutate()}
      charts={payByDayCharts}
      exportQuery={{ report: 'pay_by_day', ...query }}
    />
  );
}

/** New contracts by week: all, first of their client, paid, per branch (GET /report/new/get). */
export function NewContractsTab({ filters }: ReportTabProps) {
  const query = newContractsQuery(filters);
  const { data, error, isValidating, mutate } = useEndpoint(reportEndpoints.reportNewGet, query);
  return (
    <ReportView
      title={M.tabs.new}
      data={data}
      error={error}
      validating={isValidating}
      onRetry={() => void mutate()}
      charts={newContractsCharts}
      exportQuery={{ report: 'new', ...query }}
    />
  );
}
