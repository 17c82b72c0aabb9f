import { DateTime } from 'luxon';
import type { ReceiptsContract, ReceiptsSchedule } from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import { DEFAULT_TIME_ZONE } from '../../db/timeZones';
import type { FileAnswer } from '../../http/route';
import { addDays, addMonths } from '../../lib/dates';
import { XLSX_CONTENT_TYPE, xlsxSheet, xlsxWorkbook } from '../../lib/xlsxTable';
import { printDate } from '../documents/documentData';
import { CURRENCY_LABELS, RECEIPT_MESSAGES as M, RECEIVABLE_LABELS } from './messages';
import { branchNames, contractDaysBetween, scheduleOfMonth, type ContractDaySql } from './repository';

/** The branches asked for: the one named (the route checked it is the user's), or every branch of the user. */
const branchesOf = (auth: AuthContext, locationId: number | undefined): number[] =>
  locationId === undefined ? auth.locations : [locationId];

/** The first and the last day of a month 'YYYY-MM'. */
export function monthDays(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(addMonths(first, 1), -1) };
}

/** The contract page of a contract (money.md section 2: /contracts/{id}/{contractNumber}/{name}). */
export function contractPageUrl(row: { contract_id: number; number: string; full_name: string }): string {
  return `/app/contracts/${row.contract_id}/${encodeURIComponent(row.number)}/${encodeURIComponent(row.full_name)}`;
}

type Query = { month: string; location_id?: number };

/** GET /payments_schedule/get. */
export async function paymentsSchedule(
  q: Queryable,
  auth: AuthContext,
  query: Query,
  now: Date,
): Promise<ReceiptsSchedule> {
  const { first, last } = monthDays(query.month);
  const result = await scheduleOfMonth(q, branchesOf(auth, query.location_id), first, last, now);
  return { month: query.month, ...result };
}

function toContract(row: ContractDaySql): ReceiptsContract {
  const known = row.contract_id !== null;
  return {
    contract_id: row.contract_id,
    number: row.number ?? M.unknown,
    full_name: row.full_name ?? '',
    kid_name: row.kid_name ?? '',
    status: row.status ?? '',
    location_id: row.location_id,
    currency: row.currency,
    types: row.types,
    expected: row.expected,
    covered: row.covered,
    outstanding: row.outstanding,
    overdue: row.overdue,
    received: row.received,
    contract_url: known
      ? contractPageUrl({
          contract_id: row.contract_id as number,
          number: row.number ?? '',
          full_name: row.full_name ?? '',
        })
      : null,
  };
}

/** GET /payments_schedule/contracts: the contracts of one day (and the day's payments to 'unknown'). */
export async function contractsOfDay(
  q: Queryable,
  auth: AuthContext,
  query: { date: string; location_id?: number },
  now: Date,
): Promise<ReceiptsContract[]> {
  const rows = await contractDaysBetween(q, branchesOf(auth, query.location_id), query.date, query.date, now);
  return rows.map(toContract);
}

const monthName = (month: string) =>
  DateTime.fromISO(`${month}-01`, { zone: 'utc' }).setLocale('ru').toFormat('LLLL yyyy');

const figureColumns = <
  Row extends { expected: string; covered: string; outstanding: string; overdue: string; received: string },
>() =>
  [
    { header: M.columns.expected, value: (row: Row) => row.expected, kind: 'money', width: 14 },
    { header: M.columns.covered, value: (row: Row) => row.covered, kind: 'money', width: 14 },
    { header: M.columns.outstanding, value: (row: Row) => row.outstanding, kind: 'money', width: 14 },
    { header: M.columns.overdue, value: (row: Row) => row.overdue, kind: 'money', width: 14 },
    { header: M.columns.received, value: (row: Row) => row.received, kind: 'money', width: 14 },
  ] as const;

/**
 * GET /payments_schedule/export: the month as a workbook - its days, its totals per currency and the
 * contracts of each day - named with the month.
 */
export async function exportSchedule(
  q: Queryable,
  auth: AuthContext,
  query: Query,
  now: Date,
): Promise<FileAnswer> {
  const branches = branchesOf(auth, query.location_id);
  const { first, last } = monthDays(query.month);
  const [schedule, contracts, names] = await Promise.all([
    scheduleOfMonth(q, branches, first, last, now),
    contractDaysBetween(q, branches, first, last, now),
    branchNames(q, branches),
  ]);
  const caption = [
    M.caption(monthName(query.month)),
    M.branches(names.map((branch) => branch.name).join(', ')),
    M.asOf(
      printDate(DateTime.fromJSDate(now, { zone: names[0]?.time_zone ?? DEFAULT_TIME_ZONE }).toISODate()),
    ),
  ];
  const currency = {
    header: M.columns.currency,
    value: (row: { currency: 'BYN' | 'GEL' }) => CURRENCY_LABELS[row.currency],
    width: 10,
  };
  const body = await xlsxWorkbook([
    xlsxSheet({
      name: M.sheets.days,
      caption,
      rows: schedule.days,
      columns: [
        { header: M.columns.date, value: (row) => row.date, kind: 'date', width: 12 },
        currency,
        ...figureColumns<(typeof schedule.days)[number]>(),
        { header: M.columns.contracts, value: (row) => row.contracts, kind: 'number', width: 11 },
      ],
    }),
    xlsxSheet({
      name: M.sheets.totals,
      caption,
      rows: schedule.totals,
      columns: [
        currency,
        ...figureColumns<(typeof schedule.totals)[number]>(),
        { header: M.columns.overdueBefore, value: (row) => row.overdue_before, kind: 'money', width: 18 },
      ],
    }),
    xlsxSheet({
      name: M.sheets.contracts,
      caption,
      rows: contracts,
      columns: [
        { header: M.columns.date, value: (row) => row.date, kind: 'date', width: 12 },
        { header: M.columns.number, value: (row) => row.number ?? M.unknown, width: 14 },
        { header: M.columns.fullName, value: (row) => row.full_name ?? '', width: 28 },
        { header: M.columns.kidName, value: (row) => row.kid_name ?? '', width: 24 },
        { header: M.columns.branch, value: (row) => row.location_name, width: 14 },
        currency,
        {
          header: M.columns.types,
          value: (row) => row.types.map((type) => RECEIVABLE_LABELS[type] ?? type).join(', '),
          width: 22,
        },
        ...figureColumns<ContractDaySql>(),
      ],
    }),
  ]);
  return { body, contentType: XLSX_CONTENT_TYPE, fileName: M.fileName(query.month) };
}
