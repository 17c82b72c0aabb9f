import { z } from 'zod';
import { endpoint } from '../endpoint';
import { debtRowSchema } from '../money';

export const moneyEndpoints = {
  debtSearch: endpoint({
    method: 'GET',
    path: '/debt/search',
    summary: 'Задолженности по договорам филиалов пользователя',
    tag: 'money',
    permissions: ['receivable.view'],
    scope: 'branch',
    response: z.array(debtRowSchema),
  }),
};
