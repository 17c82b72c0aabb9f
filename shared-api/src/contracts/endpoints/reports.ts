import { z } from 'zod';
import { endpoint, type Endpoint } from '../endpoint';
import {
  moneyReportQuerySchema,
  newContractsQuerySchema,
  newContractsReportSchema,
  ongoingReportSchema,
  payByDayReportSchema,
  reportExportQuerySchema,
} from '../reports';

const FILTER_EXAMPLE = { location: 'all', month: '3', year: '2026' };

/** The reports page (money.md, Reports page): every tab's report and its XLSX export. */
export const reportEndpoints = {
  reportOngoingGet: endpoint({
    method: 'GET',
    path: '/report/ongoing/get',
    effect: 'reads',
    summary:
      'Действующие договоры месяца: количество по филиалам и курсам (филиалы пользователя), со сводной таблицей',
    tag: 'money',
    permissions: ['report.view'],
    scope: 'branch',
    ids: { location: 'location' },
    query: moneyReportQuerySchema,
    response: ongoingReportSchema,
    errors: [404],
    example: { query: FILTER_EXAMPLE },
  }),
  reportPayByDayGet: endpoint({
    method: 'GET',
    path: '/report/pay_by_day_and_by_city/get',
    effect: 'reads',
    summary:
      'Платежи месяца по дням и городам: суммы в валюте филиалов города, итоги по каждой валюте отдельно',
    tag: 'money',
    permissions: ['report.view'],
    scope: 'branch',
    ids: { location: 'location' },
    query: moneyReportQuerySchema,
    response: payByDayReportSchema,
    errors: [404],
    example: { query: FILTER_EXAMPLE },
  }),
  reportNewGet: endpoint({
    method: 'GET',
    path: '/report/new/get',
    effect: 'reads',
    summary:
      'Новые договоры месяца по неделям: всего, первых договоров клиента и оплаченных; по типам курсов (лагерь, индивидуальные, учебный год)',
    tag: 'money',
    permissions: ['report.view'],
    scope: 'branch',
    ids: { location: 'location' },
    query: newContractsQuerySchema,
    response: newContractsReportSchema,
    errors: [404],
    example: { query: { ...FILTER_EXAMPLE, camp: '1', individual: '0', academic_year: '1' } },
  }),
  reportExport: endpoint({
    method: 'GET',
    path: '/report/export',
    effect: 'reads',
    summary: 'Отчёт вкладки с её фильтрами в XLSX (report_<вкладка>_<дата>.xlsx)',
    tag: 'money',
    permissions: ['report.view'],
    scope: 'branch',
    ids: { location: 'location' },
    query: reportExportQuerySchema,
    response: z.string().describe('XLSX'),
    answer: 'file',
    errors: [404],
    example: { query: { ...FILTER_EXAMPLE, report: 'ongoing' } },
  }),
} satisfies Record<string, Endpoint>;
