import { endpoint, type Endpoint } from '../endpoint';
import {
  accessUpdateBodySchema,
  userAddBodySchema,
  userDisableBodySchema,
  userObligationSchema,
  userQuerySchema,
} from '../access';
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
 * Сотрудники и доступ (issue 14): новый сотрудник, правка имени, филиалов и ролей, отключение с передачей
 * занятий, лидов и задач выбранным активным пользователям, включение. Каждое изменение пишется в журнал аудита.
 * Список сотрудников (GET /get/access) - в peopleEndpoints общей точки входа.
 */
export const accessEndpoints = {
  userAdd: endpoint({
    method: 'POST',
    path: '/add/user',
    effect: 'changes',
    summary:
      'Новый сотрудник (ключ идемпотентности): имя, e-mail, филиалы, роли (кроме viewer, parent, child)',
    tag: 'people',
    permissions: ['user.view', 'user.add', 'access.add'],
    scope: 'branch',
    creates: true,
    body: userAddBodySchema,
    response: accessUserSchema,
    errors: [409, 422],
    example: {
      body: { short_name: 'Иванова А.', email: 'ivanova@school.test', location: [3], access_id: [6] },
      response: { ...exampleUser, email: 'ivanova@school.test' },
    },
  }),
  accessUpdate: endpoint({
    method: 'POST',
    path: '/update/access',
    effect: 'changes',
    summary: 'Имя, филиалы и роли сотрудника по версии',
    tag: 'people',
    permissions: ['user.view', 'user.modify', 'access.modify'],
    scope: 'branch',
    ids: { id: 'user' },
    body: accessUpdateBodySchema,
    response: accessUserSchema,
    errors: [404, 409, 422],
    example: {
      body: { id: 12, short_name: 'Иванова А.', location: [3, 24], access_id: [6], version: 1 },
      response: { ...exampleUser, location: [3, 24], version: 2 },
    },
  }),
  userObligation: endpoint({
    method: 'GET',
    path: '/user/obligation',
    effect: 'reads',
    summary: 'Что передать перед отключением: будущие занятия, лиды, открытые задачи',
    tag: 'people',
    permissions: ['user.view', 'user.disabled'],
    scope: 'branch',
    ids: { user: 'user' },
    query: userQuerySchema,
    response: userObligationSchema,
    errors: [404],
    example: { query: { user: '12' }, response: { appointments: 4, leads: 0, tasks: 1 } },
  }),
  userDisable: endpoint({
    method: 'POST',
    path: '/user/disable',
    effect: 'changes',
    summary: 'Отключить сотрудника, передав его занятия, лиды и задачи; его сеансы завершаются',
    tag: 'people',
    permissions: ['user.view', 'user.disabled'],
    scope: 'branch',
    ids: { user: 'user' },
    body: userDisableBodySchema,
    response: accessUserSchema,
    errors: [404, 409, 422],
    example: {
      body: { user: 12, transfer_to: { appointments: 6, tasks: 6 } },
      response: { ...exampleUser, status: 'disabled', version: 2 },
    },
  }),
  userActivate: endpoint({
    method: 'GET',
    path: '/user/activate',
    effect: 'changes',
    summary: 'Включить отключенного сотрудника',
    tag: 'people',
    permissions: ['user.view', 'user.disabled'],
    scope: 'branch',
    ids: { user: 'user' },
    query: userQuerySchema,
    response: accessUserSchema,
    errors: [404, 409],
    example: { query: { user: '12' }, response: { ...exampleUser, version: 2 } },
  }),
} satisfies Record<string, Endpoint>;
