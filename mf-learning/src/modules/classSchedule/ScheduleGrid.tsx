import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDndContext,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import type { Appointment } from '@school/shared-api/learning';
import { useIsMobile } from '@school/shared-ui';
import {
  cellAtPoint,
  cellCoordinates,
  cellOf,
  createTargetStore,
  LIFTED_CLASS,
  type GridCell,
  type TargetStore,
} from './gridTargeting';
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
const dragData = (data: unknown) => data as DragData | undefined;

const NO_LESSONS: Appointment[] = [];

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
  cellKey: string;
  groupId: number;
  day: number;
  slot: number;
  label: string;
  lessons: Appointment[];
  flashing: boolean;
  row: number;
  column: number;
  /** Unlocked and with lessons: the lessons are drag handles (empty cells keep their props when unlocking). */
  editable: boolean;
  onRemove?: (appointment: Appointment) => void;
};

/**
 * Separate borders, each cell drawing its right and bottom one (the scroll box draws the outer edges):
 * collapsed borders are not painted with sticky cells, and the scrolled cells showed through them.
 */
const CELL_BORDERS: CSSProperties = {
  borderRight: '1px solid var(--chakra-colors-border)',
  borderBottom: '1px solid var(--chakra-colors-border)',
};

const cellStyle: CSSProperties = {
  ...CELL_BORDERS,
  padding: 2,
  verticalAlign: 'top',
  minWidth: 140,
  height: 28,
  transition: 'background-color 0.4s',
};

const cellBackground = (isOver: boolean, flashing: boolean) =>
  isOver ? 'var(--chakra-colors-blue-100)' : flashing ? 'var(--chakra-colors-yellow-200)' : undefined;

const TargetContext = createContext<TargetStore>(createTargetStore());

/**
 * A cell (group, day, slot) with its lessons: described by data attributes for the drop targeting
 * (gridTargeting.ts); re-rendered by its props and by becoming or ceasing to be the drop target.
 */
const Cell = memo(function Cell({
  cellKey,
  groupId,
  day,
  slot,
  label,
  lessons,
  flashing,
  row,
  column,
  editable,
  onRemove,
}: CellProps) {
  const store = useContext(TargetContext);
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeCell(cellKey, listener),
    [store, cellKey],
  );
  const isOver = useSyncExternalStore(subscribe, () => store.isTarget(cellKey));
  const background = cellBackground(isOver, flashing);
  return (
    <td
      role="gridcell"
      aria-label={label}
      data-cell-key={cellKey}
      data-cell-group={groupId}
      data-cell-day={day}
      data-cell-slot={slot}
      data-cell-row={row}
      data-cell-column={column}
      data-flashing={flashing ? 'true' : undefined}
      style={background ? { ...cellStyle, background } : cellStyle}
    >
      <CellLessons lessons={lessons} editable={editable} onRemove={editable ? onRemove : undefined} />
    </td>
  );
});

const hiddenStyle: CSSProperties = {
  position: 'fixed',
  top: 0,
  left: 0,
  width: 1,
  height: 1,
  margin: -1,
  border: 0,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(100%)',
  whiteSpace: 'nowrap',
};

/** Announces the cell a lifted lesson is over (dnd-kit announces the lift, the drop and the cancel). */
function TargetAnnouncer() {
  const store = useContext(TargetContext);
  const target = useSyncExternalStore(store.subscribe, store.get);
  const { active } = useDndContext();
  const lesson = dragData(active?.data.current);
  return (
    <div aria-live="assertive" aria-atomic="true" style={hiddenStyle}>
      {lesson && target ? M.dragOver(lesson.label, target.label) : ''}
    </div>
  );
}

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
  ...CELL_BORDERS,
  padding: '4px 6px',
  fontSize: 13,
  fontWeight: 600,
  whiteSpace: 'nowrap',
};
/**
 * The two left columns (the group or the day, and the slot's time) stay in view when the grid scrolls
 * sideways (sixty groups rotated are sixty columns): the first has a fixed width (narrower on a phone, set
 * on the scroll box as a CSS variable) so the second knows its place.
 */
const FIRST_COLUMN = 'var(--schedule-first-column)';
const firstColumnWidth = (mobile: boolean) => (mobile ? '96px' : '150px');
const rowHeaderStyle: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--chakra-colors-bg)',
  ...CELL_BORDERS,
  padding: '4px 6px',
  fontSize: 13,
  fontWeight: 600,
  verticalAlign: 'top',
  boxSizing: 'border-box',
  width: FIRST_COLUMN,
  minWidth: FIRST_COLUMN,
  maxWidth: FIRST_COLUMN,
  overflowWrap: 'anywhere',
};
const slotStyle: CSSProperties = {
  position: 'sticky',
  left: FIRST_COLUMN,
  zIndex: 1,
  background: 'var(--chakra-colors-bg)',
  ...CELL_BORDERS,
  padding: '2px 4px',
  fontSize: 12,
  color: 'var(--chakra-colors-fg-muted)',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
};

