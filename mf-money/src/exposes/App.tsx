import { Center, Spinner } from 'shared-ui/chakra';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { PageUnavailable, uiMessages } from 'shared-ui';
import { DebtPage } from '../modules/debt/DebtPage';
import { ModuleVersion } from '../modules/release/ModuleVersion';
import { ReleaseCheckPage } from '../modules/release/ReleaseCheckPage';
import { pages } from './pages';

function PageFallback() {
  return (
    <Center py="10">
      <Spinner size="lg" aria-label={uiMessages.loading} />
    </Center>
  );
}

/** A page loaded when it is opened: the debt page, the area's first page for most, does not carry it (npm run size). */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageFallback />}>
        <Lazy />
      </Suspense>
    );
  };
}

// The contract page with its action dialogs, the payments, the reports (with their charts) and the receipts schedule.
const ContractPage = lazyPage(async () => (await import('../modules/contract/ContractPage')).ContractPage);
const PaymentsPage = lazyPage(async () => (await import('../modules/payments/PaymentsPage')).PaymentsPage);
const ReportsPage = lazyPage(async () => (await import('../modules/reports/ReportsPage')).ReportsPage);
const PaymentsSchedulePage = lazyPage(
  async () => (await import('../modules/payments-schedule/PaymentsSchedulePage')).PaymentsSchedulePage,
);

/** The component of each page declared in ./pages, by its path. */
export const PAGE_COMPONENTS: Record<string, ComponentType> = {
  contracts: ContractPage,
  payments: PaymentsPage,
  debt: DebtPage,
  'payments-schedule': PaymentsSchedulePage,
  reports: ReportsPage,
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
