import { Route, Routes } from 'react-router-dom';
import { PageUnavailable } from 'shared-ui';
import { DebtPage } from '../modules/debt/DebtPage';

/** The money area's pages, relative to /app (the shell mounts this under /app/*). */
export function App() {
  return (
    <Routes>
      <Route path="debt" element={<DebtPage />} />
      <Route path="*" element={<PageUnavailable area="Деньги" />} />
    </Routes>
  );
}
