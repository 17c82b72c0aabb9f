import {
  boardGroupSchema,
  boardGroupsQuerySchema,
  studentsUpdateBodySchema,
  studentsUpdateResponseSchema,
} from '../board';
import { endpoint, type Endpoint } from '../endpoint';
import { z } from 'zod';

/** Перевод учеников между группами (issue 11, learning.md). */
export const boardEndpoints = {
  boardGroupsGet: endpoint({
    method: 'GET',
    path: '/group/students',
    effect: 'reads',
    summary: 'Для доски групп: выбранные группы филиалов пользователя с их учениками (договоры new и active)',
    tag: 'learning',
    permissions: ['group.modify'],
    scope: 'branch',
    // The ids are a comma list: the service checks each group against the user's branches (404).
    query: boardGroupsQuerySchema,
    response: z.array(boardGroupSchema),
    errors: [404],
    example: { query: { ids: '1,2' } },
  }),
  studentsUpdate: endpoint({
    method: 'POST',
    path: '/students/update',
    effect: 'changes',
    summary:
      'Перевод учеников между группами: preview отвечает списком переводов, commit их выполняет (история, цена договора с даты перевода, аудит)',
    tag: 'learning',
    permissions: ['group.modify'],
    scope: 'branch',
    // The groups and pupils are inside the list: the service checks each against the user's branches (404).
    body: studentsUpdateBodySchema,
    response: studentsUpdateResponseSchema,
    errors: [404, 409],
    example: {
      body: {
        students_update: [
          { show: 'preview', id: 1, name: 'Робототехника-Пн', students: [{ id: 10, name: 'Иван' }] },
          { show: 'preview', id: 2, name: 'Робототехника-Ср', students: [] },
        ],
      },
      response: {
        show: [
          {
            id_students: 10,
            student_name: 'Иван',
            old_group: 2,
            new_group: 1,
            name_group: 'Робототехника-Пн',
          },
        ],
      },
    },
  }),
} satisfies Record<string, Endpoint>;
