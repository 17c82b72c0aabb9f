import { Button, HStack, Text } from '@school/shared-ui/chakra';
import { formatDateDots } from '@school/shared-ui';
import { APPOINTMENTS_MESSAGES as M } from './messages';
import type { PlanPeriod } from './period';

type Props = { period: PlanPeriod; offset: number; onChange: (offset: number) => void };

/** A week back or forward, or back to the current one; the period shown in words. */
export function PeriodSwitch({ period, offset, onChange }: Props) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={M.period}>
      <Button size="xs" variant="outline" onClick={() => onChange(offset - 1)}>
        ← {M.previousWeek}
      </Button>
      <Button size="xs" variant={offset === 0 ? 'solid' : 'outline'} onClick={() => onChange(0)}>
        {M.currentWeek}
      </Button>
      <Button size="xs" variant="outline" onClick={() => onChange(offset + 1)}>
        {M.nextWeek} →
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {M.periodText(formatDateDots(period.date_from), formatDateDots(period.date_to))}
      </Text>
    </HStack>
  );
}
