import { HStack } from '@school/shared-ui/chakra';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { salesEndpoints, useCanCall, useHoldsAll, useIsEmployee, type Permission } from '@school/shared-api';
import { RemoteModule } from '@school/shared-ui';
import { useStagePages } from '../pages/stagePages';
import { REMOTE_MESSAGES, REMOTE_TITLES } from '../remotes/messages';

/**
 * What 'sales/HeaderSearch' exports: the search of leads and contacts and the create-lead button, and from
 * issue 13 on the create-task button and the notification bell. A remote released before issue 13 lacks
 * the last two: the header then goes on with the first two.
 */
type HeaderSearchModule = {
  HeaderSearch: ComponentType;
  CreateLeadButton: ComponentType;
  CreateTaskButton?: ComponentType;
  NotificationBell?: ComponentType;
};

async function loadHeaderSearch(): Promise<HeaderSearchModule> {
  const module = await loadRemote<Partial<HeaderSearchModule>>('sales/HeaderSearch');
  const { HeaderSearch, CreateLeadButton, CreateTaskButton, NotificationBell } = module ?? {};
  if (!HeaderSearch || !CreateLeadButton) throw new Error('sales/HeaderSearch lacks its two components');
  return { HeaderSearch, CreateLeadButton, CreateTaskButton, NotificationBell };
}

/**
 * The permissions of POST /task/add and GET /notification/get (taskEndpoints of 'shared-api/sales', which
 * the shell does not bundle into its first load for two lists; a test keeps them equal to the table).
 */
export const TASK_ADD_PERMISSIONS: readonly Permission[] = ['tasks.view', 'tasks.add'];
export const NOTIFICATION_PERMISSIONS: readonly Permission[] = ['tasks.view', 'leads.view'];

// The header has no room for a spinner or an error panel: while the tools load, or when they cannot be
// loaded or throw, it goes on without them (RemoteModule logs the failure).
const withoutTools = () => null;

/**
 * The header's tools, which the sales area exposes and the shell loads at run time, each shown on its own
 * right: the search of leads and contacts and the create-lead button for employees (the flag equal to the
 * string 'true') who may make their calls (the search, the lead dialog's add); the create-task button for
 * employees who may add tasks; the notification bell for holders of tasks.view and leads.view (the spec
 * ties only the search and the create buttons to the employee flag). Nothing is asked for when the user
 * may use none of them, or when the sales remote's page list failed to load (the remote is not on the
 * stage or not reachable; a retry of the failed areas brings them back).
 */
export function HeaderTools() {
  const employee = useIsEmployee();
  const searchAllowed = useCanCall(salesEndpoints.contactSearch, salesEndpoints.leadAdd);
  const taskAllowed = useHoldsAll(TASK_ADD_PERMISSIONS);
  const bellAllowed = useHoldsAll(NOTIFICATION_PERMISSIONS);
  const salesFailed = useStagePages((state) => state.failed.includes('sales'));
  const search = employee && searchAllowed;
  const createTask = employee && taskAllowed;
  if (salesFailed || !(search || createTask || bellAllowed)) return null;
  return (
    <RemoteModule
      name="sales/HeaderSearch"
      load={loadHeaderSearch}
      failure={{
        title: REMOTE_MESSAGES.failedTitle,
        text: REMOTE_MESSAGES.failedText.replace('{name}', REMOTE_TITLES.sales),
      }}
      frame={withoutTools}
    >
      {({ HeaderSearch, CreateLeadButton, CreateTaskButton, NotificationBell }) => (
        <HStack gap={{ base: '1', md: '2' }} minW="0" flexShrink={0}>
          {search && <HeaderSearch />}
          {search && <CreateLeadButton />}
          {createTask && CreateTaskButton && <CreateTaskButton />}
          {bellAllowed && NotificationBell && <NotificationBell />}
        </HStack>
      )}
    </RemoteModule>
  );
}
