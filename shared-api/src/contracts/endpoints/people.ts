import { z } from 'zod';
import { endpoint, type Endpoint } from '../endpoint';
import { accessUserSchema } from '../people';

const exampleUser = {
  id: 12,
  email: 'teacher12@school.test',
  short_name: 'Иванова А.',
  location: [3],
  access_id: [6],
  last_activity: null,
  status: 'active',
  version: 1,
};

/**
 * Сотрудники (sales-people-settings.md, /access): список сотрудников филиалов пользователя. Остальные вызовы
 * страницы - accessEndpoints ('shared-api/people').
 */
export const peopleEndpoints = {
  accessGet: endpoint({
    method: 'GET',
    path: '/get/access',
    effect: 'reads',
    summary: 'Сотрудники, разделяющие филиал с пользователем',
    tag: 'people',
    permissions: ['user.view'],
    scope: 'branch',
    response: z.array(accessUserSchema),
    example: { response: [exampleUser] },
  }),
} satisfies Record<string, Endpoint>;
