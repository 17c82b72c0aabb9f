import { Box, Button, Grid, HStack, Span, Text } from '@school/shared-ui/chakra';
import { useState, type KeyboardEvent } from 'react';
import { JOURNAL_YEAR_MAX, JOURNAL_YEAR_MIN } from '@school/shared-api/learning';
import { JOURNAL_MESSAGES as M } from './messages';
import { dots, MONTHS, monthWeeks, stepWeek, WEEKDAY_SHORT, weekLabel, weekOf } from './week';

type Props = { monday: string; today: string; onChange: (monday: string) => void };

/**
 * The diary's week (learning.md section 2.9): a week back or forward, and a month calendar that opens and
 * closes, Monday first, from 2019 to 2033; a day chooses its week.
 */
export function WeekPicker({ monday, today, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => ({
    year: Number(monday.slice(0, 4)),
    month: Number(monday.slice(5, 7)),
  }));
  const previous = stepWeek(monday, -1);
  const next = stepWeek(monday, 1);

  const toggle = () => {
    if (!open) setMonth({ year: Number(monday.slice(0, 4)), month: Number(monday.slice(5, 7)) });
    setOpen(!open);
  };
  const shiftMonth = (by: number) => {
    const index = month.year * 12 + month.month - 1 + by;
    setMonth({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  };
  const canBack = month.year > JOURNAL_YEAR_MIN || month.month > 1;
  const canForward = month.year < JOURNAL_YEAR_MAX || month.month < 12;
  const choose = (date: string) => {
    onChange(weekOf(date));
    setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  return (
    <Box onKeyDown={closeOnEscape}>
      <HStack gap="2" role="group" aria-label={M.week}>
        <Button
          size="sm"
          variant="outline"
          aria-label={M.previousWeek}
          disabled={previous === null}
          onClick={() => previous && onChange(previous)}
        >
          ←
        </Button>
        <Button
          size="sm"
          variant="outline"
          minW="0"
          aria-expanded={open}
          aria-haspopup="dialog"
          aria-label={`${M.week}: ${weekLabel(monday)}`}
          onClick={toggle}
        >
          <Span display={{ base: 'none', sm: 'inline' }}>{M.week}: </Span>
          {weekLabel(monday)}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={M.nextWeek}
          disabled={next === null}
          onClick={() => next && onChange(next)}
        >
          →
        </Button>
      </HStack>
      {open && (
        <Box
          role="dialog"
          aria-label={M.chooseWeek}
          mt="2"
          p="3"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.panel"
          maxW="xs"
          shadow="md"
        >
          <HStack justify="space-between" mb="2">
            <Button
              size="xs"
              variant="ghost"
              aria-label={M.previousMonth}
              disabled={!canBack}
              onClick={() => shiftMonth(-1)}
            >
              ‹
            </Button>
            <Text fontWeight="medium" aria-live="polite">
              {MONTHS[month.month - 1]} {month.year}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              aria-label={M.nextMonth}
              disabled={!canForward}
              onClick={() => shiftMonth(1)}
            >
              ›
            </Button>
          </HStack>
          <Grid
            templateColumns="repeat(7, 1fr)"
            gap="1"
            role="grid"
            aria-label={`${MONTHS[month.month - 1]} ${month.year}`}
          >
            {WEEKDAY_SHORT.map((day) => (
              <Text key={day} role="columnheader" textAlign="center" fontSize="xs" color="fg.muted">
                {day}
              </Text>
            ))}
            {monthWeeks(month.year, month.month).flatMap((week) =>
              week.map(({ date, inMonth }) => {
                const chosen = weekOf(date) === monday;
                return (
                  <Button
                    key={date}
                    size="xs"
                    role="gridcell"
                    variant={chosen ? 'solid' : 'ghost'}
                    color={inMonth || chosen ? undefined : 'fg.subtle'}
                    fontWeight={date === today ? 'bold' : undefined}
                    aria-label={dots(date)}
                    aria-selected={chosen}
                    onClick={() => choose(date)}
                  >
                    {Number(date.slice(8, 10))}
                  </Button>
                );
              }),
            )}
          </Grid>
          <Button size="xs" variant="ghost" mt="2" onClick={() => setOpen(false)}>
            {M.closeCalendar}
          </Button>
        </Box>
      )}
    </Box>
  );
}
