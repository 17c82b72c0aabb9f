import {
  closestCenter,
  DndContext,
  DragOverlay,
  getClientRect,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type MeasuringConfiguration,
  type DragEndEvent,
} from '@dnd-kit/core';
import { memo, useMemo, type CSSProperties } from 'react';
import type { Appointment } from 'shared-api/learning';
import { cellCoordinates } from './cellCoordinates';
import { CLASS_SCHEDULE_MESSAGES as M, WEEKDAYS } from './messages';
import { cellKey, timeOf, type CellTarget, type GridDay } from './placement';
import { teacherColor } from './teacherPalette';

export type GridGroup = { id: number; name: string };

type Props = {
  groups: readonly GridGroup[];
  days: readonly GridDay[];
  slots: readonly string[];
  /** The week's appointments by cell (placement.ts), each list in start order. */
  cells: ReadonlyMap<string, Appointment[]>;
  /** Weekdays as rows and groups as columns. */
  rotated: boolean;
  /** Unlocked: lessons can be dragged to other cells. */
  editable: boolean;
  /** The cell flashing after a drop or a save. */
  flashKey: string | null;
  /** A lesson dropped on another cell (a stable callback: the grid does not re-render for it). */
  onMove: (appointment: Appointment, target: CellTarget) => void;
  /** Asks to remove a lesson (a stable callback); absent, the cards have no remove button. */
  onRemove?: (appointment: Appointment) => void;
};

type DragData = { appointment: Appointment; label: string };
type DropData = { target: CellTarget; label: string };
const dragData = (data: unknown) => data as DragData | undefined;
const dropData = (data: unknown) => data as DropData | undefined;

const NO_LESSONS: Appointment[] = [];

/** Under the pointer when there is one; for the keyboard, the cell nearest to the lifted card. */
const cellUnder: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

/**
 * Cells are measured as they are (dnd-kit's default also undoes transforms, a style read per cell; the
 * cells have none, and a branch of 60 groups has thousands of them to measure when a lesson is lifted).
 */
const MEASURING: MeasuringConfiguration = { droppable: { measure: getClientRect } };

const dayText = (day: GridDay) => `${day.date.slice(8, 10)}.${day.date.slice(5, 7)}`;
const dayLabel = (day: GridDay) => `${WEEKDAYS[day.index].long} ${dayText(day)}`;

/** The name a lesson is read by (and announced): time, subject, the teacher and the substitute. */
export function lessonLabel(appointment: Appointment): string {
  const base = M.lesson(timeOf(appointment), appointment.subject, appointment.teacher);
  if (appointment.is_substitute === null) return base;
  const name = appointment.substitute ?? M.unknownUser(appointment.is_substitute);
  return `${base}, ${M.substitute(name, appointment.subject_substitute)}`;
}

const cardStyle: CSSProperties = {
  borderRadius: 4,
  padding: '2px 4px',
  fontSize: 12,
  lineHeight: 1.3,
  color: '#1a202c',
  borderLeft: '3px solid rgba(0, 0, 0, 0.25)',
  textAlign: 'left',
  width: '100%',
};

/** A lesson's card: its time and subject, the teacher (struck through under a substitute) and the substitute. */
function LessonContent({ appointment }: { appointment: Appointment }) {
  const substituted = appointment.is_substitute !== null;
  return (
    <>
      <div style={{ fontWeight: 600 }}>
        {timeOf(appointment)} {appointment.subject}
      </div>
      <div style={substituted ? { textDecoration: 'line-through' } : undefined}>{appointment.teacher}</div>
      {substituted && (
        <div>
          {M.substitute(
            appointment.substitute ?? M.unknownUser(appointment.is_substitute ?? 0),
            appointment.subject_substitute,
          )}
        </div>
      )}
    </>
  );
}

const removeStyle: CSSProperties = {
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  fontSize: 14,
  lineHeight: 1,
  padding: '0 2px',
  color: '#1a202c',
  alignSelf: 'flex-start',
};

/** A lesson in a locked grid: no drag hooks at all (the grid opens locked; its thousands of cells stay light). */
function StaticLesson({ appointment }: { appointment: Appointment }) {
  const label = lessonLabel(appointment);
  return (
    <div
      data-lesson-id={appointment.id}
      title={label}
      style={{ ...cardStyle, background: teacherColor(appointment.user_id) }}
    >
      <LessonContent appointment={appointment} />
    </div>
  );
}

