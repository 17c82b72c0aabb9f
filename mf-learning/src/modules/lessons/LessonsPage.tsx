import { Button, Flex, Heading, Input, Spinner, Stack } from '@school/shared-ui/chakra';
import { useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGES, useEndpoint } from '@school/shared-api';
import { lessonEndpoints, type Lesson } from '@school/shared-api/learning';
import { ErrorPanel } from '@school/shared-ui';
import { BranchFilter, useSeesBranches } from './BranchFilter';
import { LessonDayList } from './LessonDayList';
import { LessonDialog } from './LessonDialog';
import { addDays, defaultLessonDate, localDate, mondayOf, schoolWeek } from './lessonDates';
import { LESSONS_MESSAGES as M } from './messages';

/** The list reloads this long after a save (learning.md section 9). */
export const RELOAD_AFTER_SAVE_MS = 2000;

/**
 * /app/lessons (learning.md 2.1): the lessons of the selected date's week (Monday to Saturday) as accordions
 * per date, the selected date open; each lesson opens the lesson dialog. A teacher gets their own lessons;
 * branch roles those of their branches, with a branch to choose.
 */
export function LessonsPage({ today = localDate(new Date()) }: { today?: string }) {
  const [date, setDate] = useState(() => defaultLessonDate(today));
  const [open, setOpen] = useState<number | null>(null);
  const [branch, setBranch] = useState('');
  const seesBranches = useSeesBranches();
  const week = schoolWeek(date);
  const { data, error, isValidating, mutate } = useEndpoint(
    lessonEndpoints.lessonGet,
    { date: mondayOf(date), days: 6, ...(seesBranches && branch ? { location_id: branch } : {}) },
    { keepPreviousData: true },
  );
  const reload = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (reload.current) clearTimeout(reload.current);
    },
    [],
  );
  const scheduleReload = () => {
    if (reload.current) clearTimeout(reload.current);
    reload.current = setTimeout(() => void mutate(), RELOAD_AFTER_SAVE_MS);
  };
  const lesson: Lesson | undefined = data?.find((each) => each.id_appointment === open);

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      <Flex gap="2" wrap="wrap" align="center">
        <Button size="sm" variant="outline" onClick={() => setDate(addDays(date, -7))}>
          {M.previousWeek}
        </Button>
        <Input
          size="sm"
          type="date"
          maxW="44"
          aria-label={M.date}
          value={date}
          onChange={(event) => {
            if (event.currentTarget.value) setDate(event.currentTarget.value);
          }}
        />
        <Button size="sm" variant="outline" onClick={() => setDate(addDays(date, 7))}>
          {M.nextWeek}
        </Button>
        {seesBranches && <BranchFilter value={branch} onChange={setBranch} />}
      </Flex>
      {data === undefined && error !== undefined && !isValidating ? (
        <ErrorPanel
          title={ERROR_MESSAGES.other}
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : data === undefined ? (
        <Spinner aria-label={M.title} />
      ) : (
        <LessonDayList days={week} selected={date} lessons={data} onOpen={setOpen} />
      )}
      {lesson && (
        <LessonDialog
          key={lesson.id_appointment}
          lesson={lesson}
          onSaved={scheduleReload}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
