import { z } from 'zod';
import { endpoint, type Endpoint } from '../endpoint';
import { queryId } from '../fields';
import { CURRENCIES, moneySchema } from '../money';
import { paymentAddBodySchema, paymentSchema, paymentUpdateBodySchema } from '../payments';

/** The payments tab (money.md section 2, "Payments page"): the grid, the add form, edits. */
export const paymentEndpoints = {
  paymentGet: endpoint({
    method: 'GET',
    path: '/payment/get',
    effect: 'reads',
    summary: 'Платежи филиалов пользователя, новые первыми (платежи на «unknown» - филиала, где их приняли)',
    tag: 'money',
    permissions: ['payment.view'],
    scope: 'branch',
    response: z.array(paymentSchema),
    page: {
      sort: ['date', 'amount', 'number', 'full_name'],
      filters: { location_id: queryId.optional() },
      summary: {
        /** The matching payments' sum, one figure per currency. */
        totals: z.array(z.object({ currency: z.enum(CURRENCIES), amount: moneySchema })),
      },
    },
    example: { query: { limit: '50', offset: '0', sort: 'date', order: 'desc' } },
  }),
  paymentAdd: endpoint({
    method: 'POST',
    path: '/payment/add',
    effect: 'changes',
    summary:
      'Новый платёж по договору или на «unknown»; первый платёж делает новый договор действующим; строка аудита',
    tag: 'money',
    permissions: ['payment.modify'],
    scope: 'branch',
    ids: { contract_id: 'contract', id_location: 'location' },
    creates: true,
    body: paymentAddBodySchema,
    response: paymentSchema,
    errors: [404, 409],
    example: {
      body: { date: '2026-03-16', amount: '162.00', contract_id: 1, number: 'МН-00001' },
    },
  }),
  paymentUpdate: endpoint({
    method: 'POST',
    path: '/payment/update',
    effect: 'changes',
    summary:
      'Изменение платежа (дата, сумма; платёж на «unknown» привязывается к договору); по версии строки',
    tag: 'money',
    permissions: ['payment.modify'],
    scope: 'branch',
    ids: { id: 'payment', contract_id: 'contract' },
    body: paymentUpdateBodySchema,
    response: paymentSchema,
    errors: [404, 409],
    example: {
      body: { id: 1, date: '2026-03-16', amount: '162.00', contract_id: 1, number: 'МН-00001', version: 1 },
    },
  }),
} satisfies Record<string, Endpoint>;
