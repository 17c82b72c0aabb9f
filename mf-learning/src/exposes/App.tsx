import { Route, Routes } from 'react-router-dom';
import { PageUnavailable } from 'shared-ui';
import { GroupsPage } from '../modules/groups/GroupsPage';

/** The learning area's pages, relative to /app (the shell mounts this under /app/*). */
export function App() {
  return (
    <Routes>
      <Route path="groups" element={<GroupsPage />} />
      <Route path="*" element={<PageUnavailable area="Учебный процесс" />} />
    </Routes>
  );
}