/**
 * A lesson in an unlocked grid: the card is a drag handle (Space lifts and drops, arrows choose the cell)
 * with a remove button beside it (outside the handle, so its keys and clicks never start a drag).
 */
function DraggableLesson({
  appointment,
  onRemove,
}: {
  appointment: Appointment;
  onRemove?: (appointment: Appointment) => void;
}) {
  const label = lessonLabel(appointment);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `lesson-${appointment.id}`,
    data: { appointment, label } satisfies DragData,
    attributes: { roleDescription: M.roleDescription },
  });
  return (
    <div
      data-lesson-id={appointment.id}
      style={{
        ...cardStyle,
        background: teacherColor(appointment.user_id),
        opacity: isDragging ? 0.4 : 1,
        display: 'flex',
        gap: 2,
      }}
    >
      <div
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        title={label}
        style={{ flex: 1, minWidth: 0, cursor: 'grab', touchAction: 'none' }}
      >
        <LessonContent appointment={appointment} />
      </div>
      {onRemove && (
        <button
          type="button"
          aria-label={M.removeLesson(label)}
          title={M.removeLesson(label)}
          style={removeStyle}
          onClick={() => onRemove(appointment)}
        >
          ×
        </button>
      )}
    </div>
  );
}

const CellLessons = memo(function CellLessons({
  lessons,
  editable,
  onRemove,
}: {
  lessons: Appointment[];
  editable: boolean;
  onRemove?: (appointment: Appointment) => void;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {lessons.map((appointment) =>
        editable ? (
          <DraggableLesson key={appointment.id} appointment={appointment} onRemove={onRemove} />
        ) : (
          <StaticLesson key={appointment.id} appointment={appointment} />
        ),
      )}
    </div>
  );
});

type CellProps = {
  groupId: number;
  day: number;
  slot: number;
  label: string;
  lessons: Appointment[];
  flashing: boolean;
  row: number;
  column: number;
  onRemove?: (appointment: Appointment) => void;
};

const cellStyle: CSSProperties = {
  border: '1px solid var(--chakra-colors-border)',
  padding: 2,
  verticalAlign: 'top',
  minWidth: 140,
  height: 28,
  transition: 'background-color 0.4s',
};

const cellBackground = (isOver: boolean, flashing: boolean) =>
  isOver ? 'var(--chakra-colors-blue-100)' : flashing ? 'var(--chakra-colors-yellow-200)' : undefined;

/** A cell (group, day, slot) of an unlocked grid: a drop target with its lessons; only its props re-render it. */
const DropCell = memo(function DropCell({
  groupId,
  day,
  slot,
  label,
  lessons,
  flashing,
  row,
  column,
  onRemove,
}: CellProps) {
  const target = useMemo<CellTarget>(() => ({ groupId, day, slot }), [groupId, day, slot]);
  const { setNodeRef, isOver } = useDroppable({
    id: cellKey(groupId, day, slot),
    data: { target, label } satisfies DropData,
  });
  const background = cellBackground(isOver, flashing);
  return (
    <td
      ref={setNodeRef}
      role="gridcell"
      aria-label={label}
      data-cell-row={row}
      data-cell-column={column}
      data-flashing={flashing ? 'true' : undefined}
      style={background ? { ...cellStyle, background } : cellStyle}
    >
      <CellLessons lessons={lessons} editable onRemove={onRemove} />
    </td>
  );
});

/** A cell of a locked grid: no drag hooks (a locked grid of 60 groups does not subscribe thousands of cells). */
const StaticCell = memo(function StaticCell({ label, lessons, flashing, row, column }: CellProps) {
  const background = cellBackground(false, flashing);
  return (
    <td
      role="gridcell"
      aria-label={label}
      data-cell-row={row}
      data-cell-column={column}
      data-flashing={flashing ? 'true' : undefined}
      style={background ? { ...cellStyle, background } : cellStyle}
    >
      <CellLessons lessons={lessons} editable={false} />
    </td>
  );
});

/** The lifted lesson under the pointer (only this re-renders while dragging). */
function LiftedLesson() {
  const { active } = useDndContext();
  const data = dragData(active?.data.current);
  if (!data) return null;
  return (
    <div
      data-lifted-lesson={data.appointment.id}
      style={{
        ...cardStyle,
        background: teacherColor(data.appointment.user_id),
        boxShadow: '0 4px 12px rgba(0,0,0,0.25)',
        width: 150,
      }}
    >
      <LessonContent appointment={data.appointment} />
    </div>
  );
}

