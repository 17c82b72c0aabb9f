import { Heading, Stack } from 'shared-ui/chakra';
import { useMemo } from 'react';
import { ERROR_MESSAGES, peopleEndpoints, useEndpoint, useEntitiesTypes, type AccessUser } from 'shared-api';
import { DataGrid, ErrorPanel, formatDateTime, type GridColumn } from 'shared-ui';
import { ACCESS_MESSAGES as M } from './messages';

/** Users and access (sales-people-settings.md, /access); read-only until the users issue adds editing. */
export function AccessPage() {
  const { data: users, error, isValidating, mutate } = useEndpoint(peopleEndpoints.accessGet, undefined);
  // Until the list came there is no table: loading shows as loading, a failure as the error panel.
  const failed = users === undefined && error !== undefined && !isValidating;
  const { data: entities } = useEntitiesTypes();

  const columns = useMemo<GridColumn<AccessUser>[]>(
    () => [
      { field: 'short_name', header: M.columns.short_name, width: 200 },
      { field: 'email', header: M.columns.email, width: 240 },
      // Branches and roles are lists of ids shown, searched, filtered and sorted by their labels.
      {
        field: 'location',
        header: M.columns.location,
        width: 220,
        type: 'select',
        options: entities?.location ?? [],
      },
      {
        field: 'access_id',
        header: M.columns.access_id,
        width: 200,
        type: 'select',
        options: entities?.access_name ?? [],
      },
      {
        field: 'last_activity',
        header: M.columns.last_activity,
        width: 180,
        type: 'datetime',
        render: (u) => (u.last_activity ? formatDateTime(u.last_activity) : '—'),
      },
      {
        field: 'status',
        header: M.columns.status,
        type: 'select',
        options: [
          { value: 'active', label: M.active },
          { value: 'disabled', label: M.disabled },
        ],
        width: 130,
      },
    ],
    [entities],
  );

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      {failed ? (
        <ErrorPanel
          title={ERROR_MESSAGES.other}
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <DataGrid
          name="access"
          label={M.title}
          rows={users ?? []}
          columns={columns}
          getRowId={(user) => user.id}
          loading={users === undefined}
          height={600}
          initialSort={{ field: 'short_name' }}
        />
      )}
    </Stack>
  );
}
