import { Box, Stack, Text } from '@school/shared-ui/chakra';
import type { TaskHistoryEntry } from '@school/shared-api/sales';
import { formatDateTime } from '@school/shared-ui';
import { statusLabel, TASKS_MESSAGES as M } from '../messages';

const change = (old: string | null, next: string | null, show: (value: string | null) => string) =>
  `${show(old)} → ${show(next)}`;
const text = (value: string | null) => value || '—';
const moment = (value: string | null) => (value ? formatDateTime(value) : '—');

/** What one history entry says (sales-people-settings.md section 3: comment, status, deadline, executor). */
export function historyLine(entry: TaskHistoryEntry): string {
  switch (entry.type) {
    case 'created':
      return M.historyCreated;
    case 'comment':
      return `${M.historyComment}: ${entry.info ?? ''}`;
    case 'status':
      return `${M.historyStatus}: ${change(entry.old, entry.new, statusLabel)}`;
    case 'deadline':
      return `${M.historyDeadline}: ${change(entry.old, entry.new, moment)}`;
    case 'executor':
      return `${M.historyExecutor}: ${change(entry.old, entry.new, text)}`;
  }
}

/** The task's history, newest first, each entry with its date and who made it. */
export function TaskHistory({ entries }: { entries: TaskHistoryEntry[] }) {
  if (entries.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {M.noHistory}
      </Text>
    );
  }
  const newestFirst = [...entries].reverse();
  return (
    <Stack as="ol" listStyleType="none" gap="2" m="0" aria-label={M.history}>
      {newestFirst.map((entry) => (
        <Box as="li" key={entry.id} data-history-type={entry.type}>
          <Stack gap="0" fontSize="sm">
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(entry.date)}
              {entry.creator ? ` · ${entry.creator}` : ''}
            </Text>
            <Text whiteSpace="pre-wrap">{historyLine(entry)}</Text>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
