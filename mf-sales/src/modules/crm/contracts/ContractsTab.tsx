import { Button } from '@school/shared-ui/chakra';
import { useMemo } from 'react';
import { useEntitiesTypes, type ContractListRow } from '@school/shared-api';
import { DataGrid, ErrorPanel, type GridColumn } from '@school/shared-ui';
import { useSalesContracts } from '../api/salesQueries';
import { ContractStatusBadge } from '../components/ContractStatusBadge';
import { ContractDocumentButton } from '../documents/ContractDocumentButton';
import { CONTACT_MESSAGES, CONTRACT_STATUS_LABELS, CONTRACTS_MESSAGES as M, TOASTS } from '../messages';

/** The contracts table of the sales page: read-only (add, modify and remove all false). */
export function ContractsTab() {
  const { data, error, isLoading, mutate } = useSalesContracts();
  const { data: entities } = useEntitiesTypes();

  const columns = useMemo<GridColumn<ContractListRow>[]>(
    () => [
      { field: 'id_contract', header: M.columns.id_contract, type: 'number', width: 70 },
      { field: 'full_name', header: M.columns.full_name, width: 180 },
      {
        field: 'doc_name',
        header: M.columns.doc_name,
        width: 140,
        // GET /contract/download by the name; an empty name is a contract closed or deleted (money.md
        // section 4), or one in force whose document was never made.
        render: (row) =>
          row.doc_name ? (
            <ContractDocumentButton docName={row.doc_name} />
          ) : row.status === 'closed' || row.status === 'cancelled' ? (
            <Button size="2xs" variant="outline" disabled title={TOASTS.contractDeleted}>
              {CONTACT_MESSAGES.contractClosed}
            </Button>
          ) : (
            '—'
          ),
      },
      { field: 'phone', header: M.columns.phone, width: 150 },
      { field: 'date_of_create', header: M.columns.date_of_create, type: 'date', width: 110 },
      { field: 'location', header: M.columns.location, width: 115 },
      { field: 'full_price', header: M.columns.full_price, type: 'money', width: 115 },
      { field: 'kid_name', header: M.columns.kid_name, width: 140 },
      { field: 'course', header: M.columns.course, width: 150 },
      {
        field: 'group_id',
        header: M.columns.group_id,
        width: 95,
        type: 'select',
        options: entities?.group ?? [],
      },
      {
        field: 'status',
        header: M.columns.status,
        type: 'select',
        width: 120,
        options: (['new', 'active', 'cancelled', 'closed'] as const).map((value) => ({
          value,
          label: CONTRACT_STATUS_LABELS[value],
        })),
        render: (row) => <ContractStatusBadge status={row.status} />,
      },
    ],
    [entities],
  );

  if (error && !data) {
    return (
      <ErrorPanel
        title={TOASTS.contractsFailed}
        message={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  }
  return (
    <DataGrid
      name="crmContracts"
      label={M.grid}
      rows={data ?? []}
      columns={columns}
      getRowId={(row) => row.id_contract}
      loading={isLoading}
      height={600}
      initialSort={{ field: 'id_contract', desc: true }}
    />
  );
}
