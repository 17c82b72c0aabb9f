import { Heading, Stack, Tabs } from '@school/shared-ui/chakra';
import { CostsTab } from '../costs/CostsTab';
import { PAYMENT_MESSAGES as M } from './messages';
import { PaymentsTab } from './PaymentsTab';

/** /app/payments (money.md section 2): the payments tab and the costs tab (which checks its own rights). */
export function PaymentsPage() {
  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      <Tabs.Root defaultValue="payments" lazyMount variant="line">
        <Tabs.List>
          <Tabs.Trigger value="payments">{M.tabPayments}</Tabs.Trigger>
          <Tabs.Trigger value="costs">{M.tabCosts}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="payments">
          <PaymentsTab />
        </Tabs.Content>
        <Tabs.Content value="costs">
          <CostsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