const liftedCopy = () => document.querySelector(`.${LIFTED_CLASS}`);
const noTransition = () => undefined;

/**
 * The week grid (learning.md 2.7): a row per group and slot, a column per weekday Monday to Saturday
 * (rotated: a row per weekday and slot, a column per group). Cells are memoised; the drag state lives in
 * dnd-kit's context and in the target store (gridTargeting.ts), not in the grid's props: a drag never
 * re-renders the grid, only the draggable lessons (dnd-kit's context) and the two cells whose target state
 * changes. Locked (the default), no lesson has a drag hook at all.
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
  const [store] = useState(createTargetStore);
  const mobile = useIsMobile();
  const gridRef = useRef<HTMLTableElement>(null);
  /** The cell of the last drop, for its announcement (dnd-kit announces after onDragEnd). */
  const dropped = useRef<GridCell | null>(null);
  /** While a pointer drags: where it is, and how to stop following it. */
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const stopFollowing = useRef<(() => void) | null>(null);

  const coordinateGetter = useMemo(() => cellCoordinates(store, liftedCopy), [store]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
      coordinateGetter,
      // The next cell is announced at once; a smooth scroll would show it late.
      scrollBehavior: 'auto',
    }),
  );

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => M.dragStart(dragData(active.data.current)?.label ?? ''),
      // The cells are no dnd-kit droppables: TargetAnnouncer says which cell the lesson is over.
      onDragOver: () => undefined,
      onDragEnd: ({ active }) => {
        const lesson = dragData(active.data.current)?.label ?? '';
        return dropped.current ? M.dragEnd(lesson, dropped.current.label) : M.dragEndNowhere(lesson);
      },
      onDragCancel: ({ active }) => M.dragCancel(dragData(active.data.current)?.label ?? ''),
    }),
    [],
  );

  /** The cell under the pointer (on a pointer's move, and when the grid scrolls under it). */
  const followPointer = () => {
    const grid = gridRef.current;
    if (pointer.current && grid) store.set(cellAtPoint(grid, pointer.current.x, pointer.current.y));
  };

  const finish = () => {
    stopFollowing.current?.();
    stopFollowing.current = null;
    pointer.current = null;
    store.set(null);
  };

  const handleDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    dropped.current = null;
    const lesson = dragData(active.data.current);
    const card = lesson && gridRef.current?.querySelector(`[data-lesson-id="${lesson.appointment.id}"]`);
    store.set(cellOf(card ?? null));
    if (activatorEvent instanceof KeyboardEvent) return;
    const onPointerMove = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
      followPointer();
    };
    window.addEventListener('pointermove', onPointerMove, { passive: true });
    stopFollowing.current = () => window.removeEventListener('pointermove', onPointerMove);
  };

  const handleDragEnd = ({ active }: DragEndEvent) => {
    const lesson = dragData(active.data.current);
    const cell = store.get();
    dropped.current = cell;
    finish();
    if (lesson && cell) onMove(lesson.appointment, { groupId: cell.groupId, day: cell.day, slot: cell.slot });
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
            const lessons = cells.get(key) ?? NO_LESSONS;
            return (
              <Cell
                key={key}
                cellKey={key}
                groupId={groupId}
                day={day}
                slot={slotIndex}
                label={label}
                lessons={lessons}
                flashing={flashKey === key}
                row={rowIndex}
                column={columnIndex}
                editable={editable && lessons.length > 0}
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
      onDragStart={handleDragStart}
      onDragMove={followPointer}
      onDragEnd={handleDragEnd}
      onDragCancel={finish}
      accessibility={{ announcements, screenReaderInstructions: { draggable: M.helpText } }}
    >
      <TargetContext.Provider value={store}>
        <div
          style={
            {
              overflow: 'auto',
              maxHeight: '75vh',
              border: '1px solid var(--chakra-colors-border)',
              '--schedule-first-column': firstColumnWidth(mobile),
            } as CSSProperties
          }
        >
          <table
            ref={gridRef}
            role="grid"
            aria-label={M.grid}
            style={{ borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%' }}
          >
            <thead>
              <tr>
                <th
                  scope="col"
                  style={{
                    ...headerStyle,
                    left: 0,
                    zIndex: 3,
                    boxSizing: 'border-box',
                    width: FIRST_COLUMN,
                    minWidth: FIRST_COLUMN,
                  }}
                >
                  {rotated ? M.day : M.group}
                </th>
                <th scope="col" style={{ ...headerStyle, left: FIRST_COLUMN, zIndex: 3 }}>
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
        <TargetAnnouncer />
      </TargetContext.Provider>
      {/* No transition: an arrow's move is measured from where the copy is (gridTargeting.ts). */}
      <DragOverlay className={LIFTED_CLASS} transition={noTransition}>
        <LiftedLesson />
      </DragOverlay>
    </DndContext>
  );
});
