import { z } from 'zod';
import { endpoint, type Endpoint } from '../endpoint';
import {
  personalAreaBodySchema,
  personalAreaResponseSchema,
  personalBalanceResponseSchema,
  personalFileQuerySchema,
  supportBodySchema,
  supportCloseBodySchema,
  supportListResponseSchema,
  supportRequestSchema,
  zoomCheckResponseSchema,
} from '../journal';

const exampleRequest = {
  id_task: 1,
  message: 'Не открывается ссылка на урок',
  status: 'new',
  date_created: '2026-11-24T10:00:00.000Z',
  executor_id: 7,
  manager: 'Смирнов Павел',
  version: 1,
};

/**
 * Личный кабинет (issue 12, learning.md 2.9): дневник, баланс, обращения в техподдержку и ссылки Zoom
 * семьи - детей договоров, привязанных к учётной записи родителя (ученик видит только себя).
 */
export const journalEndpoints = {
  personalArea: endpoint({
    method: 'POST',
    path: '/personal/area',
    summary: 'Дневник детей семьи за неделю с датой date; без детей - ошибка «User does`t have a children»',
    tag: 'learning',
    permissions: ['personal_area.view'],
    scope: 'family',
    body: personalAreaBodySchema,
    response: personalAreaResponseSchema,
    errors: [404],
    example: {
      body: { date: '2026-11-24' },
      response: { week_start: '2026-11-23', week_end: '2026-11-29', children: [] },
    },
  }),
  personalFile: endpoint({
    method: 'GET',
    path: '/personal/file',
    summary: 'Файл занятия ребёнка семьи',
    tag: 'learning',
    permissions: ['personal_area.view'],
    scope: 'family',
    ids: { id: 'file' },
    query: personalFileQuerySchema,
    response: z.string().describe('the file'),
    answer: 'file',
    errors: [404],
    example: { query: { id: '1' } },
  }),
  personalBalance: endpoint({
    method: 'GET',
    path: '/personal/balance',
    summary: 'Баланс детей семьи: начисления и платежи по датам в валюте филиала',
    tag: 'learning',
    permissions: ['personal_area.view', 'personal_balance.view'],
    scope: 'family',
    response: personalBalanceResponseSchema,
    example: { response: [] },
  }),
  supportAdd: endpoint({
    method: 'POST',
    path: '/support',
    summary: 'Обращение в техподдержку: задача ответственному за задачи техподдержки',
    tag: 'learning',
    permissions: ['personal_area.view'],
    scope: 'family',
    creates: true,
    body: supportBodySchema,
    response: supportRequestSchema,
    example: { body: { message: exampleRequest.message }, response: exampleRequest },
  }),
  supportGet: endpoint({
    method: 'GET',
    path: '/support/get',
    summary: 'История обращений в техподдержку автора',
    tag: 'learning',
    permissions: ['personal_area.view'],
    scope: 'family',
    response: supportListResponseSchema,
    example: { response: [exampleRequest] },
  }),
  supportClose: endpoint({
    method: 'POST',
    path: '/support/close',
    summary: 'Автор закрывает обработанное обращение',
    tag: 'learning',
    permissions: ['personal_area.view'],
    scope: 'family',
    ids: { id_task: 'task' },
    body: supportCloseBodySchema,
    response: supportRequestSchema,
    errors: [404, 409],
    example: { body: { id_task: 1, version: 1 }, response: { ...exampleRequest, status: 'closed' } },
  }),
  zoomCheck: endpoint({
    method: 'GET',
    path: '/zoom/check',
    summary: 'Ссылки на видеовстречи групп детей семьи',
    tag: 'learning',
    permissions: ['personal_area.view'],
    scope: 'family',
    response: zoomCheckResponseSchema,
    example: { response: [{ group_id: 1, name_group: 'МН-3D-1', link: 'https://zoom.us/j/123' }] },
  }),
} satisfies Record<string, Endpoint>;
