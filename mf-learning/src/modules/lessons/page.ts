import { referenceEndpoints, type RemotePage } from '@school/shared-api';
import { lessonEndpoints } from '@school/shared-api/learning';

/** /app/lessons (learning.md): the teacher's lessons and the lesson dialog. */
export const lessonsPage: RemotePage = {
  path: 'lessons',
  group: 'learning',
  label: 'Расписание уроков',
  permissions: ['lesson.view'],
  order: 20,
  calls: [
    lessonEndpoints.lessonGet,
    lessonEndpoints.lessonAdd,
    lessonEndpoints.lessonUpdate,
    referenceEndpoints.entitiesTypes,
  ],
};
