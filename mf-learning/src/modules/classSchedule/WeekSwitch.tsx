import { Button, HStack } from '@school/shared-ui/chakra';
import { CLASS_SCHEDULE_MESSAGES as M } from './messages';
import type { WeekChoice } from './placement';

const WEEKS = [
  { value: -1, label: M.previousWeek },
  { value: 0, label: M.currentWeek },
  { value: 1, label: M.nextWeek },
] as const;

type Props = { week: WeekChoice; onChange: (week: WeekChoice) => void };

/** The previous, current or next week (learning.md 2.7); pressing the chosen week again clears the choice. */
export function WeekSwitch({ week, onChange }: Props) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={M.week}>
      {WEEKS.map((each) => (
        <Button
          key={each.value}
          size="xs"
          variant={week === each.value ? 'solid' : 'outline'}
          aria-pressed={week === each.value}
          onClick={() => onChange(week === each.value ? null : each.value)}
        >
          {each.label}
        </Button>
      ))}
    </HStack>
  );
}
