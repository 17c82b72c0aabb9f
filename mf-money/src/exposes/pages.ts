import {
  lessonReportEndpoints,
  moneyEndpoints,
  paymentEndpoints,
  receiptEndpoints,
  receivableEndpoints,
  referenceEndpoints,
  reportEndpoints,
  type RemotePage,
} from '@school/shared-api';

const debt: RemotePage = {
  path: 'debt',
  group: 'sales',
  label: 'Дебиторская задолженность',
  permissions: ['receivable.view'],
  order: 50,
  calls: [
    moneyEndpoints.debtSearch,
    referenceEndpoints.entitiesTypes,
    receivableEndpoints.receivableGetByMonth,
  ],
};

const contracts: RemotePage = {
  path: 'contracts',
  group: 'sales',
  label: 'Баланс по договору',
  permissions: ['contract.view'],
  order: 30,
  calls: [moneyEndpoints.contractSearch, moneyEndpoints.contractDataGet],
};

const payments: RemotePage = {
  path: 'payments',
  group: 'sales',
  label: 'Платежи',
  permissions: ['payment.view'],
  order: 40,
  calls: [paymentEndpoints.paymentGet],
};

const paymentsSchedule: RemotePage = {
  path: 'payments-schedule',
  group: 'reports',
  label: 'График поступлений',
  permissions: ['report.view', 'receivable.view'],
  order: 10,
  calls: [
    receiptEndpoints.paymentsScheduleGet,
    receiptEndpoints.paymentsScheduleContracts,
    receiptEndpoints.paymentsScheduleExport,
    referenceEndpoints.entitiesTypes,
  ],
};

const reports: RemotePage = {
  path: 'reports',
  group: 'reports',
  label: 'Отчеты',
  permissions: ['report.view'],
  order: 20,
  calls: [
    reportEndpoints.reportOngoingGet,
    reportEndpoints.reportPayByDayGet,
    reportEndpoints.reportNewGet,
    reportEndpoints.reportExport,
    lessonReportEndpoints.reportCampGet,
    lessonReportEndpoints.reportFirstVisitGet,
    referenceEndpoints.entitiesTypes,
  ],
};

/**
 * Test hook, not a product page: a build with E2E_EXTRA_PAGE=1 in its environment (read by the webpack
 * config factory into this define) declares one more page, so the browser test of stages can show a page
 * that a later release of the remote adds without a release of the shell (e2e/tests/stages.e2e.ts).
 * Releases never set it, and the minifier drops the page from them.
 */
export const releaseCheckPage: RemotePage = {
  path: 'release-check',
  group: 'reports',
  label: 'Проверка выпуска',
  permissions: ['payment.view'],
  order: 900,
  calls: [],
};

/** The money area's pages (DESIGN.md section 2): only pages that exist; `./App` renders each. */
export const pages: readonly RemotePage[] =
  process.env.E2E_EXTRA_PAGE === '1'
    ? [contracts, payments, debt, paymentsSchedule, reports, releaseCheckPage]
    : [contracts, payments, debt, paymentsSchedule, reports];