const headerStyle: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: 'var(--chakra-colors-bg-muted)',
  border: '1px solid var(--chakra-colors-border)',
  padding: '4px 6px',
  fontSize: 13,
  fontWeight: 600,
  whiteSpace: 'nowrap',
};
const rowHeaderStyle: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--chakra-colors-bg)',
  border: '1px solid var(--chakra-colors-border)',
  padding: '4px 6px',
  fontSize: 13,
  fontWeight: 600,
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
};
const slotStyle: CSSProperties = {
  border: '1px solid var(--chakra-colors-border)',
  padding: '2px 4px',
  fontSize: 12,
  color: 'var(--chakra-colors-fg-muted)',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
};

/**
 * The week grid (learning.md 2.7): a row per group and slot, a column per weekday Monday to Saturday
 * (rotated: a row per weekday and slot, a column per group). Cells are memoised and are the drop targets;
 * the drag state lives in dnd-kit's context, not in the grid's props: a drag never re-renders the grid, and
 * when the target changes the drop cells re-render (dnd-kit's context) while their lessons, memoised, do not.
 * Locked (the default), no cell or lesson has a drag hook at all.
 */
export const ScheduleGrid = memo(function ScheduleGrid({
  groups,
  days,
  slots,
  cells,
  rotated,
  editable,
  flashKey,
  onMove,
  onRemove,
}: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
      coordinateGetter: cellCoordinates,
    }),
  );

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => M.dragStart(dragData(active.data.current)?.label ?? ''),
      onDragOver: ({ active, over }) =>
        over
          ? M.dragOver(dragData(active.data.current)?.label ?? '', dropData(over.data.current)?.label ?? '')
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? M.dragEnd(dragData(active.data.current)?.label ?? '', dropData(over.data.current)?.label ?? '')
          : M.dragEndNowhere(dragData(active.data.current)?.label ?? ''),
      onDragCancel: ({ active }) => M.dragCancel(dragData(active.data.current)?.label ?? ''),
    }),
    [],
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const lesson = dragData(active.data.current);
    const cell = dropData(over?.data.current);
    if (lesson && cell) onMove(lesson.appointment, cell.target);
  };

  const groupItems = groups.map((group) => ({ id: group.id, label: group.name }));
  const dayItems = days.map((day) => ({ id: day.index, label: dayLabel(day) }));
  const outer = rotated ? dayItems : groupItems;
  const inner = rotated ? groupItems : dayItems;
  const innerHeader = rotated
    ? groups.map((group) => group.name)
    : days.map((day) => `${WEEKDAYS[day.index].short} ${dayText(day)}`);
  const names = new Map(groups.map((group) => [group.id, group.name]));

  const body = outer.flatMap((item, outerIndex) =>
    slots.map((slot, slotIndex) => {
      const rowIndex = outerIndex * slots.length + slotIndex;
      return (
        <tr key={`${item.id}:${slotIndex}`}>
          {slotIndex === 0 && (
            <th scope="rowgroup" rowSpan={slots.length} style={rowHeaderStyle}>
              {item.label}
            </th>
          )}
          <th scope="row" style={slotStyle}>
            {slot}
          </th>
          {inner.map((column, columnIndex) => {
            const groupId = rotated ? column.id : item.id;
            const day = rotated ? item.id : column.id;
            const key = cellKey(groupId, day, slotIndex);
            const label = M.cell(names.get(groupId) ?? String(groupId), dayLabel(days[day]), slot);
            const Cell = editable ? DropCell : StaticCell;
            return (
              <Cell
                key={key}
                groupId={groupId}
                day={day}
                slot={slotIndex}
                label={label}
                lessons={cells.get(key) ?? NO_LESSONS}
                flashing={flashKey === key}
                row={rowIndex}
                column={columnIndex}
                onRemove={onRemove}
              />
            );
          })}
        </tr>
      );
    }),
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={cellUnder}
      measuring={MEASURING}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: M.helpText } }}
    >
      <div style={{ overflow: 'auto', maxHeight: '75vh', border: '1px solid var(--chakra-colors-border)' }}>
        <table role="grid" aria-label={M.grid} style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={{ ...headerStyle, left: 0, zIndex: 3 }}>
                {rotated ? M.day : M.group}
              </th>
              <th scope="col" style={headerStyle}>
                {M.time}
              </th>
              {innerHeader.map((text, index) => (
                <th key={inner[index].id} scope="col" style={headerStyle}>
                  {text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <DragOverlay>
        <LiftedLesson />
      </DragOverlay>
    </DndContext>
  );
});
