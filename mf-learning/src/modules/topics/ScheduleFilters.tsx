import { Button, Field, Flex, HStack } from '@school/shared-ui/chakra';
import { type Option } from '@school/shared-api';
import { SCHEDULE_WEEKS, type ScheduleWeek } from '@school/shared-api/learning';
import { TOPICS_MESSAGES as M } from './messages';
import { OptionSelect } from './OptionSelect';

/** The schedule filter (learning.md section 3): a teacher ('' for all), a branch, a week. */
export type ScheduleFilter = { teacher: string; location: string; week: ScheduleWeek };

type Props = {
  value: ScheduleFilter;
  teachers: readonly Option[];
  locations: readonly Option[];
  busy: boolean;
  onChange: (next: ScheduleFilter) => void;
  onSend: () => void;
};

/** Teacher (with 'Все преподаватели'), branch, week buttons previous / current / next, and the send button. */
export function ScheduleFilters({ value, teachers, locations, busy, onChange, onSend }: Props) {
  const set = (patch: Partial<ScheduleFilter>) => onChange({ ...value, ...patch });
  return (
    <Flex
      as="form"
      role="search"
      aria-label={M.title}
      gap="3"
      wrap="wrap"
      align="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <OptionSelect
        label={M.teacher}
        value={value.teacher}
        options={teachers}
        emptyLabel={M.allTeachers}
        onChange={(teacher) => set({ teacher })}
      />
      <OptionSelect
        label={M.location}
        value={value.location}
        options={locations}
        emptyLabel={value.location === '' ? M.chooseLocation : undefined}
        onChange={(location) => set({ location })}
      />
      <Field.Root w="auto">
        <Field.Label id="topics-week">{M.week}</Field.Label>
        <HStack gap="1" role="group" aria-labelledby="topics-week">
          {SCHEDULE_WEEKS.map((week) => (
            <Button
              key={week}
              size="sm"
              variant={value.week === week ? 'solid' : 'outline'}
              aria-pressed={value.week === week}
              onClick={() => set({ week })}
            >
              {M.weeks[week]}
            </Button>
          ))}
        </HStack>
      </Field.Root>
      <Button type="submit" size="sm" colorPalette="brand" loading={busy} disabled={value.location === ''}>
        {M.send}
      </Button>
    </Flex>
  );
}
