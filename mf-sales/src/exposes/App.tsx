import { Route, Routes } from 'react-router-dom';
import { PageUnavailable } from 'shared-ui';
import { AccessPage } from '../modules/access/AccessPage';
import { CrmPage } from '../modules/crm/CrmPage';

/** The sales and people area's pages, relative to /app (the shell mounts this under /app/*). */
export function App() {
  return (
    <Routes>
      <Route path="crm" element={<CrmPage />} />
      <Route path="access" element={<AccessPage />} />
      <Route path="*" element={<PageUnavailable area="Продажи" />} />
    </Routes>
  );
}
