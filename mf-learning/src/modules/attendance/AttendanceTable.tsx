import { Box, IconButton } from '@school/shared-ui/chakra';
import { memo, useMemo, type MouseEvent } from 'react';
import { LuDownload } from 'react-icons/lu';
import type { AttendanceGroup, AttendanceRowStudent } from '@school/shared-api/learning';
import { ATTENDANCE_MESSAGES as M } from './messages';
import { cellView, groupMatrix, rowNote } from './model';
import { tableCss } from './tableCss';

export type CellTarget = { group: AttendanceGroup; lessonIndex: number; student: AttendanceRowStudent };

type Props = {
  group: AttendanceGroup;
  onOpenCell: (target: CellTarget) => void;
  /** Null when the user may not download the student-hours report. */
  onDownload: ((group: AttendanceGroup, student: AttendanceRowStudent) => void) | null;
};

/**
 * One group's table: a row per pupil (the name in the row header, sticky), a column per lesson (date and
 * subject). Cells are plain elements with the marks only: a button whose click (or Enter) opens the cell's
 * details through one shared handler, so a year of lessons stays cheap.
 */
export const AttendanceTable = memo(function AttendanceTable({ group, onOpenCell, onDownload }: Props) {
  const matrix = useMemo(() => groupMatrix(group), [group]);
  const students = group.default_list_students;

  // One handler for every cell (no closure per cell): the cell's button names its column and row.
  const handleCell = (event: MouseEvent<HTMLButtonElement>) => {
    const { l, s: row } = event.currentTarget.dataset;
    onOpenCell({ group, lessonIndex: Number(l), student: students[Number(row)] });
  };

  return (
    <Box css={tableCss} data-attendance-scroll="" overflow="auto" maxH="75vh" borderWidth="1px" rounded="md">
      <table aria-label={group.name_group}>
        <caption>{group.name_group}</caption>
        <thead>
          <tr>
            <th scope="col" className="corner">
              {M.student}
            </th>
            {matrix.columns.map((column) => (
              <th scope="col" key={column.lessonId}>
                <span className="date">{column.date}</span>
                <span className="subject">{column.subject}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((student, row) => (
            <tr key={student.id}>
              <th
                scope="row"
                className="name"
                onDoubleClick={onDownload ? () => onDownload(group, student) : undefined}
              >
                <span className="student">
                  {/* The name alone in its element: found by its exact text (the board's journey). */}
                  <span>{student.name}</span>
                  {rowNote(student) && <span className="note"> ({rowNote(student)})</span>}
                </span>
                {onDownload && (
                  <IconButton
                    aria-label={M.downloadHours(student.name)}
                    title={M.downloadHours(student.name)}
                    size="2xs"
                    variant="ghost"
                    onClick={() => onDownload(group, student)}
                  >
                    <LuDownload />
                  </IconButton>
                )}
              </th>
              {matrix.entries.map((entries, lessonIndex) => {
                const view = cellView(entries.get(student.id));
                return (
                  <td
                    key={matrix.columns[lessonIndex].lessonId}
                    className={view.mark === 'н' ? 'absent' : undefined}
                  >
                    <button
                      type="button"
                      data-l={lessonIndex}
                      data-s={row}
                      aria-label={view.label}
                      onClick={handleCell}
                    >
                      {view.mark}
                      {view.makeup && <sup className={`makeup ${view.makeup}`}>О</sup>}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
});
