import { Badge, Box, Button, Collapsible, Flex, Stack, Text } from '@school/shared-ui/chakra';
import { useState } from 'react';
import type { Lesson } from '@school/shared-api/learning';
import { dayTitle } from './lessonDates';
import { LESSONS_MESSAGES as M } from './messages';

type Props = {
  days: readonly string[];
  selected: string;
  lessons: readonly Lesson[];
  onOpen: (appointmentId: number) => void;
};

/** Accordions per date (collapsible sections) (the weekday name in Russian), each with its lessons. */
export function LessonDayList({ days, selected, lessons, onOpen }: Props) {
  const [expanded, setExpanded] = useState<string[]>([selected]);
  const [shownFor, setShownFor] = useState(selected);
  if (shownFor !== selected) {
    setShownFor(selected);
    setExpanded([selected]);
  }
  const toggle = (day: string, open: boolean) =>
    setExpanded((current) => (open ? [...current, day] : current.filter((each) => each !== day)));
  return (
    <Stack gap="2">
      {days.map((day) => {
        const ofDay = lessons.filter((lesson) => lesson.date === day);
        return (
          <Collapsible.Root
            key={day}
            open={expanded.includes(day)}
            onOpenChange={(details) => toggle(day, details.open)}
            borderWidth="1px"
            borderRadius="md"
          >
            <Collapsible.Trigger asChild>
              <Button variant="ghost" w="full" justifyContent="space-between">
                <Text fontWeight="semibold">{dayTitle(day)}</Text>
                <Flex gap="2" align="center">
                  <Badge>{ofDay.length}</Badge>
                  <Text as="span" aria-hidden>
                    {expanded.includes(day) ? '▴' : '▾'}
                  </Text>
                </Flex>
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Box px="3" pb="3">
                {ofDay.length === 0 ? (
                  <Text color="fg.muted">{M.noLessons}</Text>
                ) : (
                  <Stack as="ul" gap="2" listStyleType="none" aria-label={dayTitle(day)}>
                    {ofDay.map((lesson) => (
                      <LessonRow key={lesson.id_appointment} lesson={lesson} onOpen={onOpen} />
                    ))}
                  </Stack>
                )}
              </Box>
            </Collapsible.Content>
          </Collapsible.Root>
        );
      })}
    </Stack>
  );
}

function LessonRow({ lesson, onOpen }: { lesson: Lesson; onOpen: (id: number) => void }) {
  const done = lesson.lesson_id !== null && lesson.completed;
  return (
    <Flex as="li" gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="2">
      <Box
        as="span"
        role="img"
        aria-label={done ? M.done : M.notDone}
        color={done ? 'green.600' : 'fg.subtle'}
        fontWeight="bold"
        w="5"
      >
        {done ? '✓' : '○'}
      </Box>
      <Text fontWeight="medium" minW="10">
        {lesson.time}
      </Text>
      <Text flex="1" minW="40">
        {lesson.name_group}
        {lesson.substitute && (
          <Badge ms="2" colorPalette="orange">
            {M.substitute}
          </Badge>
        )}
      </Text>
      <Text color="fg.muted" minW="32">
        {lesson.subject}
      </Text>
      <Button
        size="sm"
        variant={lesson.lesson_id === null ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-label={`${lesson.lesson_id === null ? M.mark : M.change}: ${lesson.name_group}, ${lesson.time}`}
        onClick={() => onOpen(lesson.id_appointment)}
      >
        {lesson.lesson_id === null ? M.mark : M.change}
      </Button>
    </Flex>
  );
}
