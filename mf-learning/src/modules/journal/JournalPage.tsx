import { Heading, Stack, Tabs } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { useCanCall } from '@school/shared-api';
import { journalEndpoints } from '@school/shared-api/learning';
import { localDate } from '../lessons/lessonDates';
import { BalanceTab } from './BalanceTab';
import { DiaryTab } from './DiaryTab';
import { JOURNAL_MESSAGES as M } from './messages';
import { OnlineTab } from './OnlineTab';
import { SupportTab } from './SupportTab';
import { weekOf } from './week';

/**
 * /app/journal, the personal area of a parent or a child (learning.md section 2.9): the diary of this week,
 * the balance (only with personal_balance.view), tech support and the online lessons' links.
 */
export function JournalPage() {
  const [today] = useState(() => localDate(new Date()));
  const canBalance = useCanCall(journalEndpoints.personalBalance);
  return (
    <Stack gap="4" p={{ base: '2', md: '0' }}>
      <Heading as="h1" size="lg">
        {M.title}
      </Heading>
      <Tabs.Root defaultValue="diary" lazyMount variant="line" size={{ base: 'sm', md: 'md' }}>
        <Tabs.List overflowX="auto" overflowY="hidden" css={{ '& > button': { flexShrink: 0 } }}>
          <Tabs.Trigger value="diary">{M.tabDiary}</Tabs.Trigger>
          {canBalance && <Tabs.Trigger value="balance">{M.tabBalance}</Tabs.Trigger>}
          <Tabs.Trigger value="support">{M.tabSupport}</Tabs.Trigger>
          <Tabs.Trigger value="online">{M.tabOnline}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="diary">
          <DiaryTab today={today} initialMonday={weekOf(today)} />
        </Tabs.Content>
        {canBalance && (
          <Tabs.Content value="balance">
            <BalanceTab />
          </Tabs.Content>
        )}
        <Tabs.Content value="support">
          <SupportTab />
        </Tabs.Content>
        <Tabs.Content value="online">
          <OnlineTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
