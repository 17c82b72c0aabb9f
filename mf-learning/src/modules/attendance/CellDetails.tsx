import { Badge, Box, CloseButton, Dialog, Portal, Stack, Text } from '@school/shared-ui/chakra';
import type { AttendanceStudent } from '@school/shared-api/learning';
import { formatDateDots } from '@school/shared-ui';
import type { CellTarget } from './AttendanceTable';
import { ATTENDANCE_MESSAGES, ATTENDANCE_STATUS_LABELS } from './messages';
import { cellView } from './model';

const M = ATTENDANCE_MESSAGES.details;

const text = (value: string | undefined) =>
  value ? <Text whiteSpace="pre-wrap">{value}</Text> : <Text color="fg.muted">{M.none}</Text>;

function makeupText(entry: AttendanceStudent | undefined) {
  if (!entry?.attendance_status) return text('');
  const date = entry.attendance_date ? ` (${formatDateDots(entry.attendance_date)})` : '';
  return <Badge>{`${ATTENDANCE_STATUS_LABELS[entry.attendance_status]}${date}`}</Badge>;
}

/** The detail panel of a cell: the lesson (subject, teacher, topic, homework) and the pupil's marks and notes. */
export function CellDetails({ target, onClose }: { target: CellTarget | null; onClose: () => void }) {
  const lesson = target ? target.group.lessons[target.lessonIndex] : undefined;
  const entry = target && lesson ? lesson.students.find((s) => s.id === target.student.id) : undefined;
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {target && lesson ? M.title(target.student.name, formatDateDots(lesson.date)) : ''}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {lesson && (
                <Stack as="dl" gap="2">
                  {(
                    [
                      [M.subject, text(lesson.subject)],
                      [M.teacher, text(lesson.teacher)],
                      [M.presence, text(cellView(entry).label)],
                      [M.makeup, makeupText(entry)],
                      [M.topic, text(lesson.topic)],
                      [M.homework, text(lesson.home_work)],
                      [M.note, text(entry?.description)],
                      [M.review, text(entry?.review)],
                      [M.groupNote, text(entry?.description_admin)],
                    ] as const
                  ).map(([label, value]) => (
                    <Box key={label}>
                      <Text as="dt" fontSize="sm" color="fg.muted">
                        {label}
                      </Text>
                      <Box as="dd">{value}</Box>
                    </Box>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={M.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
