import { Badge, Button, HStack, Table } from '@school/shared-ui/chakra';
import type { ReceiptsDay } from '@school/shared-api';
import { formatDateDots, Money } from '@school/shared-ui';
import { isPositive } from '../amounts';
import { SCHEDULE_MESSAGES as M } from '../messages';

export type ScheduleDaysProps = {
  days: readonly ReceiptsDay[];
  /** The browser's today, 'YYYY-MM-DD' (its row is highlighted). */
  today: string;
  onOpenDay: (date: string) => void;
};

/**
 * The month's days with dues or payments: what the schedules expect, what of it is paid, the rest (red and
 * marked when overdue) and what was received. A day's date opens its contracts (a button: Enter or Space).
 */
export function ScheduleDays({ days, today, onOpenDay }: ScheduleDaysProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" stickyHeader aria-label={M.days}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{M.date}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{M.figures.expected}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{M.figures.covered}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{M.figures.outstanding}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{M.figures.received}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{M.contracts}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {days.map((day) => {
            const date = formatDateDots(day.date);
            const overdue = isPositive(day.overdue);
            return (
              <Table.Row
                key={`${day.date} ${day.currency}`}
                bg={day.date === today ? 'bg.muted' : undefined}
                data-overdue={overdue ? '' : undefined}
              >
                <Table.Cell>
                  <HStack gap="2">
                    <Button
                      variant="plain"
                      size="sm"
                      px="0"
                      textDecoration="underline"
                      color="blue.fg"
                      aria-label={M.openDay(date)}
                      onClick={() => onOpenDay(day.date)}
                    >
                      {date}
                    </Button>
                    {day.date === today && <Badge colorPalette="blue">{M.today}</Badge>}
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={day.expected} currency={day.currency} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={day.covered} currency={day.currency} />
                </Table.Cell>
                <Table.Cell textAlign="end" color={overdue ? 'fg.error' : undefined}>
                  <HStack gap="2" justify="flex-end">
                    {overdue && <Badge colorPalette="red">{M.overdueBadge}</Badge>}
                    <Money value={day.outstanding} currency={day.currency} />
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={day.received} currency={day.currency} />
                </Table.Cell>
                <Table.Cell textAlign="end">{day.contracts}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
