import { Box, Flex, Heading, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ERROR_MESSAGES, optionLabel, useDebt, useEntitiesTypes, type DebtRow } from 'shared-api';
import { DataGrid, ErrorPanel, Money, uiMessages, type GridColumn } from 'shared-ui';
import { debtByBranch, totalDebt } from './debtTotals';
import { DEBT_MESSAGES as M } from './messages';

/**
 * The debt table (money.md section 2): read-only, balances of contracts in the user's branches. Until the
 * rows came there is no total and no table (DESIGN.md section 5): loading shows as loading, a failed load
 * as the error panel with 'Повторить', never as '0,00 р.' and an empty table.
 */
export function DebtPage() {
  const { data: rows, error, isValidating, mutate } = useDebt();
  const { data: entities } = useEntitiesTypes();
  const [perBranch, setPerBranch] = useState(false);
  const locations = entities?.location;

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
      { field: 'debt', header: M.columns.debt, type: 'money', width: 125 },
      { field: 'credit', header: M.columns.credit, type: 'money', width: 125 },
      {
        field: 'balance',
        header: M.columns.balance,
        type: 'money',
        width: 125,
        render: (row) => <Money value={row.balance} negativeAs="red" />,
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
    [locations],
  );

  const list = rows ?? [];
  const failed = rows === undefined && error !== undefined && !isValidating;
  const loading = rows === undefined && !failed;
  if (failed)
    return (
      <Stack gap="4">
        <Heading size="lg">{M.title}</Heading>
        <ErrorPanel
          title={ERROR_MESSAGES.other}
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      </Stack>
    );
  return (
    <Stack gap="4">
      <Flex align="center" justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{M.title}</Heading>
        <Flex align="center" gap="6" wrap="wrap">
          <Text fontWeight="semibold">
            {M.total}: {loading ? uiMessages.loading : <Money value={totalDebt(list)} />}
          </Text>
          <Switch.Root checked={perBranch} onCheckedChange={(e) => setPerBranch(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{M.perBranchToggle}</Switch.Label>
          </Switch.Root>
        </Flex>
      </Flex>
      {perBranch && !loading && (
        <Box maxW="md">
          <Table.Root size="sm" variant="outline" aria-label={M.perBranchTable}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{M.branch}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{M.remainder}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {debtByBranch(list).map((branch) => (
                <Table.Row key={branch.location_id}>
                  <Table.Cell>{optionLabel(locations, branch.location_id)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Money value={branch.total} />
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
        rows={list}
        columns={columns}
        getRowId={(row) => row.contract_id}
        loading={loading}
        height={560}
        initialSort={{ field: 'full_name' }}
      />
    </Stack>
  );
}
