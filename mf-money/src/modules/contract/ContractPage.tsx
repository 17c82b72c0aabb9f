import { Badge, Center, Flex, Heading, SimpleGrid, Spinner, Stack, Text } from '@school/shared-ui/chakra';
import { useMemo, type ReactNode } from 'react';
import { ERROR_MESSAGES, moneyEndpoints, useEndpoint, type DebitCreditLine } from '@school/shared-api';
import { DataGrid, ErrorPanel, Money, uiMessages, type GridColumn } from '@school/shared-ui';
import { Link as RouterLink, useParams, useSearchParams } from '@school/shared-ui/router';
import { HistoryLink } from '../history/HistoryLink';
import { ContractActions } from './actions/ContractActions';
import { ContractSearch } from './ContractSearch';
import { KidName } from './KidName';
import { CATEGORY, CONTRACT_MESSAGES as M, STATUS } from './messages';

/**
 * /app/contracts/{id?}/{contractNumber?}/{name?} (money.md section 2, contract page): the search, and for
 * the contract in the address its client header and its debit/credit lines with their totals in the
 * branch's currency, a negative remainder red as overpayment. Opened from the debt table ('?from=debt') or
 * the pupil-group board ('?from=studentsKanban', money.md section 2) it offers the way back.
 */
const BACK = {
  debt: { to: '/app/debt', label: M.backToDebt },
  studentsKanban: { to: '/app/edit-groups', label: M.backToBoard },
} as const;

export function ContractPage() {
  const [id] = (useParams()['*'] ?? '').split('/');
  const [search] = useSearchParams();
  const contractId = /^[1-9]\d{0,9}$/.test(id ?? '') ? id : null;
  const from = search.get('from');
  const back = from === 'debt' || from === 'studentsKanban' ? BACK[from] : null;
  return (
    <Stack gap="5">
      <Flex align="center" justify="space-between" wrap="wrap" gap="3">
        <Heading size="lg">{M.title}</Heading>
        {back && (
          <RouterLink to={back.to} style={{ color: 'var(--chakra-colors-blue-fg)' }}>
            {back.label}
          </RouterLink>
        )}
      </Flex>
      <ContractSearch />
      {contractId ? <ContractDetails id={contractId} /> : <Text color="fg.muted">{M.choose}</Text>}
    </Stack>
  );
}

function ContractDetails({ id }: { id: string }) {
  const { data, error, isValidating, mutate } = useEndpoint(moneyEndpoints.contractDataGet, { id });
  const currency = data?.contract.currency ?? 'BYN';
  const columns = useMemo<GridColumn<DebitCreditLine>[]>(
    () => [
      { field: 'date', header: M.columns.date, type: 'date', width: 130 },
      {
        field: 'category',
        header: M.columns.category,
        width: 200,
        render: (line) => CATEGORY[line.category] ?? line.category,
      },
      {
        field: 'amount',
        header: M.columns.amount,
        type: 'money',
        width: 140,
        render: (line) => <Money value={line.amount} currency={currency} />,
      },
      {
        field: 'credit',
        header: M.columns.credit,
        type: 'money',
        width: 140,
        render: (line) => <Money value={line.credit} currency={currency} />,
      },
    ],
    [currency],
  );

  if (error && !isValidating && !data)
    return (
      <ErrorPanel
        title={M.loadFailed}
        message={error instanceof Error ? error.message : ERROR_MESSAGES.other}
        onRetry={() => void mutate()}
      />
    );
  if (!data)
    return (
      <Center py="10">
        <Spinner size="lg" aria-label={uiMessages.loading} />
      </Center>
    );
  const { contract, lines, totals } = data;
  const status = STATUS[contract.status];
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" borderWidth="1px" borderRadius="md" p="4" bg="bg">
        <Field label={M.number} value={contract.number} />
        <Field label={M.client} value={contract.full_name} />
        <Field label={M.child}>
          <KidName
            contractId={contract.contract_id}
            name={contract.kid_name}
            onRenamed={() => void mutate()}
          />
        </Field>
        <Field label={M.course} value={contract.course} />
        <Field label={M.group} value={contract.group || M.noGroup} />
        <Field label={M.status}>
          <Badge colorPalette={status.color} alignSelf="start" size="lg">
            {status.label}
          </Badge>
        </Field>
      </SimpleGrid>
      <Flex align="center" justify="space-between" wrap="wrap" gap="3">
        <ContractActions contract={contract} onChanged={() => void mutate()} />
        <HistoryLink entity="contract" id={contract.contract_id} />
      </Flex>
      <Flex gap="6" wrap="wrap" fontWeight="semibold" aria-label={M.lines} role="group">
        <Text>
          {M.totalDebit}: <Money value={totals.debit} currency={currency} />
        </Text>
        <Text>
          {M.totalCredit}: <Money value={totals.credit} currency={currency} />
        </Text>
        <Text>
          {M.remainder}: <Money value={totals.balance} negativeAs="red" currency={currency} />
        </Text>
      </Flex>
      <DataGrid
        name="contractLines"
        label={M.lines}
        rows={lines}
        columns={columns}
        getRowId={(line) => `${line.type}-${line.id}`}
        height={420}
      />
    </Stack>
  );
}

/** A labelled part of the client header: its value as text, or the children given (the status, the child). */
function Field({ label, value, children }: { label: string; value?: string; children?: ReactNode }) {
  return (
    <Stack gap="1">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      {children ?? <Text fontWeight="semibold">{value}</Text>}
    </Stack>
  );
}
