import { Spinner, Stack, Text } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { ERROR_MESSAGES, postEndpoint, type Option } from '@school/shared-api';
import { topicEndpoints, type ScheduleAnswer } from '@school/shared-api/learning';
import { ErrorPanel } from '@school/shared-ui';
import { ScheduleDays } from './ScheduleDays';
import { ScheduleFilters, type ScheduleFilter } from './ScheduleFilters';
import { TOPICS_MESSAGES } from './messages';

type Props = {
  filter: ScheduleFilter;
  onFilterChange: (next: ScheduleFilter) => void;
  teachers: readonly Option[];
  locations: readonly Option[];
};

type Result =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; message?: string }
  | { state: 'done'; answer: ScheduleAnswer };

/** View mode: the filters, and after send the week's lessons per day (loading, error and empty states). */
export function ScheduleView({ filter, onFilterChange, teachers, locations }: Props) {
  const [result, setResult] = useState<Result>({ state: 'idle' });

  const send = async () => {
    if (filter.location === '') return;
    setResult({ state: 'loading' });
    try {
      const answer = await postEndpoint(topicEndpoints.schedule, {
        week: filter.week,
        location: Number(filter.location),
        teacher: filter.teacher === '' ? 'all' : Number(filter.teacher),
      });
      setResult({ state: 'done', answer });
    } catch (error) {
      setResult({ state: 'failed', message: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Stack gap="4">
      <ScheduleFilters
        value={filter}
        teachers={teachers}
        locations={locations}
        busy={result.state === 'loading'}
        onChange={onFilterChange}
        onSend={() => void send()}
      />
      {result.state === 'idle' && <Text color="fg.muted">{TOPICS_MESSAGES.chooseAndSend}</Text>}
      {result.state === 'loading' && <Spinner aria-label="Загрузка" />}
      {result.state === 'failed' && (
        <ErrorPanel title={ERROR_MESSAGES.other} message={result.message} onRetry={() => void send()} />
      )}
      {result.state === 'done' && <ScheduleDays answer={result.answer} />}
    </Stack>
  );
}
