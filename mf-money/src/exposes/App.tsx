import { Route, Routes } from 'react-router-dom';
import { PageUnavailable } from 'shared-ui';
import { DebtPage } from '../modules/debt/DebtPage';
import { ModuleVersion } from '../modules/release/ModuleVersion';

/** The money area's pages, relative to /app (the shell mounts this under /app/*), with the release line below. */
export function App() {
  return (
    <>
      <Routes>
        <Route path="debt" element={<DebtPage />} />
        <Route path="*" element={<PageUnavailable area="Деньги" />} />
      </Routes>
      <ModuleVersion />
    </>
  );
}
