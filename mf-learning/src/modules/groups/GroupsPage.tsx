import { Heading, Stack } from 'shared-ui/chakra';
import { useMemo, useState } from 'react';
import {
  ERROR_MESSAGES,
  learningEndpoints,
  useEntitiesTypes,
  usePage,
  type Group,
  type PageQuery,
} from 'shared-api';
import { DataGrid, ErrorPanel, type GridColumn, type ServerGridQuery } from 'shared-ui';
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

/**
 * Groups of the user's branches (learning.md section 2.3), paged, sorted, searched and filtered by the
 * server (GET /group/get pages); read-only until the groups issue adds editing.
 */
export function GroupsPage() {
  const [query, setQuery] = useState<GroupsPageQuery | null>(null);
  const { data: page, error, isValidating, mutate } = usePage(entry, query, { keepPreviousData: true });
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

  const columns = useMemo<GridColumn<Group>[]>(
    () => [
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
      { field: 'price_per_week', header: M.columns.price_per_week, type: 'money', width: 150 },
    ],
    [entities],
  );

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
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
          server={{
            total: page?.total,
            sortable: entry.page.sort,
            filterable: FILTERABLE,
            onQueryChange: (next) => setQuery(groupsQuery(next)),
            error: errorPanel,
          }}
        />
      )}
    </Stack>
  );
}
