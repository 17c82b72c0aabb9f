import { Box, Heading, NativeSelect, Stack, Table, Text } from '@school/shared-ui/chakra';
import { useMemo, useState } from 'react';
import { ERROR_MESSAGES, receivableEndpoints, useEndpoint, useEntitiesTypes } from '@school/shared-api';
import { ErrorPanel, Money, uiMessages } from '@school/shared-ui';
import { RECEIVABLES_MESSAGES as M } from './messages';
import { pivotReceivables, type CurrencyPivot } from './receivablesPivot';

/** 'YYYY-MM' -> 'Март 2026'. */
function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${M.months[Number(number) - 1] ?? number} ${year}`;
}

function PivotTable({ pivot, captioned }: { pivot: CurrencyPivot; captioned: boolean }) {
  const { currency } = pivot;
  return (
    <Stack gap="2">
      {captioned && <Heading size="sm">{M.currency[currency]}</Heading>}
      <Box overflowX="auto">
        <Table.Root size="sm" variant="outline" aria-label={M.table(currency)}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{M.month}</Table.ColumnHeader>
              {pivot.types.map((type) => (
                <Table.ColumnHeader key={type} textAlign="end">
                  {M.types[type]}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">{M.total}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pivot.rows.map((row) => (
              <Table.Row key={row.month}>
                <Table.Cell whiteSpace="nowrap">{monthLabel(row.month)}</Table.Cell>
                {pivot.types.map((type) => (
                  <Table.Cell key={type} textAlign="end">
                    {row.amounts[type] !== undefined && (
                      <Money value={row.amounts[type]} currency={currency} />
                    )}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" fontWeight="semibold">
                  <Money value={row.total} currency={currency} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell>{M.total}</Table.Cell>
              {pivot.types.map((type) => (
                <Table.Cell key={type} textAlign="end">
                  <Money value={pivot.totals.amounts[type]} currency={currency} />
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end">
                <Money value={pivot.totals.total} currency={currency} />
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/**
 * Receivables by month (money.md section 2, "Debt page"): a branch selector (every branch of the user or
 * one) and the server's sums by month of due date and type (GET /receivable/get_by_month) as a pivot -
 * months newest first, one column per type, a total column and a total row - one table per currency, never
 * adding rubles and lari. Loaded only when the debt page's section is opened.
 */
export function ReceivablesByMonth() {
  const [branch, setBranch] = useState('');
  const { data: entities } = useEntitiesTypes();
  const { data, error, isValidating, mutate } = useEndpoint(
    receivableEndpoints.receivableGetByMonth,
    branch ? { location_id: branch } : {},
  );
  const pivots = useMemo(() => (data ? pivotReceivables(data.receivables) : []), [data]);
  const failed = error !== undefined && !isValidating;

  let content;
  if (failed)
    content = (
      <ErrorPanel
        title={ERROR_MESSAGES.other}
        message={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  else if (!data) content = <Text color="fg.muted">{uiMessages.loading}</Text>;
  else if (pivots.length === 0) content = <Text color="fg.muted">{uiMessages.emptyGrid}</Text>;
  else
    content = pivots.map((pivot) => (
      <PivotTable key={pivot.currency} pivot={pivot} captioned={pivots.length > 1} />
    ));

  return (
    <Stack gap="4">
      <NativeSelect.Root size="sm" maxW="xs">
        <NativeSelect.Field
          aria-label={M.branch}
          value={branch}
          onChange={(event) => setBranch(event.target.value)}
        >
          <option value="">{M.allBranches}</option>
          {(entities?.location ?? []).map((location) => (
            <option key={location.value} value={String(location.value)}>
              {location.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {content}
    </Stack>
  );
}
