import {
  Badge,
  Box,
  Button,
  chakra,
  Heading,
  HStack,
  Spinner,
  Stack,
  Table,
  Text,
  Wrap,
} from '@school/shared-ui/chakra';
import { useState } from 'react';
import useSWR from 'swr';
import type { JournalChild, JournalLesson } from '@school/shared-api/learning';
import { ErrorPanel, notify, saveDownloadedFile, useIsMobile } from '@school/shared-ui';
import { downloadLessonFile, fetchDiary } from './api';
import { LinkedText } from './LinkedText';
import { JOURNAL_MESSAGES as M, NO_CHILDREN_MARK } from './messages';
import { dots, requestDate } from './week';
import { WeekPicker } from './WeekPicker';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** The planned teacher or subject, struck through when a substitute stands in, then the substitute's. */
function Substituted({ planned, substitute }: { planned: string; substitute: string | null }) {
  if (substitute === null) return <>{planned}</>;
  return (
    <>
      <chakra.s color="fg.muted" aria-label={`${planned} (${M.substitution.toLowerCase()})`}>
        {planned}
      </chakra.s>{' '}
      <Text as="span">{substitute}</Text>
    </>
  );
}

function FileLinks({ lesson }: { lesson: JournalLesson }) {
  const download = async (id: number, name: string) => {
    try {
      saveDownloadedFile(await downloadLessonFile(id), name);
    } catch {
      notify.error(M.downloadFailed);
    }
  };
  if (lesson.files.length === 0) return null;
  return (
    <Wrap gap="1">
      {lesson.files.map((file) => (
        <Button key={file.id} size="xs" variant="outline" onClick={() => void download(file.id, file.name)}>
          {file.name}
        </Button>
      ))}
    </Wrap>
  );
}

const time = (lesson: JournalLesson) => `${lesson.time_start}–${lesson.time_end}`;

function Homework({ lesson }: { lesson: JournalLesson }) {
  return (
    <Stack gap="1">
      {lesson.home_work && (
        <Text whiteSpace="pre-wrap">
          <LinkedText text={lesson.home_work} />
        </Text>
      )}
      {lesson.home_work2 && (
        <Text whiteSpace="pre-wrap" color="fg.muted">
          {M.groupHomework}: <LinkedText text={lesson.home_work2} />
        </Text>
      )}
    </Stack>
  );
}

/** One lesson as a card (a phone's width). */
function LessonCard({ lesson }: { lesson: JournalLesson }) {
  const row = (label: string, value: React.ReactNode) => (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box>{value}</Box>
    </Box>
  );
  return (
    <Stack
      as="article"
      gap="2"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      aria-label={`${time(lesson)} ${lesson.title}`}
    >
      <HStack justify="space-between" align="start">
        <Text fontWeight="semibold">
          <Substituted planned={lesson.title} substitute={lesson.substitute_subject} />
        </Text>
        <Text fontSize="sm" whiteSpace="nowrap">
          {time(lesson)}
        </Text>
      </HStack>
      <Text fontSize="sm">
        <Substituted planned={lesson.teacher} substitute={lesson.substitute_teacher} />
      </Text>
      {lesson.presence === false && (
        <Badge colorPalette="orange" alignSelf="start">
          {M.absent}
        </Badge>
      )}
      {lesson.theme && row(M.topic, lesson.theme)}
      {(lesson.home_work || lesson.home_work2) && row(M.homework, <Homework lesson={lesson} />)}
      {lesson.notes && row(M.notes, <Text whiteSpace="pre-wrap">{lesson.notes}</Text>)}
      {lesson.review && row(M.review, <Text whiteSpace="pre-wrap">{lesson.review}</Text>)}
      {lesson.files.length > 0 && row(M.files, <FileLinks lesson={lesson} />)}
    </Stack>
  );
}

