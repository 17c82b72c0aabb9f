import { Button, Center, Flex, Heading, HStack, Spinner, Stack, Text } from '@school/shared-ui/chakra';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { ERROR_MESSAGES, learningEndpoints, useEndpoint } from '@school/shared-api';
import { type BoardStudent, type StudentMove } from '@school/shared-api/learning';
import { ErrorPanel, notify } from '@school/shared-ui';
import { BoardColumn } from './components/BoardColumn';
import { GroupPicker } from './components/GroupPicker';
import { MovesDialog } from './components/MovesDialog';
import { useBoard } from './hooks/useBoard';
import { BOARD_MESSAGES as M } from './messages';
import { columnCoordinates } from './utils/columnCoordinates';

type Dragged = { student: BoardStudent; groupId: number };
const draggedOf = (data: unknown) => data as Dragged | undefined;
const groupIdOf = (id: unknown) => Number(String(id).replace('group-', ''));

/** Under the pointer when there is one; for the keyboard, the column nearest to the card. */
const columnUnder: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

/**
 * /app/edit-groups, the pupil-group board (learning.md 2.2 and 4): groups chosen from the user's groups, a
 * column each with its pupils; pupils dragged between columns (pointer or keyboard), sent for a preview of
 * the moves, confirmed in a dialog ('Группы изменены', reload), reset to the loaded state, or closed.
 */
export function BoardPage() {
  const groupList = useEndpoint(learningEndpoints.groupGet, undefined);
  const board = useBoard();
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [moves, setMoves] = useState<StudentMove[] | null>(null);
  const [sending, setSending] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
      coordinateGetter: columnCoordinates,
    }),
  );
  const names = useMemo(
    () => new Map(board.groups.map((group) => [group.id, group.short_name])),
    [board.groups],
  );
  const movedIn = useMemo(() => {
    const home = new Map<number, number>();
    for (const group of board.groups) for (const student of group.students) home.set(student.id, group.id);
    return new Set(
      board.columns.flatMap((column) =>
        column.students.filter((student) => home.get(student.id) !== column.id).map((student) => student.id),
      ),
    );
  }, [board.groups, board.columns]);

  const announcements: Announcements = {
    onDragStart: ({ active }) => M.dragStart(draggedOf(active.data.current)?.student.name ?? ''),
    onDragOver: ({ active, over }) =>
      over
        ? M.dragOver(draggedOf(active.data.current)?.student.name ?? '', names.get(groupIdOf(over.id)) ?? '')
        : undefined,
    onDragEnd: ({ active }) => M.dragEnd(draggedOf(active.data.current)?.student.name ?? ''),
    onDragCancel: ({ active }) => M.dragCancel(draggedOf(active.data.current)?.student.name ?? ''),
  };

  const handleDragStart = ({ active }: DragStartEvent) => setDragged(draggedOf(active.data.current) ?? null);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const item = draggedOf(active.data.current);
    if (item && over) board.move(item.student.id, groupIdOf(over.id));
  };

  const handleSend = async () => {
    setSending(true);
    try {
      const previewed = await board.preview();
      if (previewed.some((move) => !board.movedHere(move.id_students))) {
        // The server sees a move the user did not make: someone changed the groups since they were loaded.
        notify.warning(M.staleBoard);
        board.reload();
      } else if (previewed.length === 0) notify.info(M.noChanges);
      else setMoves(previewed);
    } catch {
      // The client's toast says why; the board keeps the user's moves.
    } finally {
      setSending(false);
    }
  };
  const handleConfirm = async () => {
    await board.commit();
    setMoves(null);
    notify.success(M.committed);
    void groupList.mutate();
  };

  const groupName = (id: number | null) => (id === null ? '—' : (names.get(id) ?? String(id)));

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      {groupList.error ? (
        <ErrorPanel title={ERROR_MESSAGES.other} onRetry={() => void groupList.mutate()} />
      ) : (
        <GroupPicker groups={groupList.data ?? []} chosen={board.chosen} onChange={board.choose} />
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" onClick={handleSend} loading={sending} disabled={board.columns.length === 0}>
          {M.send}
        </Button>
        <Button size="sm" variant="outline" onClick={board.reset} disabled={!board.changed}>
          {M.reset}
        </Button>
        <Button size="sm" variant="outline" onClick={board.close} disabled={board.chosen.length === 0}>
          {M.close}
        </Button>
      </HStack>
      {board.chosen.length === 0 ? (
        <Text color="fg.muted">{M.noGroups}</Text>
      ) : board.error ? (
        <ErrorPanel title={M.loadFailed} message={board.error.message} onRetry={board.reload} />
      ) : board.loading ? (
        <Center py="8">
          <Spinner />
        </Center>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={columnUnder}
          onDragStart={handleDragStart}
          onDragEnd={handleDragEnd}
          onDragCancel={() => setDragged(null)}
          accessibility={{ announcements, screenReaderInstructions: { draggable: M.dragInstructions } }}
        >
          <Flex role="region" aria-label={M.title} gap="2" overflowX="auto" pb="1">
            {board.columns.map((group, index) => (
              <BoardColumn
                key={group.id}
                group={group}
                index={index}
                movedIn={movedIn}
                draggingId={dragged?.student.id ?? null}
              />
            ))}
          </Flex>
          <DragOverlay>
            {dragged && (
              <Stack bg="bg" borderWidth="1px" borderRadius="md" px="2" py="1.5" shadow="lg" fontSize="sm">
                {dragged.student.name}
              </Stack>
            )}
          </DragOverlay>
        </DndContext>
      )}
      <MovesDialog
        moves={moves}
        groupName={groupName}
        onConfirm={handleConfirm}
        onCancel={() => setMoves(null)}
      />
    </Stack>
  );
}
