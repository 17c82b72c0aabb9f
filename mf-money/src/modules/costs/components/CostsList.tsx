import { Field, Flex, HStack, IconButton, Input, Stack } from '@school/shared-ui/chakra';
import { useMemo, useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import {
  ApiError,
  costEndpoints,
  ERROR_MESSAGES,
  postEndpoint,
  type Transaction,
  type TransactionOptions,
} from '@school/shared-api';
import { DataGrid, ErrorPanel, formatDate, Money, notify, type GridColumn } from '@school/shared-ui';
import { CurrencyTotals } from '../../money-lists/CurrencyTotals';
import { COST_FILTERS, useCostsPage } from '../hooks/useCostsPage';
import { COST_MESSAGES as M } from '../messages';
import { EditCostDialog } from './EditCostDialog';

const entry = costEndpoints.transactionGet;

export type CostsListProps = {
  options: TransactionOptions;
  /** Reloads the list (after a change here or in the add form). */
  onChanged: () => void;
};

/**
 * The costs of the user's branches (money.md section 2, tab Costs), newest first, paged, sorted, searched and
 * filtered by the server, with the totals of every matching cost (one figure per currency) for the chosen
 * period. A cost is edited in a dialog (its pencil, a double click or Enter on the row) and removed with the
 * grid's confirmation. A failed load shows the error panel with 'Повторить', never an empty grid or a zero.
 */
export function CostsList({ options, onChanged }: CostsListProps) {
  const { page, error, failed, retry, setGridQuery, period, setPeriod } = useCostsPage();
  const [editing, setEditing] = useState<Transaction | null>(null);

  const columns = useMemo<GridColumn<Transaction>[]>(
    () => [
      {
        field: 'id',
        header: '',
        width: 52,
        sortable: false,
        render: (row) => (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={M.editRow(formatDate(row.date_transaction), row.category)}
            title={M.edit}
            onClick={() => setEditing(row)}
          >
            <LuPencil />
          </IconButton>
        ),
      },
      { field: 'date_transaction', header: M.columns.date_transaction, type: 'date', width: 120 },
      {
        field: 'category',
        header: M.columns.category,
        type: 'select',
        options: options.categories.map(({ category }) => ({ value: category, label: category })),
        width: 190,
      },
      { field: 'operation', header: M.columns.operation, width: 210 },
      {
        field: 'amount',
        header: M.columns.amount,
        type: 'money',
        width: 140,
        render: (row) => <Money value={row.amount} currency={row.currency} />,
      },
      {
        field: 'location_id',
        header: M.columns.location_id,
        type: 'select',
        options: options.locations,
        width: 140,
      },
      { field: 'type', header: M.columns.type, type: 'select', options: options.requisites, width: 220 },
    ],
    [options],
  );

  const remove = async (row: Transaction) => {
    const body = { id: row.id, version: row.version };
    try {
      await postEndpoint(costEndpoints.transactionRemove, body, { silent: true });
    } catch (error) {
      // Changed or removed by someone else meanwhile: the grid says so, and shows the list as it is now.
      if (error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 404)) onChanged();
      throw error;
    }
    notify.success(M.updated);
    onChanged();
  };

  const errorPanel = failed ? (
    <ErrorPanel
      title={ERROR_MESSAGES.other}
      message={error instanceof Error ? error.message : undefined}
      onRetry={retry}
    />
  ) : undefined;
  const loading = page === undefined;

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <HStack gap="3" role="group" aria-label={M.period}>
          <Field.Root width="auto">
            <Field.Label>{M.periodFrom}</Field.Label>
            <Input
              size="sm"
              type="date"
              value={period.from}
              max={period.to || undefined}
              onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })}
            />
          </Field.Root>
          <Field.Root width="auto">
            <Field.Label>{M.periodTo}</Field.Label>
            <Input
              size="sm"
              type="date"
              value={period.to}
              min={period.from || undefined}
              onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })}
            />
          </Field.Root>
        </HStack>
        <CurrencyTotals label={M.total} failed={failed} totals={page?.totals} />
      </Flex>
      {failed && page === undefined ? (
        errorPanel
      ) : (
        <DataGrid<Transaction>
          // A new period starts from the first page.
          key={`${period.from}:${period.to}`}
          name="costs"
          label={M.gridLabel}
          rows={page?.rows ?? []}
          columns={columns}
          getRowId={(row) => row.id}
          flags={{ remove: true }}
          onRowDelete={remove}
          onRowDoubleClick={setEditing}
          loading={loading}
          initialSort={{ field: 'date_transaction', desc: true }}
          server={{
            total: page?.total,
            sortable: entry.page.sort,
            filterable: COST_FILTERS,
            onQueryChange: setGridQuery,
            error: errorPanel,
          }}
        />
      )}
      {editing && (
        <EditCostDialog
          key={editing.id}
          cost={editing}
          options={options}
          onClose={() => setEditing(null)}
          onChanged={onChanged}
        />
      )}
    </Stack>
  );
}