function DayTable({ lessons }: { lessons: JournalLesson[] }) {
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{M.time}</Table.ColumnHeader>
          <Table.ColumnHeader>{M.subject}</Table.ColumnHeader>
          <Table.ColumnHeader>{M.teacher}</Table.ColumnHeader>
          <Table.ColumnHeader>{M.topic}</Table.ColumnHeader>
          <Table.ColumnHeader>{M.homework}</Table.ColumnHeader>
          <Table.ColumnHeader>{M.notes}</Table.ColumnHeader>
          <Table.ColumnHeader>{M.review}</Table.ColumnHeader>
          <Table.ColumnHeader>{M.files}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lessons.map((lesson) => (
          <Table.Row key={`${lesson.appointment_id ?? ''}-${lesson.lesson_id ?? ''}-${lesson.time_start}`}>
            <Table.Cell whiteSpace="nowrap">{time(lesson)}</Table.Cell>
            <Table.Cell>
              <Substituted planned={lesson.title} substitute={lesson.substitute_subject} />
              {lesson.presence === false && (
                <Badge ms="1" colorPalette="orange">
                  {M.absent}
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>
              <Substituted planned={lesson.teacher} substitute={lesson.substitute_teacher} />
            </Table.Cell>
            <Table.Cell>{lesson.theme}</Table.Cell>
            <Table.Cell>
              <Homework lesson={lesson} />
            </Table.Cell>
            <Table.Cell whiteSpace="pre-wrap">{lesson.notes}</Table.Cell>
            <Table.Cell whiteSpace="pre-wrap">{lesson.review}</Table.Cell>
            <Table.Cell>
              <FileLinks lesson={lesson} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function ChildDiary({ child }: { child: JournalChild }) {
  const mobile = useIsMobile();
  if (child.days.length === 0) return <Text color="fg.muted">{M.empty}</Text>;
  return (
    <Stack gap="5">
      {child.days.map((day) => (
        <Stack key={day.date} as="section" gap="2" aria-label={`${day.day_week}, ${dots(day.date)}`}>
          <Heading as="h3" size="sm">
            {dots(day.date)}, {day.day_week}
          </Heading>
          {mobile ? (
            day.lessons.map((lesson, index) => <LessonCard key={index} lesson={lesson} />)
          ) : (
            <Box overflowX="auto">
              <DayTable lessons={day.lessons} />
            </Box>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The diary: the week, a radio per child, a table per day (cards on a phone). */
export function DiaryTab({ today, initialMonday }: { today: string; initialMonday: string }) {
  const [monday, setMonday] = useState(initialMonday);
  const [chosen, setChosen] = useState<number | null>(null);
  const date = requestDate(monday);
  const { data, error, isLoading, mutate } = useSWR(['/personal/area', date], () => fetchDiary(date), {
    keepPreviousData: true,
  });

  let body: React.ReactNode;
  if (error !== undefined && !isLoading) {
    body = messageOf(error).includes(NO_CHILDREN_MARK) ? (
      <Text>{M.noChildren}</Text>
    ) : (
      <ErrorPanel title={M.noData} message={messageOf(error)} onRetry={() => void mutate()} />
    );
  } else if (data === undefined) {
    body = (
      <HStack gap="2" color="fg.muted" role="status">
        <Spinner size="sm" />
        <Text>{M.loading}</Text>
      </HStack>
    );
  } else if (data.children.length === 0) {
    body = <Text>{M.noChildren}</Text>;
  } else {
    const child = data.children.find((item) => item.contract_id === chosen) ?? data.children[0];
    body = (
      <Stack gap="4">
        {data.children.length > 1 && (
          <chakra.fieldset>
            <chakra.legend fontSize="sm" color="fg.muted" mb="1">
              {M.children}
            </chakra.legend>
            <Wrap gap="4">
              {data.children.map((item) => (
                <chakra.label
                  key={item.contract_id}
                  display="inline-flex"
                  alignItems="center"
                  gap="2"
                  cursor="pointer"
                  minH="8"
                >
                  <chakra.input
                    type="radio"
                    name="journal-child"
                    value={item.contract_id}
                    checked={item.contract_id === child.contract_id}
                    onChange={() => setChosen(item.contract_id)}
                    w="4"
                    h="4"
                  />
                  {item.name}
                </chakra.label>
              ))}
            </Wrap>
          </chakra.fieldset>
        )}
        {data.children.length === 1 && <Text fontWeight="medium">{child.name}</Text>}
        <ChildDiary child={child} />
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <WeekPicker monday={monday} today={today} onChange={setMonday} />
      {body}
    </Stack>
  );
}
