import { z } from 'zod';
import { endpoint, type Endpoint } from '../endpoint';
import { lessonAddBodySchema, lessonQuerySchema, lessonSchema, lessonUpdateBodySchema } from '../lessons';

const exampleLesson = {
  id_appointment: 1,
  date: '2026-03-16',
  group: 1,
  topic: 'Датчики касания',
  default_topic: '',
  message: '',
  home_work: 'Повторить тему занятия',
  subject: 'Робототехника',
  students: [{ id: 1, name: 'Иванов Иван', isPresence: true, description: '', review: 'Молодец!' }],
  completed: true,
  id_attachments: [],
};

/**
 * Уроки учителя (issue 11, learning.md): уроки дня - назначения плана с записанным уроком, запись урока.
 * Учитель видит и записывает только свои назначения (учитель или замена); чужое назначение - 404.
 */
export const lessonEndpoints = {
  lessonGet: endpoint({
    method: 'GET',
    path: '/lesson',
    effect: 'reads',
    summary:
      'Уроки даты (и следующих дней): назначения учителя или филиала с записью урока, учениками и файлами',
    tag: 'learning',
    permissions: ['lesson.view'],
    scope: 'branch',
    query: lessonQuerySchema,
    ids: { location_id: 'location', teacher_id: 'user' },
    response: z.array(lessonSchema),
    example: { query: { date: '2026-03-16' } },
  }),
  lessonAdd: endpoint({
    method: 'POST',
    path: '/lesson/add',
    effect: 'changes',
    summary: 'Запись урока назначения: тема, домашнее задание, заметка, посещаемость и отзывы, файлы',
    tag: 'learning',
    permissions: ['lesson.view'],
    scope: 'branch',
    ids: { id_appointment: 'appointment', group: 'group' },
    creates: true,
    body: lessonAddBodySchema,
    response: lessonSchema,
    errors: [404, 409],
    example: { body: { ...exampleLesson, lesson_id: 'None' } },
  }),
  lessonUpdate: endpoint({
    method: 'POST',
    path: '/lesson/update',
    effect: 'changes',
    summary: 'Изменение записанного урока по версии строки',
    tag: 'learning',
    permissions: ['lesson.view'],
    scope: 'branch',
    ids: { lesson_id: 'lesson', id_appointment: 'appointment', group: 'group' },
    body: lessonUpdateBodySchema,
    response: lessonSchema,
    errors: [404, 409],
    example: { body: { ...exampleLesson, lesson_id: 1, version: 1 } },
  }),
} satisfies Record<string, Endpoint>;
