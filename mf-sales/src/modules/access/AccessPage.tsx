import { Alert, Button, Heading, HStack, Stack } from '@school/shared-ui/chakra';
import { useCallback, useMemo, useState } from 'react';
import {
  ERROR_MESSAGES,
  peopleEndpoints,
  useAuthStore,
  useCanCall,
  useEndpoint,
  useEntitiesTypes,
  type AccessUser,
} from '@school/shared-api';
import { accessEndpoints } from '@school/shared-api/people';
import {
  DataGrid,
  ErrorPanel,
  formatDateTime,
  notify,
  type GridColumn,
  type GridOption,
} from '@school/shared-ui';
import { accessApi, failureText } from './accessApi';
import { DisableUserDialog } from './DisableUserDialog';
import { ACCESS_MESSAGES as M } from './messages';
import { UserAddForm } from './UserAddForm';
import { UserEditDialog } from './UserEditDialog';

/** Customer roles (parent 8000, child 11111) and viewer are never offered to staff (section 9). */
const EXCLUDED_ROLE_IDS = [8000, 11111];
const offeredRole = (option: GridOption) =>
  !EXCLUDED_ROLE_IDS.includes(Number(option.value)) && option.label.toLowerCase() !== 'viewer';

/**
 * Users and access (sales-people-settings.md, /access): the create-user form, the users table (modify only:
 * name, branches, roles through the edit action), deactivation with the transfer of the user's
 * appointments, leads and tasks, and activation. Each action is offered only with its permissions.
 */
export function AccessPage() {
  const { data: users, error, isValidating, mutate } = useEndpoint(peopleEndpoints.accessGet, undefined);
  // Until the list came there is no table: loading shows as loading, a failure as the error panel.
  const failed = users === undefined && error !== undefined && !isValidating;
  const { data: entities } = useEntitiesTypes();
  const me = useAuthStore((state) => state.user?.id ?? 0);
  const canAdd = useCanCall(accessEndpoints.userAdd);
  const canEdit = useCanCall(accessEndpoints.accessUpdate);
  const canDisableCall = useCanCall(accessEndpoints.userDisable);
  const canReadObligations = useCanCall(accessEndpoints.userObligation);
  const canDisable = canDisableCall && canReadObligations;
  const canActivate = useCanCall(accessEndpoints.userActivate);
  const [editing, setEditing] = useState<AccessUser | null>(null);
  const [disabling, setDisabling] = useState<AccessUser | null>(null);
  const [activating, setActivating] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const locations = useMemo(() => entities?.location ?? [], [entities]);
  const roles = useMemo(() => (entities?.access_name ?? []).filter(offeredRole), [entities]);
  const reload = () => void mutate();

  const activate = useCallback(
    async (user: AccessUser) => {
      setActivating(user.id);
      setActionError(null);
      try {
        await accessApi.activate(user.id);
        notify.success(M.activatedStatus);
        void mutate();
      } catch (failure) {
        setActionError(failureText(failure, M.failed));
      } finally {
        setActivating(null);
      }
    },
    [mutate],
  );

  const columns = useMemo<GridColumn<AccessUser>[]>(() => {
    const list: GridColumn<AccessUser>[] = [
      { field: 'short_name', header: M.columns.short_name, width: 200 },
      { field: 'email', header: M.columns.email, width: 240 },
      // Branches and roles are lists of ids shown, searched, filtered and sorted by their labels.
      { field: 'location', header: M.columns.location, width: 220, type: 'select', options: locations },
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
    ];
    if (canEdit || canDisable || canActivate)
      list.push({
        field: 'id',
        header: M.columns.actions,
        width: 230,
        sortable: false,
        text: () => '',
        render: (u) => (
          <HStack gap="1">
            {canEdit && (
              <Button
                size="xs"
                variant="outline"
                aria-label={`${M.edit}: ${u.email}`}
                onClick={() => setEditing(u)}
              >
                {M.edit}
              </Button>
            )}
            {u.status === 'active' && canDisable && u.id !== me && (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                aria-label={`${M.deactivate}: ${u.email}`}
                onClick={() => setDisabling(u)}
              >
                {M.deactivate}
              </Button>
            )}
            {u.status === 'disabled' && canActivate && (
              <Button
                size="xs"
                variant="outline"
                colorPalette="green"
                aria-label={`${M.activate}: ${u.email}`}
                loading={activating === u.id}
                onClick={() => void activate(u)}
              >
                {M.activate}
              </Button>
            )}
          </HStack>
        ),
      });
    return list;
  }, [entities, locations, canEdit, canDisable, canActivate, me, activating, activate]);

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      {canAdd && <UserAddForm locations={locations} roles={roles} onAdded={reload} />}
      {actionError && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{actionError}</Alert.Title>
        </Alert.Root>
      )}
      {failed ? (
        <ErrorPanel
          title={ERROR_MESSAGES.other}
          message={error instanceof Error ? error.message : undefined}
          onRetry={reload}
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
      {editing && (
        <UserEditDialog
          user={editing}
          locations={locations}
          roles={roles}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {disabling && (
        <DisableUserDialog
          user={disabling}
          candidates={users ?? []}
          onClose={() => setDisabling(null)}
          onDone={() => {
            setDisabling(null);
            setActionError(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}
