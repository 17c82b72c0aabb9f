import { Button, Heading, HStack, IconButton, Stack } from '@school/shared-ui/chakra';
import { useMemo, useState } from 'react';
import {
  ERROR_MESSAGES,
  learningEndpoints,
  useCanCall,
  useEntitiesTypes,
  usePage,
  type Group,
  type PageQuery,
} from '@school/shared-api';
import { DataGrid, ErrorPanel, formatMoney, type GridColumn, type ServerGridQuery } from '@school/shared-ui';
import { GroupDialog } from './components/GroupDialog';
import { RemoveGroupDialog } from './components/RemoveGroupDialog';
import { useGroupOptions } from './hooks/useGroupOptions';
import { useRevalidateGroups } from './hooks/useRevalidateGroups';
import { GROUPS_MESSAGES as M, WEEKDAYS_SHORT } from './messages';

export function weekdaysLabel(days: readonly number[]): string {
  return [...days]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAYS_SHORT[day] ?? String(day))
    .join(', ');
}

const entry = learningEndpoints.groupGet;
type GroupsPageQuery = PageQuery<typeof entry>;
/** Columns the server filters by: the entry's filters. */
const FILTERABLE = Object.keys(entry.page.filters);

/** The grid's query as GET /group/get takes it (the grid sorts and filters only by what the entry offers). */
function groupsQuery(query: ServerGridQuery): GroupsPageQuery {
  const { location, course } = query.filters;
  return {
    limit: query.limit,
    offset: query.offset,
    ...(query.sort ? { sort: query.sort as GroupsPageQuery['sort'], order: query.order } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(location ? { location } : {}),
    ...(course ? { course } : {}),
  };
}

/** The open form: a new group, a group being edited, or a group being removed. */
type Editing = { kind: 'add' } | { kind: 'edit'; group: Group } | { kind: 'remove'; group: Group };

/**
 * Groups of the user's branches (learning.md section 2.3), paged, sorted, searched and filtered by the
 * server (GET /group/get pages), with add, edit and delete by group.add, group.modify and group.remove:
 * a form dialog (days as toggles, camp dates as a list, the branch's teachers) and a removal that asks
 * where the group's pupils go.
 */
export function GroupsPage() {
  const [query, setQuery] = useState<GroupsPageQuery | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { data: page, error, isValidating, mutate } = usePage(entry, query, { keepPreviousData: true });
  const canAdd = useCanCall(learningEndpoints.groupAdd, learningEndpoints.groupOptionsGet);
  const canModify = useCanCall(learningEndpoints.groupUpdate, learningEndpoints.groupOptionsGet);
  const canRemove = useCanCall(learningEndpoints.groupRemove);
  const options = useGroupOptions(canAdd || canModify);
  const revalidate = useRevalidateGroups();
  // Until the first page came there is no table: loading shows as loading, a failure as the error panel
  // (a later page that fails shows it inside the grid).
  const failed = error !== undefined && !isValidating;
  const { data: entities } = useEntitiesTypes();
  const errorPanel = failed ? (
    <ErrorPanel
      title={ERROR_MESSAGES.other}
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => void mutate()}
    />
  ) : undefined;
  const optionsFailed = options.error !== undefined && !options.isValidating;

  const columns = useMemo<GridColumn<Group>[]>(() => {
    const list: GridColumn<Group>[] = [
      { field: 'short_name', header: M.columns.short_name, width: 200 },
      {
        field: 'course',
        header: M.columns.course,
        type: 'select',
        options: entities?.course ?? [],
        width: 200,
      },
      {
        field: 'location',
        header: M.columns.location,
        type: 'select',
        options: entities?.location ?? [],
        width: 140,
      },
      {
        field: 'teacher',
        header: M.columns.teacher,
        width: 220,
        type: 'select',
        options: entities?.user ?? [],
      },
      { field: 'start_date', header: M.columns.start_date, type: 'date', width: 130 },
      { field: 'students_count', header: M.columns.students_count, type: 'number', width: 110 },
      {
        field: 'camp',
        header: M.columns.camp,
        type: 'select',
        options: [
          { value: 'false', label: M.schoolYear },
          { value: 'true', label: M.camp },
        ],
        width: 130,
      },
      {
        field: 'day_of_the_week',
        header: M.columns.day_of_the_week,
        width: 150,
        text: (group) => weekdaysLabel(group.day_of_the_week),
      },
      { field: 'weeks', header: M.columns.weeks, type: 'number', width: 120 },
      {
        field: 'price_per_week',
        header: M.columns.price_per_week,
        type: 'money',
        width: 150,
        text: (group) => formatMoney(group.price_per_week, group.currency),
      },
    ];
    if (canModify || canRemove) {
      list.push({
        field: 'id',
        header: M.columns.actions,
        width: 130,
        sortable: false,
        text: () => '',
        render: (group) => (
          <HStack gap="1">
            {canModify && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={M.edit(group.short_name)}
                title={M.edit(group.short_name)}
                disabled={options.data === undefined}
                onClick={() => setEditing({ kind: 'edit', group })}
              >
                ✎
              </IconButton>
            )}
            {canRemove && (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={M.remove(group.short_name)}
                title={M.remove(group.short_name)}
                onClick={() => setEditing({ kind: 'remove', group })}
              >
                ✕
              </IconButton>
            )}
          </HStack>
        ),
      });
    }
    return list;
  }, [entities, canModify, canRemove, options.data]);

  const close = () => setEditing(null);

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      {optionsFailed && (
        <ErrorPanel
          title={M.optionsFailed}
          message={options.error instanceof Error ? options.error.message : undefined}
          onRetry={() => void options.mutate()}
        />
      )}
      {failed && page === undefined ? (
        errorPanel
      ) : (
        <DataGrid
          name="groups"
          label={M.title}
          rows={page?.rows ?? []}
          columns={columns}
          getRowId={(group) => group.id}
          loading={page === undefined}
          height={600}
          initialSort={{ field: 'short_name' }}
          onRowDoubleClick={(group) => {
            if (canModify && options.data) setEditing({ kind: 'edit', group });
          }}
          toolbar={
            canAdd ? (
              <Button
                size="sm"
                colorPalette="brand"
                disabled={options.data === undefined}
                onClick={() => setEditing({ kind: 'add' })}
              >
                {M.add}
              </Button>
            ) : undefined
          }
          server={{
            total: page?.total,
            sortable: entry.page.sort,
            filterable: FILTERABLE,
            onQueryChange: (next) => setQuery(groupsQuery(next)),
            error: errorPanel,
          }}
        />
      )}
      {editing && editing.kind !== 'remove' && options.data && (
        <GroupDialog
          key={editing.kind === 'edit' ? editing.group.id : 'new'}
          group={editing.kind === 'edit' ? editing.group : null}
          options={options.data}
          users={entities?.user ?? []}
          courses={entities?.course ?? []}
          onClose={close}
          onChanged={revalidate}
        />
      )}
      {editing?.kind === 'remove' && (
        <RemoveGroupDialog
          key={editing.group.id}
          group={editing.group}
          onClose={close}
          onChanged={revalidate}
        />
      )}
    </Stack>
  );
}
