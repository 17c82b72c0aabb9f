import { Heading, Stack, Table, Text } from '@school/shared-ui/chakra';
import type { ScheduleAnswer } from '@school/shared-api/learning';
import { formatDateDots } from '@school/shared-ui';
import { TOPICS_MESSAGES as M } from './messages';

/** The schedules by date: a heading per day (weekday and date) and a table of teacher, group, subject, topic. */
export function ScheduleDays({ answer }: { answer: ScheduleAnswer }) {
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        {M.weekRange(formatDateDots(answer.date_from), formatDateDots(answer.date_to))}
      </Text>
      {answer.days.length === 0 && <Text>{M.empty}</Text>}
      {answer.days.map((day) => {
        const title = `${M.weekdays[day.day_of_the_week]}, ${formatDateDots(day.date)}`;
        return (
          <Stack key={day.date} gap="2" as="section" aria-label={title}>
            <Heading size="md">{title}</Heading>
            <Table.ScrollArea>
              <Table.Root size="sm" variant="outline">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{M.columns.time}</Table.ColumnHeader>
                    <Table.ColumnHeader>{M.columns.teacher}</Table.ColumnHeader>
                    <Table.ColumnHeader>{M.columns.group}</Table.ColumnHeader>
                    <Table.ColumnHeader>{M.columns.subject}</Table.ColumnHeader>
                    <Table.ColumnHeader>{M.columns.topic}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {day.lessons.map((lesson) => (
                    <Table.Row key={lesson.id_appointment}>
                      <Table.Cell>{lesson.time}</Table.Cell>
                      <Table.Cell>{lesson.teacher}</Table.Cell>
                      <Table.Cell>{lesson.name_group}</Table.Cell>
                      <Table.Cell>{lesson.subject}</Table.Cell>
                      <Table.Cell>{lesson.topic}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Stack>
        );
      })}
    </Stack>
  );
}
