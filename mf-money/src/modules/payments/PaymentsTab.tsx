import { Flex, Stack } from '@school/shared-ui/chakra';
import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  ERROR_MESSAGES,
  fetchEndpoint,
  moneyEndpoints,
  paymentEndpoints,
  postEndpoint,
  UNKNOWN,
  useCanCall,
  useEntitiesTypes,
  useHoldsAll,
  usePage,
  type ContractSearchHit,
  type PageQuery,
  type Payment,
} from '@school/shared-api';
import { AUDIT_PERMISSIONS } from '@school/shared-api/people';
import { DataGrid, ErrorPanel, Money, notify, type GridColumn } from '@school/shared-ui';
import { STATUS } from '../contract/messages';
import { HistoryLink } from '../history/HistoryLink';
import { CurrencyTotals } from '../money-lists/CurrencyTotals';
import { gridPageQuery } from '../money-lists/gridPageQuery';
import { PAYMENT_MESSAGES as M } from './messages';
import { PaymentForm } from './PaymentForm';

const entry = paymentEndpoints.paymentGet;
type PaymentPageQuery = PageQuery<typeof entry>;
const FILTERABLE = Object.keys(entry.page.filters);
/** Lists a recorded or changed payment moves: the payments, the debt table, contract balances and searches. */
const MONEY_PATHS = /^\/(payment\/get|debt\/search|contract_data\/get|contract\/search|contracts\/get)$/;

/** A payment to 'unknown' gets its contract by number: the search's hit with exactly that number (any case). */
async function contractByNumber(number: string): Promise<ContractSearchHit> {
  const hits = await fetchEndpoint(moneyEndpoints.contractSearch, { param: number.trim() });
  const hit = Object.values(hits).find((h) => h.number.toLowerCase() === number.trim().toLowerCase());
  if (!hit) throw new Error(M.contractNotFound(number.trim()));
  return hit;
}

/** A payment's link to its history in the audit journal, for those who may read the journal. */
const historyColumn: GridColumn<Payment> = {
  field: 'id',
  header: M.columns.history,
  width: 190,
  sortable: false,
  text: () => '',
  render: (row) => (
    <HistoryLink entity="payment" id={row.id} label={`${row.number}, ${row.date}, ${row.amount}`} />
  ),
};

/**
 * The payments tab (money.md section 2): the totals per currency, the add form (payment.modify) and the
 * grid of the user's branches' payments, newest first, paged by the server. The grid edits date and amount
 * (payment.modify), and the contract of a payment to 'unknown' (editableOnlyUnknown); no add or delete.
 */
export function PaymentsTab() {
  const canModify = useCanCall(paymentEndpoints.paymentUpdate);
  const canAdd = useCanCall(paymentEndpoints.paymentAdd);
  const [query, setQuery] = useState<PaymentPageQuery | null>(null);
  const { data: page, error, isValidating, mutate } = usePage(entry, query, { keepPreviousData: true });
  const { data: entities } = useEntitiesTypes();
  const { mutate: mutateKeys } = useSWRConfig();
  const locations = entities?.location;

  const revalidateMoney = useCallback(
    () =>
      void mutateKeys((key) => Array.isArray(key) && typeof key[0] === 'string' && MONEY_PATHS.test(key[0])),
    [mutateKeys],
  );

  const canReadHistory = useHoldsAll(AUDIT_PERMISSIONS);
  const columns = useMemo<GridColumn<Payment>[]>(
    () => [
      { field: 'date', header: M.columns.date, type: 'date', width: 120, editable: true },
      { field: 'number', header: M.columns.number, width: 140, editableOnlyUnknown: true },
      { field: 'full_name', header: M.columns.full_name, width: 220 },
      { field: 'kid_name', header: M.columns.kid_name, width: 180 },
      {
        field: 'amount',
        header: M.columns.amount,
        type: 'money',
        width: 130,
        editable: true,
        render: (row) => <Money value={row.amount} currency={row.currency} />,
      },
      {
        field: 'id_location',
        header: M.columns.id_location,
        type: 'select',
        options: locations ?? [],
        width: 140,
      },
      {
        field: 'status',
        header: M.columns.status,
        width: 110,
        sortable: false,
        text: (row) => (row.status ? STATUS[row.status].label : ''),
      },
      ...(canReadHistory ? [historyColumn] : []),
    ],
    [locations, canReadHistory],
  );

  const commit = async (row: Payment): Promise<Payment> => {
    const attaching = row.contract_id === UNKNOWN && row.number.trim() !== '' && row.number !== UNKNOWN;
    const contract = attaching
      ? await contractByNumber(row.number)
      : { contract_id: row.contract_id, number: row.number };
    const body = {
      id: row.id,
      date: row.date,
      amount: row.amount,
      contract_id: contract.contract_id,
      number: contract.number,
      version: row.version,
    };
    const saved = await postEndpoint(paymentEndpoints.paymentUpdate, body, { silent: true });
    notify.success(M.updated);
    revalidateMoney();
    return saved;
  };

  const failed = error !== undefined && !isValidating;
  const errorPanel = failed ? (
    <ErrorPanel
      title={ERROR_MESSAGES.other}
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => void mutate()}
    />
  ) : undefined;
  const loading = page === undefined;

  return (
    <Stack gap="4" pt="2">
      {canAdd && <PaymentForm onAdded={revalidateMoney} />}
      {failed && page === undefined ? (
        errorPanel
      ) : (
        <>
          <Flex justify="flex-end">
            <CurrencyTotals label={M.total} failed={failed} totals={page?.totals} />
          </Flex>
          <DataGrid<Payment>
            name="payments"
            label={M.gridLabel}
            rows={page?.rows ?? []}
            columns={columns}
            getRowId={(row) => row.id}
            flags={{ modify: canModify }}
            onRowCommit={commit}
            loading={loading}
            initialSort={{ field: 'date', desc: true }}
            server={{
              total: page?.total,
              sortable: entry.page.sort,
              filterable: FILTERABLE,
              onQueryChange: (next) => setQuery(gridPageQuery<PaymentPageQuery>(next, FILTERABLE)),
              error: page !== undefined ? errorPanel : undefined,
            }}
          />
        </>
      )}
    </Stack>
  );
}
