import { Badge, Button, Heading, Stack } from '@school/shared-ui/chakra';
import { useMemo, useState } from 'react';
import { ERROR_MESSAGES, postEndpoint, useCanCall, useEndpoint } from '@school/shared-api';
import { MAKEUP_STATUSES, makeupEndpoints, type Makeup } from '@school/shared-api/learning';
import { DataGrid, ErrorPanel, formatDateDots, notify, type GridColumn } from '@school/shared-ui';
import { MakeupEditDialog } from './MakeupEditDialog';
import { MAKEUP_STATUS_COLORS, MAKEUP_STATUS_LABELS, MAKEUPS_MESSAGES as M } from './messages';

const STATUS_OPTIONS = MAKEUP_STATUSES.map((value) => ({ value, label: MAKEUP_STATUS_LABELS[value] }));

/**
 * /app/working-out (learning.md section 2.5): the makeups of the user's branches - name, contract, from-group,
 * to-group, date, status - changed in a dialog (group, date, status) or removed after the grid's
 * confirmation by holders of group.modify; none is added here (the contract page assigns them).
 */
export function MakeupsPage() {
  const { data, error, isValidating, mutate } = useEndpoint(makeupEndpoints.makeupGet, undefined);
  const canModify = useCanCall(makeupEndpoints.makeupUpdate);
  const canRemove = useCanCall(makeupEndpoints.makeupDelete);
  const [editing, setEditing] = useState<Makeup | null>(null);
  const failed = error !== undefined && !isValidating;

  const columns = useMemo<GridColumn<Makeup>[]>(() => {
    const list: GridColumn<Makeup>[] = [
      { field: 'name', header: M.columns.name, width: 200 },
      { field: 'number', header: M.columns.number, width: 130 },
      { field: 'current_group', header: M.columns.current_group, width: 180 },
      { field: 'name_group', header: M.columns.name_group, width: 180 },
      {
        field: 'date',
        header: M.columns.date,
        type: 'date',
        width: 120,
        render: (row) => formatDateDots(row.date),
      },
      {
        field: 'status',
        header: M.columns.status,
        type: 'select',
        options: STATUS_OPTIONS,
        width: 140,
        render: (row) => (
          <Badge colorPalette={MAKEUP_STATUS_COLORS[row.status]}>{MAKEUP_STATUS_LABELS[row.status]}</Badge>
        ),
      },
    ];
    if (!canModify) return list;
    return [
      ...list,
      {
        field: 'version',
        header: M.columns.actions,
        width: 110,
        sortable: false,
        text: () => '',
        render: (row) => (
          <Button
            size="xs"
            variant="outline"
            aria-label={M.editLabel(row.name)}
            onClick={() => setEditing(row)}
          >
            {M.edit}
          </Button>
        ),
      },
    ];
  }, [canModify]);

  const remove = async (row: Makeup) => {
    await postEndpoint(makeupEndpoints.makeupDelete, {
      id_temporary_arrangement: row.id_temporary_arrangement,
      version: row.version,
    });
    notify.success(M.removed);
    void mutate();
  };

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      {failed && data === undefined ? (
        <ErrorPanel
          title={M.loadFailed}
          message={error instanceof Error ? error.message : ERROR_MESSAGES.other}
          onRetry={() => void mutate()}
        />
      ) : (
        <DataGrid
          name="working-out"
          label={M.title}
          rows={data ?? []}
          columns={columns}
          getRowId={(row) => row.id_temporary_arrangement}
          flags={{ add: false, modify: false, remove: canRemove }}
          onRowDelete={canRemove ? remove : undefined}
          onRowDoubleClick={
            canModify
              ? setEditing
              : () => {
                  // Read-only for holders of group.view alone.
                }
          }
          loading={data === undefined}
          emptyText={M.empty}
          height={600}
          initialSort={{ field: 'date', desc: true }}
        />
      )}
      <MakeupEditDialog makeup={editing} onClose={() => setEditing(null)} onSaved={() => void mutate()} />
    </Stack>
  );
}
