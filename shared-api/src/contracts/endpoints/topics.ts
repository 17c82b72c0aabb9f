import { z } from 'zod';
import { endpoint, type Endpoint } from '../endpoint';
import {
  scheduleBodySchema,
  scheduleResponseSchema,
  topicCreateBodySchema,
  topicQuerySchema,
  topicRemoveBodySchema,
  topicSchema,
  topicUpdateBodySchema,
} from '../topics';

const exampleTopic = {
  date: '2026-03-16',
  user: 5,
  group_id: 1,
  short_name: 'Датчики касания',
  subject: 'Робототехника',
};

/**
 * Темы занятий и расписание по неделям (issue 11, learning.md 2.8). Учитель видит расписание своих назначений
 * и темы своих групп, добавляет и меняет темы только групп, которые ведёт (или где у него есть назначение);
 * чужая группа или тема - 404. Изменения отвечают темами группы.
 */
export const topicEndpoints = {
  schedule: endpoint({
    method: 'POST',
    path: '/schedule',
    effect: 'reads',
    summary: 'Расписание недели филиала по дням: назначения с учителем, группой, предметом и темой',
    tag: 'learning',
    permissions: ['lesson.view'],
    scope: 'branch',
    ids: { location: 'location', teacher: 'user' },
    body: scheduleBodySchema,
    response: scheduleResponseSchema,
    errors: [404],
    example: { body: { week: 'current', location: 3, teacher: 'all' } },
  }),
  topicGet: endpoint({
    method: 'GET',
    path: '/topic_get',
    effect: 'reads',
    summary: 'Темы занятий филиалов пользователя по датам (филиал, период, учитель, группа)',
    tag: 'learning',
    permissions: ['lesson.view'],
    scope: 'branch',
    ids: { location: 'location', teacher: 'user', group_id: 'group' },
    query: topicQuerySchema,
    response: z.array(topicSchema),
    example: { query: { location: '3', date_from: '2026-03-16', date_to: '2026-03-22' } },
  }),
  topicCreate: endpoint({
    method: 'POST',
    path: '/create_topic',
    effect: 'changes',
    summary: 'Новая тема занятия группы на дату; ответ - темы группы',
    tag: 'learning',
    permissions: ['topic.add'],
    scope: 'branch',
    ids: { group_id: 'group', user: 'user' },
    creates: true,
    body: topicCreateBodySchema,
    response: z.array(topicSchema),
    errors: [404],
    example: { body: exampleTopic },
  }),
  topicUpdate: endpoint({
    method: 'POST',
    path: '/topic_update',
    effect: 'changes',
    summary: 'Изменение темы занятия по версии строки; ответ - темы группы',
    tag: 'learning',
    permissions: ['topic.modify'],
    scope: 'branch',
    ids: { id: 'topic', group_id: 'group', user: 'user' },
    body: topicUpdateBodySchema,
    response: z.array(topicSchema),
    errors: [404, 409],
    example: { body: { id: 1, ...exampleTopic, version: 1 } },
  }),
  topicRemove: endpoint({
    method: 'POST',
    path: '/topic_remove',
    effect: 'changes',
    summary: 'Удаление темы занятия (после подтверждения); ответ - оставшиеся темы группы',
    tag: 'learning',
    permissions: ['topic.remove'],
    scope: 'branch',
    ids: { id: 'topic' },
    body: topicRemoveBodySchema,
    response: z.array(topicSchema),
    errors: [404, 409],
    example: { body: { id: 1, version: 1 } },
  }),
} satisfies Record<string, Endpoint>;
