import type { ComponentType } from 'react';
import { Route, Routes } from '@school/shared-ui/router';
import { lazyPage, PageUnavailable } from '@school/shared-ui';
import { DebtPage } from '../modules/debt/DebtPage';
import { ModuleVersion } from '../modules/release/ModuleVersion';
import { ReleaseCheckPage } from '../modules/release/ReleaseCheckPage';
import { pages } from './pages';

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
