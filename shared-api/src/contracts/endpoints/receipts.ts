import { z } from 'zod';
import { endpoint, type Endpoint } from '../endpoint';
import {
  orderBodySchema,
  receiptsContractSchema,
  receiptsDayQuerySchema,
  receiptsScheduleQuerySchema,
  receiptsScheduleSchema,
} from '../receipts';

/** The receipts schedule (/payments-schedule) and order documents. */
export const receiptEndpoints = {
  paymentsScheduleGet: endpoint({
    method: 'GET',
    path: '/payments_schedule/get',
    effect: 'reads',
    summary:
      'График поступлений за месяц: ожидаемые по графикам договоров платежи по дням против поступивших, просрочка; по валютам',
    tag: 'money',
    permissions: ['report.view', 'receivable.view'],
    scope: 'branch',
    ids: { location_id: 'location' },
    query: receiptsScheduleQuerySchema,
    response: receiptsScheduleSchema,
    errors: [404],
    example: {
      query: { month: '2026-03', location_id: '3' },
      response: {
        month: '2026-03',
        days: [
          {
            date: '2026-03-02',
            currency: 'BYN',
            expected: '810.00',
            covered: '650.00',
            outstanding: '160.00',
            overdue: '160.00',
            received: '490.00',
            contracts: 3,
          },
        ],
        totals: [
          {
            currency: 'BYN',
            expected: '810.00',
            covered: '650.00',
            outstanding: '160.00',
            overdue: '160.00',
            received: '490.00',
            overdue_before: '0.00',
          },
        ],
      },
    },
  }),
  paymentsScheduleContracts: endpoint({
    method: 'GET',
    path: '/payments_schedule/contracts',
    effect: 'reads',
    summary: 'Договоры дня графика поступлений: их платежи по графику, оплаченное, остаток и поступления',
    tag: 'money',
    permissions: ['report.view', 'receivable.view'],
    scope: 'branch',
    ids: { location_id: 'location' },
    query: receiptsDayQuerySchema,
    response: z.array(receiptsContractSchema),
    errors: [404],
    example: { query: { date: '2026-03-02', location_id: '3' } },
  }),
  paymentsScheduleExport: endpoint({
    method: 'GET',
    path: '/payments_schedule/export',
    effect: 'reads',
    summary: 'График поступлений за месяц в XLSX: по дням, итоги по валютам и договоры каждого дня',
    tag: 'money',
    permissions: ['report.view', 'receivable.view'],
    scope: 'branch',
    ids: { location_id: 'location' },
    query: receiptsScheduleQuerySchema,
    response: z.string().describe('Файл XLSX'),
    answer: 'file',
    errors: [404],
    example: { query: { month: '2026-03' } },
  }),
  generateOrder: endpoint({
    method: 'POST',
    path: '/generate/order',
    effect: 'reads',
    summary:
      'Приказ о зачислении (DOCX, назван датой): обучающиеся филиала, чьи договоры начались в период, с курсами и группами',
    tag: 'money',
    permissions: ['report.view'],
    scope: 'branch',
    ids: { location: 'location' },
    body: orderBodySchema,
    response: z.string().describe('Файл DOCX'),
    answer: 'file',
    errors: [404, 422],
    example: { body: { location: 3, from: '2026-03-01', to: '2026-03-31' } },
  }),
} satisfies Record<string, Endpoint>;
