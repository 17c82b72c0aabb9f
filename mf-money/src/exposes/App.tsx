import { Center, Spinner } from 'shared-ui/chakra';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { PageUnavailable, uiMessages } from 'shared-ui';
import { DebtPage } from '../modules/debt/DebtPage';
import { ModuleVersion } from '../modules/release/ModuleVersion';
import { ReleaseCheckPage } from '../modules/release/ReleaseCheckPage';
import { pages } from './pages';

// The contract page and its action dialogs load when it is opened: the debt page, the area's first page for
// most, does not carry them (npm run size).
const LazyContractPage = lazy(() =>
  import('../modules/contract/ContractPage').then((module) => ({ default: module.ContractPage })),
);

function ContractPage() {
  return (
    <Suspense
      fallback={
        <Center py="10">
          <Spinner size="lg" aria-label={uiMessages.loading} />
        </Center>
      }
    >
      <LazyContractPage />
    </Suspense>
  );
}

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
