import { z } from 'zod';
import { endpoint } from '../endpoint';
import { queryId } from '../fields';
import { CURRENCIES, debtRowSchema, moneySchema } from '../money';

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
};
