import { z } from 'zod';
import { endpoint } from '../endpoint';
import { queryId } from '../fields';
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
    page: {
      sort: ['short_name', 'start_date', 'students_count'],
      filters: { location: queryId.optional(), course: queryId.optional() },
    },
    example: { query: { limit: '50', sort: 'short_name', q: 'Робот' } },
  }),
};
