import { Button, Table } from '@school/shared-ui/chakra';
import { useMemo, useState } from 'react';
import type { UnmarkedLesson } from '@school/shared-api/learning';
import { formatDateTime } from '@school/shared-ui';
import { UNMARKED_MESSAGES as M } from './messages';
import { DEFAULT_SORT, nextSort, sortLessons, type Sort, type SortField } from './sortLessons';

type SortHeaderProps = { field: SortField; label: string; sort: Sort; onSort: (field: SortField) => void };

/** A header that sorts by its column: a button (Enter and Space too), aria-sort on the header cell. */
function SortHeader({ field, label, sort, onSort }: SortHeaderProps) {
  const order = sort.field === field ? sort.order : null;
  const arrow = order === 'asc' ? ' ▲' : order === 'desc' ? ' ▼' : '';
  return (
    <Table.ColumnHeader aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}>
      <Button
        size="xs"
        variant="ghost"
        fontWeight="semibold"
        px="1"
        aria-label={M.sortBy(label, order)}
        onClick={() => onSort(field)}
      >
        {label}
        {arrow}
      </Button>
    </Table.ColumnHeader>
  );
}

/** Teacher, Subject, Group, Date (DD.MM.YYYY HH:mm); Teacher and Date sort ascending or descending. */
export function UnmarkedTable({ lessons }: { lessons: readonly UnmarkedLesson[] }) {
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const sorted = useMemo(() => sortLessons(lessons, sort), [lessons, sort]);
  const onSort = (field: SortField) => setSort((current) => nextSort(current, field));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight="70vh">
      <Table.Root size="sm" stickyHeader aria-label={M.table}>
        <Table.Header>
          <Table.Row>
            <SortHeader field="teacher" label={M.columns.teacher} sort={sort} onSort={onSort} />
            <Table.ColumnHeader>{M.columns.subject}</Table.ColumnHeader>
            <Table.ColumnHeader>{M.columns.group_name}</Table.ColumnHeader>
            <SortHeader field="date" label={M.columns.date} sort={sort} onSort={onSort} />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sorted.map((lesson) => (
            <Table.Row key={lesson.id_appointment}>
              <Table.Cell>{lesson.teacher}</Table.Cell>
              <Table.Cell>{lesson.subject}</Table.Cell>
              <Table.Cell>{lesson.group_name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(lesson.date)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
