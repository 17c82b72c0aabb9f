import { z } from 'zod';
import { endpoint } from '../endpoint';
import { groupSchema } from '../learning';

export const learningEndpoints = {
  groupGet: endpoint({
    method: 'GET',
    path: '/group/get',
    summary: 'Группы филиалов пользователя',
    tag: 'learning',
    permissions: ['group.view'],
    scope: 'branch',
    response: z.array(groupSchema),
  }),
};
