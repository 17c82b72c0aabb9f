import type { ComponentType } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { PageUnavailable } from 'shared-ui';
import { GroupsPage } from '../modules/groups/GroupsPage';
import { pages } from './pages';

/** The component of each page declared in ./pages, by its path. */
export const PAGE_COMPONENTS: Record<string, ComponentType> = {
  groups: GroupsPage,
};

/** The learning area's declared pages, relative to /app (the shell mounts this under /app/*). */
export function App() {
  return (
    <Routes>
      {pages.map(({ path }) => {
        const Page = PAGE_COMPONENTS[path];
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<PageUnavailable area="Учебный процесс" />} />
    </Routes>
  );
}
