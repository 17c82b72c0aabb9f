import { Box, Heading, HStack, Spinner, Stack, Table, Text } from '@school/shared-ui/chakra';
import { useEndpoint } from '@school/shared-api';
import { journalEndpoints } from '@school/shared-api/learning';
import { ErrorPanel, Money } from '@school/shared-ui';
import { JOURNAL_MESSAGES as M } from './messages';
import { dots } from './week';

/** The balance (learning.md section 2.9): per child the lines by date, debit and credit, in the branch's currency. */
export function BalanceTab() {
  const { data, error, isLoading, mutate } = useEndpoint(journalEndpoints.personalBalance, undefined);
  if (error !== undefined && !isLoading)
    return (
      <ErrorPanel
        title={M.balanceFailed}
        message={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  if (data === undefined)
    return (
      <HStack gap="2" color="fg.muted" role="status">
        <Spinner size="sm" />
        <Text>{M.loading}</Text>
      </HStack>
    );
  if (data.length === 0) return <Text>{M.balanceEmpty}</Text>;
  return (
    <Stack gap="6">
      {data.map((child) => (
        <Stack key={child.contract_id} as="section" gap="2" aria-label={child.name}>
          <Heading as="h3" size="sm">
            {child.name}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({M.contract} {child.number})
            </Text>
          </Heading>
          <Box overflowX="auto">
            <Table.Root size="sm" variant="outline">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{M.date}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{M.debit}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{M.credit}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {child.lines.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={3}>{M.balanceEmpty}</Table.Cell>
                  </Table.Row>
                )}
                {child.lines.map((line) => (
                  <Table.Row key={`${line.type}-${line.id}`}>
                    <Table.Cell whiteSpace="nowrap">{dots(line.date)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {line.type === 'debit' && <Money value={line.amount} currency={child.currency} />}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {line.type === 'credit' && <Money value={line.credit} currency={child.currency} />}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row fontWeight="semibold">
                  <Table.Cell>{M.total}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Money value={child.totals.debit} currency={child.currency} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Money value={child.totals.credit} currency={child.currency} />
                  </Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Box>
          <Text>
            {M.balance}: <Money value={child.totals.balance} currency={child.currency} negativeAs="red" />
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
