import type { ComponentType } from 'react';
import { Route, Routes } from '@school/shared-ui/router';
import { lazyPage, PageUnavailable } from '@school/shared-ui';
import { GroupsPage } from '../modules/groups/GroupsPage';
import { pages } from './pages';

// Every page but the groups (the area's first page for most) is loaded when it is opened (npm run size).
const LessonsPage = lazyPage(async () => (await import('../modules/lessons/LessonsPage')).LessonsPage);
const BoardPage = lazyPage(async () => (await import('../modules/board/BoardPage')).BoardPage);
const ScheduleViewPage = lazyPage(
  async () => (await import('../modules/topics/ScheduleViewPage')).ScheduleViewPage,
);
const MakeupsPage = lazyPage(async () => (await import('../modules/makeups/MakeupsPage')).MakeupsPage);
const UnmarkedLessonsPage = lazyPage(
  async () => (await import('../modules/unmarked/UnmarkedLessonsPage')).UnmarkedLessonsPage,
);
const AttendanceReportsPage = lazyPage(
  async () => (await import('../modules/attendance/AttendanceReportsPage')).AttendanceReportsPage,
);

const AppointmentsPage = lazyPage(
  async () => (await import('../modules/appointments/AppointmentsPage')).AppointmentsPage,
);
const ClassSchedulePage = lazyPage(
  async () => (await import('../modules/classSchedule/ClassSchedulePage')).ClassSchedulePage,
);
const JournalPage = lazyPage(async () => (await import('../modules/journal/JournalPage')).JournalPage);

/** The component of each page declared in ./pages, by its path. */
export const PAGE_COMPONENTS: Record<string, ComponentType> = {
  groups: GroupsPage,
  lessons: LessonsPage,
  'edit-groups': BoardPage,
  'schedule-view': ScheduleViewPage,
  'working-out': MakeupsPage,
  'unmarked-lessons': UnmarkedLessonsPage,
  'attendance-reports': AttendanceReportsPage,
  'class-schedule': ClassSchedulePage,
  appointments: AppointmentsPage,
  journal: JournalPage,
};

/**
 * The learning area's declared pages, relative to /app (the shell mounts this under /app/*). A page routes
 * what follows its path itself (/app/unmarked-lessons/3, /app/attendance-reports/12).
 */
export function App() {
  return (
    <Routes>
      {pages.map(({ path }) => {
        const Page = PAGE_COMPONENTS[path];
        return <Route key={path} path={`${path}/*`} element={<Page />} />;
      })}
      <Route path="*" element={<PageUnavailable area="Учебный процесс" />} />
    </Routes>
  );
}
