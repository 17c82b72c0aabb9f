import { z } from 'zod';
import {
  transactionAddBodySchema,
  transactionFilters,
  transactionOptionsSchema,
  transactionRemoveBodySchema,
  transactionRemoveResponseSchema,
  transactionSchema,
  transactionUpdateBodySchema,
} from '../costs';
import { endpoint, type Endpoint } from '../endpoint';
import { CURRENCIES, moneySchema } from '../money';

const exampleCost = {
  date_transaction: '2026-03-16',
  category: 'Аренда',
  operation: 'Оплата аренды',
  amount: '1500.00',
  location_id: 3,
};

/** Costs tab (money.md, Payments page, tab Costs): transactions and their options. */
export const costEndpoints = {
  transactionGet: endpoint({
    method: 'GET',
    path: '/transaction/get',
    effect: 'reads',
    summary: 'Затраты филиалов пользователя, новые первыми; страницы с итогами по валютам',
    tag: 'money',
    permissions: ['transactions.view'],
    scope: 'branch',
    response: z.array(transactionSchema),
    page: {
      sort: ['date_transaction', 'amount', 'category', 'operation'],
      filters: transactionFilters,
      summary: {
        /** The matching costs' sum, one figure per currency. */
        totals: z.array(z.object({ currency: z.enum(CURRENCIES), amount: moneySchema })),
      },
    },
    example: { query: { limit: '50', offset: '0', sort: 'date_transaction', order: 'desc' } },
  }),
  transactionOptionsGet: endpoint({
    method: 'GET',
    path: '/transaction/options/get',
    effect: 'reads',
    summary: 'Для формы затрат: категории с их операциями (настройка «category»), филиалы и реквизиты',
    tag: 'money',
    permissions: ['transactions.add'],
    scope: 'branch',
    response: transactionOptionsSchema,
  }),
  transactionAdd: endpoint({
    method: 'POST',
    path: '/transaction/add',
    effect: 'changes',
    summary: 'Новая затрата филиала (операция - из операций категории); строка аудита',
    tag: 'money',
    permissions: ['transactions.add'],
    scope: 'branch',
    ids: { location_id: 'location' },
    creates: true,
    body: transactionAddBodySchema,
    response: transactionSchema,
    errors: [404],
    example: { body: exampleCost },
  }),
  transactionUpdate: endpoint({
    method: 'POST',
    path: '/transaction/update',
    effect: 'changes',
    summary: 'Изменение затраты по версии строки; строка аудита с прежним и новым значением',
    tag: 'money',
    permissions: ['transactions.view', 'transactions.add'],
    scope: 'branch',
    ids: { id: 'transaction', location_id: 'location' },
    body: transactionUpdateBodySchema,
    response: transactionSchema,
    errors: [404, 409],
    example: { body: { id: 1, ...exampleCost, version: 1 } },
  }),
  transactionRemove: endpoint({
    method: 'POST',
    path: '/transaction/remove',
    effect: 'changes',
    summary: 'Удаление затраты (после подтверждения); строка аудита хранит удалённую запись',
    tag: 'money',
    permissions: ['transactions.view', 'transactions.add'],
    scope: 'branch',
    ids: { id: 'transaction' },
    body: transactionRemoveBodySchema,
    response: transactionRemoveResponseSchema,
    errors: [404, 409],
    example: { body: { id: 1, version: 1 }, response: { status: 'OK' } },
  }),
} satisfies Record<string, Endpoint>;
