import type { ComponentType } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { PageUnavailable } from 'shared-ui';
import { GroupsPage } from '../modules/groups/GroupsPage';
import { LessonsPage } from '../modules/lessons/LessonsPage';
import { BoardPage } from '../modules/board/BoardPage';
import { ScheduleViewPage } from '../modules/topics/ScheduleViewPage';
import { MakeupsPage } from '../modules/makeups/MakeupsPage';
import { UnmarkedLessonsPage } from '../modules/unmarked/UnmarkedLessonsPage';
import { AttendanceReportsPage } from '../modules/attendance/AttendanceReportsPage';
import { pages } from './pages';

/** The component of each page declared in ./pages, by its path. */
export const PAGE_COMPONENTS: Record<string, ComponentType> = {
  groups: GroupsPage,
  lessons: LessonsPage,
  'edit-groups': BoardPage,
  'schedule-view': ScheduleViewPage,
  'working-out': MakeupsPage,
  'unmarked-lessons': UnmarkedLessonsPage,
  'attendance-reports': AttendanceReportsPage,
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
