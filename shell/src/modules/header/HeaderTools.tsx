import { HStack } from 'shared-ui/chakra';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { salesEndpoints, useCanCall, useIsEmployee } from 'shared-api';
import { RemoteModule } from 'shared-ui';
import { useStagePages } from '../pages/stagePages';
import { REMOTE_MESSAGES, REMOTE_TITLES } from '../remotes/messages';

/** What 'sales/HeaderSearch' exports: the search of leads and contacts and the create-lead button. */
type HeaderSearchModule = { HeaderSearch: ComponentType; CreateLeadButton: ComponentType };

async function loadHeaderSearch(): Promise<HeaderSearchModule> {
  const module = await loadRemote<Partial<HeaderSearchModule>>('sales/HeaderSearch');
  const { HeaderSearch, CreateLeadButton } = module ?? {};
  if (!HeaderSearch || !CreateLeadButton) throw new Error('sales/HeaderSearch lacks its two components');
  return { HeaderSearch, CreateLeadButton };
}

// The header has no room for a spinner or an error panel: while the tools load, or when they cannot be
// loaded or throw, it goes on without them (RemoteModule logs the failure).
const withoutTools = () => null;

/**
 * The header's search of leads and contacts and its create-lead button, which the sales area exposes and
 * the shell loads at run time: only for employees (the flag equal to the string 'true') who may make their
 * calls (the search, the lead dialog's add), and not asked for when the sales remote's page list failed to
 * load (the remote is not on the stage or not reachable; a retry of the failed areas brings them back).
 */
export function HeaderTools() {
  const employee = useIsEmployee();
  const allowed = useCanCall(salesEndpoints.contactSearch, salesEndpoints.leadAdd);
  const salesFailed = useStagePages((state) => state.failed.includes('sales'));
  if (!employee || !allowed || salesFailed) return null;
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
      {({ HeaderSearch, CreateLeadButton }) => (
        <HStack gap={{ base: '1', md: '2' }} minW="0" flexShrink={0}>
          <HeaderSearch />
          <CreateLeadButton />
        </HStack>
      )}
    </RemoteModule>
  );
}
