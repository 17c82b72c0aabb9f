import type { ComponentType } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { PageUnavailable } from 'shared-ui';
import { ContractPage } from '../modules/contract/ContractPage';
import { DebtPage } from '../modules/debt/DebtPage';
import { ModuleVersion } from '../modules/release/ModuleVersion';
import { ReleaseCheckPage } from '../modules/release/ReleaseCheckPage';
import { pages } from './pages';

/** The component of each page declared in ./pages, by its path. */
export const PAGE_COMPONENTS: Record<string, ComponentType> = {
  contracts: ContractPage,
  debt: DebtPage,
  'release-check': ReleaseCheckPage,
};

/** The money area's declared pages, relative to /app (the shell mounts this under /app/*), with the release line below. */
export function App() {
  return (
    <>
      <Routes>
        {pages.map(({ path }) => {
          const Page = PAGE_COMPONENTS[path];
          // A page's own sub-paths (/app/contracts/{id}/{number}/{name}) are its parameters.
          return <Route key={path} path={`${path}/*`} element={<Page />} />;
        })}
        <Route path="*" element={<PageUnavailable area="Деньги" />} />
      </Routes>
      <ModuleVersion />
    </>
  );
}
