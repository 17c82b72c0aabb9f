import { Box, Button, Flex, Heading, Stack, Switch, Table, Text } from '@school/shared-ui/chakra';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink } from '@school/shared-ui/router';
import {
  ERROR_MESSAGES,
  moneyEndpoints,
  optionLabel,
  useEntitiesTypes,
  usePage,
  type DebtRow,
  type PageQuery,
} from '@school/shared-api';
import { DataGrid, ErrorPanel, Money, uiMessages, type GridColumn } from '@school/shared-ui';
import { CurrencyTotals } from '../money-lists/CurrencyTotals';
import { gridPageQuery } from '../money-lists/gridPageQuery';
import { totalsByCurrency } from './debtTotals';
import { DEBT_MESSAGES as M } from './messages';

const entry = moneyEndpoints.debtSearch;
type DebtPageQuery = PageQuery<typeof entry>;
/** Columns the server filters by: the entry's filters. */
const FILTERABLE = Object.keys(entry.page.filters);

// Loaded when its section is opened: the debt page is the area's first page (npm run size).
const ReceivablesByMonth = lazy(async () => ({
  default: (await import('./receivables/ReceivablesByMonth')).ReceivablesByMonth,
}));

/**
 * The debt table (money.md section 2): read-only, balances of contracts in the user's branches, paged,
 * sorted, searched and filtered by the server (GET /debt/search pages); the total and the per-branch
 * remainders come from the server's totals over every matching contract, not only the page's. Until the
 * first page came there is no total and no table (DESIGN.md section 5): loading shows as loading, a failed
 * load as the error panel with 'Повторить', never as '0,00 р.' and an empty table.
 */
export function DebtPage() {
  const [query, setQuery] = useState<DebtPageQuery | null>(null);
  const { data: page, error, isValidating, mutate } = usePage(entry, query, { keepPreviousData: true });
  const { data: entities } = useEntitiesTypes();
  const [perBranch, setPerBranch] = useState(false);
  const [byMonth, setByMonth] = useState(false);
  const locations = entities?.location;
  // Each branch's currency, from the server's totals (every branch on the page has one there).
  const currencyOf = useMemo(() => {
    const byBranch = new Map((page?.totals ?? []).map((branch) => [branch.location_id, branch.currency]));
    return (row: DebtRow) => byBranch.get(row.location_id) ?? 'BYN';
  }, [page?.totals]);

  const columns = useMemo<GridColumn<DebtRow>[]>(
    () => [
      {
        field: 'full_name',
        header: M.columns.full_name,
        width: 250,
        render: (row) => (
          <RouterLink
            to={row.contract_url}
            style={{ color: 'var(--chakra-colors-blue-fg)', textDecoration: 'underline' }}
          >
            {row.full_name}
          </RouterLink>
        ),
      },
      { field: 'number', header: M.columns.number, width: 130 },
      { field: 'phone', header: M.columns.phone, width: 175 },
      {
        field: 'debt',
        header: M.columns.debt,
        type: 'money',
        width: 125,
        render: (row) => <Money value={row.debt} currency={currencyOf(row)} />,
      },
      {
        field: 'credit',
        header: M.columns.credit,
        type: 'money',
        width: 125,
        render: (row) => <Money value={row.credit} currency={currencyOf(row)} />,
      },
      {
        field: 'balance',
        header: M.columns.balance,
        type: 'money',
        width: 125,
        render: (row) => <Money value={row.balance} negativeAs="red" currency={currencyOf(row)} />,
      },
      { field: 'contract_url', header: M.columns.contract_url, hidden: true },
      {
        field: 'location_id',
        header: M.columns.location_id,
        type: 'select',
        options: locations ?? [],
        width: 130,
      },
    ],
    [locations, currencyOf],
  );

  const failed = error !== undefined && !isValidating;
  const errorPanel = failed ? (
    <ErrorPanel
      title={ERROR_MESSAGES.other}
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => void mutate()}
    />
  ) : undefined;
  // The first page failed: nothing to show but the error panel (a later page fails inside the grid).
  if (failed && page === undefined)
    return (
      <Stack gap="4">
        <Heading size="lg">{M.title}</Heading>
        {errorPanel}
      </Stack>
    );
  const loading = page === undefined;
  return (
    <Stack gap="4">
      <Flex align="center" justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{M.title}</Heading>
        <Flex align="center" gap="6" wrap="wrap">
          <CurrencyTotals
            label={M.total}
            failed={failed}
            totals={page === undefined ? undefined : totalsByCurrency(page.totals)}
          />
          <Switch.Root checked={perBranch} onCheckedChange={(e) => setPerBranch(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{M.perBranchToggle}</Switch.Label>
          </Switch.Root>
        </Flex>
      </Flex>
      {perBranch && !loading && !failed && (
        <Box maxW="md">
          <Table.Root size="sm" variant="outline" aria-label={M.perBranchTable}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{M.branch}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{M.remainder}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.totals.map((branch) => (
                <Table.Row key={branch.location_id}>
                  <Table.Cell>{optionLabel(locations, branch.location_id)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Money value={branch.positive_balance} currency={branch.currency} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <DataGrid
        name="debt"
        label={M.title}
        rows={page?.rows ?? []}
        columns={columns}
        getRowId={(row) => row.contract_id}
        loading={loading}
        height={560}
        initialSort={{ field: 'full_name' }}
        server={{
          total: page?.total,
          sortable: entry.page.sort,
          filterable: FILTERABLE,
          onQueryChange: (next) => setQuery(gridPageQuery<DebtPageQuery>(next, FILTERABLE)),
          error: errorPanel,
        }}
      />
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        aria-expanded={byMonth}
        aria-controls="receivables-by-month"
        onClick={() => setByMonth((open) => !open)}
      >
        {M.byMonth}
      </Button>
      {byMonth && (
        <Box id="receivables-by-month">
          <Suspense fallback={<Text color="fg.muted">{uiMessages.loading}</Text>}>
            <ReceivablesByMonth />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
}
