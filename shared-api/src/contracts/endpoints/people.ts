import { z } from 'zod';
import { endpoint } from '../endpoint';
import { accessUserSchema } from '../people';

export const peopleEndpoints = {
  accessGet: endpoint({
    method: 'GET',
    path: '/get/access',
    summary: 'Сотрудники, разделяющие филиал с пользователем',
    tag: 'people',
    permissions: ['user.view'],
    scope: 'branch',
    response: z.array(accessUserSchema),
  }),
};
