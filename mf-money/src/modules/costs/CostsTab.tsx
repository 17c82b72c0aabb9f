import { Spinner, Stack, Text } from '@school/shared-ui/chakra';
import { useHoldsAll } from '@school/shared-api';
import { ErrorPanel, uiMessages } from '@school/shared-ui';
import { AddCostForm } from './components/AddCostForm';
import { CostsList } from './components/CostsList';
import { useCostOptions } from './hooks/useCostOptions';
import { useRevalidateCosts } from './hooks/useRevalidateCosts';
import { COST_MESSAGES as M } from './messages';

/** The rights the tab needs (money.md section 2: both, or the tab shows only the refusal). */
const RIGHTS = ['transactions.view', 'transactions.add'] as const;

/** The payments page's Costs tab: the add form above the grid of costs. */
export function CostsTab() {
  const allowed = useHoldsAll(RIGHTS);
  if (!allowed) {
    return (
      <Text pt="4" color="fg.muted">
        {M.noRights}
      </Text>
    );
  }
  return <CostsContent />;
}

function CostsContent() {
  const { data: options, error, isValidating, mutate } = useCostOptions();
  const revalidate = useRevalidateCosts();

  if (options === undefined) {
    if (error !== undefined && !isValidating)
      return (
        <ErrorPanel
          title={M.optionsFailed}
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      );
    return (
      <Stack direction="row" align="center" gap="2" pt="4" color="fg.muted">
        <Spinner size="sm" />
        <Text>{uiMessages.loading}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4" pt="2">
      <AddCostForm options={options} onAdded={revalidate} />
      <CostsList options={options} onChanged={revalidate} />
    </Stack>
  );
}
