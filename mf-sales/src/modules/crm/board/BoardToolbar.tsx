import { Button, Field, HStack, IconButton, NativeSelect, Text, Wrap } from '@school/shared-ui/chakra';
import { LuArrowDownNarrowWide, LuArrowUpNarrowWide, LuRefreshCw } from 'react-icons/lu';
import { useEntitiesTypes } from '@school/shared-api';
import { useLeadCounters } from '../api/salesQueries';
import { BOARD_MESSAGES as M, CRM_MESSAGES } from '../messages';
import type { BoardSettings } from './boardSettings';

type BoardToolbarProps = {
  settings: BoardSettings;
  onFilter: (manager: string) => void;
  onSortByDue: (byDue: boolean) => void;
  onToggleOrder: () => void;
  onRefresh: () => void;
};

/** Sort field and direction, the manager filter (active users only) and the current user's counters. */
export function BoardToolbar({
  settings,
  onFilter,
  onSortByDue,
  onToggleOrder,
  onRefresh,
}: BoardToolbarProps) {
  const { data: entities } = useEntitiesTypes();
  const { data: counters } = useLeadCounters();
  const ascending = settings.sort === 'asc';
  const filter = settings.filter === '' ? '0' : settings.filter;
  const managers = entities?.active_users ?? [];

  return (
    <Wrap gap="4" align="flex-end">
      <Field.Root width="auto">
        <Field.Label fontSize="xs">{M.sortBy}</Field.Label>
        <HStack gap="1">
          <NativeSelect.Root size="sm" width="64">
            <NativeSelect.Field
              value={settings.sort_by_due ? 'date_due' : 'date_created'}
              onChange={(event) => onSortByDue(event.target.value === 'date_due')}
            >
              <option value="date_created">{M.sortDateCreated}</option>
              <option value="date_due">{M.sortDateDue}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={ascending ? M.ascending : M.descending}
            title={ascending ? M.ascending : M.descending}
            onClick={onToggleOrder}
          >
            {ascending ? <LuArrowUpNarrowWide /> : <LuArrowDownNarrowWide />}
          </IconButton>
        </HStack>
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label fontSize="xs">{M.manager}</Field.Label>
        <NativeSelect.Root size="sm" width="56">
          <NativeSelect.Field value={filter} onChange={(event) => onFilter(event.target.value)}>
            <option value="0">{M.allManagers}</option>
            {managers.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
            {filter !== '0' && !managers.some((o) => String(o.value) === filter) && (
              <option value={filter}>{filter}</option>
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text fontSize="sm" pb="1.5" data-testid="lead-counters">
        {M.counters}: {M.dueToday} <strong>{counters?.in_work_today ?? '…'}</strong>, {M.total}{' '}
        <strong>{counters?.in_work_total ?? '…'}</strong>
      </Text>
      <Button size="sm" variant="ghost" onClick={onRefresh}>
        <LuRefreshCw /> {CRM_MESSAGES.refresh}
      </Button>
    </Wrap>
  );
}
