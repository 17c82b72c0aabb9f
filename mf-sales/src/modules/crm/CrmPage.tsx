import { Button, Heading, HStack, Stack, Tabs } from '@school/shared-ui/chakra';
import { lazy, Suspense, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { salesEndpoints, useCanCall } from '@school/shared-api';
import { LeadsBoard } from './board/LeadsBoard';
import { ContractsTab } from './contracts/ContractsTab';
import { CRM_MESSAGES as M } from './messages';
import { UploadLeadsDialog } from './upload/UploadLeadsDialog';

// The search tab (a form on react-hook-form) and the lead dialog load when first needed: the leads board,
// the page's first view, does not carry the form library.
const ExtendedSearchTab = lazy(() =>
  import('./search/ExtendedSearchTab').then((m) => ({ default: m.ExtendedSearchTab })),
);

/** The sales page (/crm): leads board, contracts table and extended search; leads upload. */
export function CrmPage() {
  const [uploadOpen, setUploadOpen] = useState(false);
  // The tab shows only when its call is allowed: a 403 would sign the user out.
  const seesContracts = useCanCall(salesEndpoints.contractsGet);
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="lg">{M.title}</Heading>
        <Button size="sm" variant="outline" onClick={() => setUploadOpen(true)}>
          <LuUpload /> {M.uploadLeads}
        </Button>
      </HStack>
      {/* lazyMount: the contracts and the search load only when their tab is first opened. */}
      <Tabs.Root defaultValue="leads" lazyMount variant="line">
        <Tabs.List>
          <Tabs.Trigger value="leads">{M.tabLeads}</Tabs.Trigger>
          {seesContracts && <Tabs.Trigger value="contracts">{M.tabContracts}</Tabs.Trigger>}
          <Tabs.Trigger value="search">{M.tabSearch}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="leads">
          <LeadsBoard />
        </Tabs.Content>
        {seesContracts && (
          <Tabs.Content value="contracts">
            <ContractsTab />
          </Tabs.Content>
        )}
        <Tabs.Content value="search">
          <Suspense fallback={null}>
            <ExtendedSearchTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
      <UploadLeadsDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
    </Stack>
  );
}
