import { z } from 'zod';
import { endpoint } from '../endpoint';
import { queryId } from '../fields';
import {
  contractDataQuerySchema,
  contractDataSchema,
  contractSearchHitSchema,
  contractSearchQuerySchema,
  CURRENCIES,
  debtRowSchema,
  moneySchema,
  partsBodySchema,
  paymentRowSchema,
  tenPaymentsBodySchema,
} from '../money';

export const moneyEndpoints = {
  debtSearch: endpoint({
    method: 'GET',
    path: '/debt/search',
    summary: 'Задолженности по договорам филиалов пользователя',
    tag: 'money',
    permissions: ['receivable.view'],
    scope: 'branch',
    response: z.array(debtRowSchema),
    page: {
      sort: ['full_name', 'number', 'debt', 'credit', 'balance'],
      filters: { location_id: queryId.optional() },
      summary: {
        /** Per branch: the sum of positive balances of every matching row (overpayments not counted). */
        totals: z.array(
          z.object({ location_id: z.number(), currency: z.enum(CURRENCIES), positive_balance: moneySchema }),
        ),
      },
    },
    example: { query: { limit: '50', offset: '0', sort: 'balance', order: 'desc', q: 'Иванов' } },
  }),
  calculationsGet: endpoint({
    method: 'POST',
    path: '/calculations/get',
    summary: 'Расчёт 10 платежей: полная стоимость делится на десять ежемесячных платежей с даты начала',
    tag: 'money',
    permissions: ['contract.modify'],
    scope: 'branch',
    ids: { location: 'location' },
    body: tenPaymentsBodySchema,
    response: z.array(paymentRowSchema),
    errors: [404],
    example: { body: { location: 1, course: 1, start_date: '2026-09-01', full_price: '1620.00' } },
  }),
  calculatePartsGet: endpoint({
    method: 'POST',
    path: '/calculate/parts/get',
    summary:
      'Расчёт платежей по неделям (per_week: целые недели без каникул реквизита) или по месяцам (9parts: девять частей)',
    tag: 'money',
    permissions: ['contract.modify'],
    scope: 'branch',
    ids: { group_id: 'group' },
    body: partsBodySchema,
    response: z.array(paymentRowSchema),
    errors: [404],
    example: {
      body: {
        weeks: 36,
        full_price: '1620.00',
        start_date: '2026-09-01',
        group_id: 1,
        requisites: 1,
        strategy: 'per_week',
      },
    },
  }),
  contractSearch: endpoint({
    method: 'GET',
    path: '/contract/search',
    summary: 'Поиск договоров филиалов пользователя по номеру, фамилии или телефону (до 20)',
    tag: 'money',
    permissions: ['contract.view'],
    scope: 'branch',
    query: contractSearchQuerySchema,
    response: z.record(z.string(), contractSearchHitSchema),
    example: { query: { param: 'Иванова' } },
  }),
  contractDataGet: endpoint({
    method: 'GET',
    path: '/contract_data/get',
    summary: 'Договор: шапка клиента, строки дебета и кредита и их итоги',
    tag: 'money',
    permissions: ['contract.view'],
    scope: 'branch',
    ids: { id: 'contract' },
    query: contractDataQuerySchema,
    response: contractDataSchema,
    errors: [404],
    example: { query: { id: '1' } },
  }),
};
