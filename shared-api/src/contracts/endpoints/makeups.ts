import { z } from 'zod';
import { endpoint, type Endpoint } from '../endpoint';
import {
  makeupDeleteBodySchema,
  makeupDeleteResponseSchema,
  makeupSchema,
  makeupUpdateBodySchema,
  unmarkedLessonSchema,
  unmarkedQuerySchema,
} from '../makeups';

const exampleMakeup = {
  id_temporary_arrangement: 1,
  contract_id: 1,
  name: 'Иванов Пётр',
  number: 'МН-00042',
  current_group: 'Робототехника 7-9 (пн)',
  current_group_id: 1,
  group_for_temporary_arrangement: 2,
  name_group: 'Робототехника 7-9 (ср)',
  location_id: 3,
  date: '2026-03-18',
  status: 'new',
  list_group: [
    {
      group_id: 2,
      group_for_temporary_arrangement: 2,
      name_group: 'Робототехника 7-9 (ср)',
      date: ['2026-03-18', '2026-03-25'],
    },
  ],
  version: 1,
};

/** Отработки (learning.md section 2.5) и неотмеченные уроки (section 2.10). */
export const makeupEndpoints = {
  makeupGet: endpoint({
    method: 'GET',
    path: '/get/temporary_arrangement',
    effect: 'reads',
    summary:
      'Отработки филиалов пользователя, новые даты первыми, с группами и днями, куда их можно перенести',
    tag: 'learning',
    permissions: ['group.view'],
    scope: 'branch',
    response: z.array(makeupSchema),
    example: { response: [exampleMakeup] },
  }),
  makeupUpdate: endpoint({
    method: 'POST',
    path: '/update/temporary_arrangement',
    effect: 'changes',
    summary: 'Изменение группы и даты отработки (и её статуса) по версии строки; строка аудита',
    tag: 'learning',
    permissions: ['group.view', 'group.modify'],
    scope: 'branch',
    ids: { id_temporary_arrangement: 'makeup', group_for_temporary_arrangement: 'group' },
    body: makeupUpdateBodySchema,
    response: makeupSchema,
    errors: [404, 409, 422],
    example: {
      body: {
        id_temporary_arrangement: 1,
        group_for_temporary_arrangement: 2,
        date: '2026-03-25',
        version: 1,
      },
      response: { ...exampleMakeup, date: '2026-03-25', version: 2 },
    },
  }),
  makeupDelete: endpoint({
    method: 'POST',
    path: '/delete/temporary_arrangement',
    effect: 'changes',
    summary: 'Удаление отработки (после подтверждения); строка аудита хранит удалённую запись',
    tag: 'learning',
    permissions: ['group.view', 'group.modify'],
    scope: 'branch',
    ids: { id_temporary_arrangement: 'makeup' },
    body: makeupDeleteBodySchema,
    response: makeupDeleteResponseSchema,
    errors: [404, 409],
    example: { body: { id_temporary_arrangement: 1, version: 1 }, response: { status: 'OK' } },
  }),
  unmarkedClasses: endpoint({
    method: 'GET',
    path: '/unmarked/classes',
    effect: 'reads',
    summary: 'Неотмеченные уроки филиала: начавшиеся занятия плана без записанного урока, новые первыми',
    tag: 'learning',
    permissions: ['lesson.view', 'group.view'],
    scope: 'branch',
    ids: { id: 'location' },
    query: unmarkedQuerySchema,
    response: z.array(unmarkedLessonSchema),
    errors: [404],
    example: {
      query: { id: '3' },
      response: [
        {
          id_appointment: 7,
          teacher: 'Петрова А. В.',
          subject: 'Робототехника',
          group_id: 1,
          group_name: 'Робототехника 7-9 (пн)',
          date: '2026-03-16 16:00:00',
        },
      ],
    },
  }),
} satisfies Record<string, Endpoint>;
