import type { AttendanceGroup, AttendanceRowStudent, AttendanceStudent } from '@school/shared-api/learning';
import { formatDateDots } from '@school/shared-ui';
import { ATTENDANCE_MESSAGES as M, ATTENDANCE_STATUS_LABELS } from './messages';

/** A group's table ready to draw: per lesson (by column) the pupils' entries by pupil id. */
export type GroupMatrix = {
  group: AttendanceGroup;
  columns: { lessonId: number; date: string; subject: string }[];
  entries: Map<number, AttendanceStudent>[];
};

export function groupMatrix(group: AttendanceGroup): GroupMatrix {
  return {
    group,
    columns: group.lessons.map((lesson) => ({
      lessonId: lesson.lesson_id,
      date: formatDateDots(lesson.date),
      subject: lesson.subject,
    })),
    entries: group.lessons.map(
      (lesson) => new Map(lesson.students.map((student) => [student.id, student] as const)),
    ),
  };
}

/** What a cell shows (a presence mark and the makeup's), and how it reads aloud. */
export type CellView = { mark: string; makeup: AttendanceStudent['attendance_status']; label: string };

export function cellView(entry: AttendanceStudent | undefined): CellView {
  if (!entry) return { mark: '', makeup: null, label: M.noEntry };
  const presence = entry.isPresence ? M.present : M.absent;
  const makeup = entry.attendance_status;
  return {
    mark: entry.isPresence ? '✓' : 'н',
    makeup,
    label: makeup ? `${presence}, ${M.makeup}: ${ATTENDANCE_STATUS_LABELS[makeup]}` : presence,
  };
}

/** The row header's note: a pupil moved on since (or there on a makeup) is marked. */
export const rowNote = (student: AttendanceRowStudent) => (student.in_group ? '' : M.formerly);
