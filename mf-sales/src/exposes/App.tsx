import type { ComponentType } from 'react';
import { Route, Routes } from '@school/shared-ui/router';
import { lazyPage, PageUnavailable } from '@school/shared-ui';
import { AccessPage } from '../modules/access/AccessPage';
import { CrmPage } from '../modules/crm/CrmPage';
import { SettingsPage } from '../modules/settings/SettingsPage';
import { pages } from './pages';

// The task board is loaded when it is opened (npm run size): most users start on the sales page.
const TasksPage = lazyPage(async () => (await import('../modules/tasks/TasksPage')).TasksPage);
// Parents and children: opened by few (people staff), loaded when opened.
const CustomersPage = lazyPage(
  async () => (await import('../modules/customers/CustomersPage')).CustomersPage,
);
// The audit journal: the head administrator's, loaded when opened.
const AuditPage = lazyPage(async () => (await import('../modules/audit/AuditPage')).AuditPage);
// Links and orders: opened by few, loaded when opened.
const ReportsLinksPage = lazyPage(
  async () => (await import('../modules/reportsLinks/ReportsLinksPage')).ReportsLinksPage,
);

/** The component of each page declared in ./pages, by its path. */
export const PAGE_COMPONENTS: Record<string, ComponentType> = {
  crm: CrmPage,
  tasks: TasksPage,
  access: AccessPage,
  'parents-create': CustomersPage,
  settings: SettingsPage,
  'reports-links': ReportsLinksPage,
  audit: AuditPage,
};

/** The sales and people area's declared pages, relative to /app (the shell mounts this under /app/*). */
export function App() {
  return (
    <Routes>
      {pages.map(({ path }) => {
        const Page = PAGE_COMPONENTS[path];
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<PageUnavailable area="Продажи" />} />
    </Routes>
  );
}
