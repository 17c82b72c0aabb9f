import { learningEndpoints, referenceEndpoints, type RemotePage } from '@school/shared-api';
import { lessonsPage } from '../modules/lessons/page';
import { boardPage } from '../modules/board/page';
import { scheduleViewPage } from '../modules/topics/page';
import { makeupsPage } from '../modules/makeups/page';
import { unmarkedPage } from '../modules/unmarked/page';
import { attendancePage } from '../modules/attendance/page';
import { appointmentsPage } from '../modules/appointments/page';
import { classSchedulePage } from '../modules/classSchedule/page';
import { journalPage } from '../modules/journal/page';

/** The learning area's pages (DESIGN.md section 2): only pages that exist; `./App` renders each. */
export const pages: readonly RemotePage[] = [
  {
    path: 'groups',
    group: 'learning',
    label: 'Группы',
    permissions: ['group.view'],
    order: 10,
    calls: [learningEndpoints.groupGet, learningEndpoints.groupOptionsGet, referenceEndpoints.entitiesTypes],
  },
  lessonsPage,
  boardPage,
  scheduleViewPage,
  makeupsPage,
  unmarkedPage,
  attendancePage,
  classSchedulePage,
  appointmentsPage,
  journalPage,
];
