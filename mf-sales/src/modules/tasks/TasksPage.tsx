import {
  Button,
  Center,
  Field,
  Grid,
  Heading,
  HStack,
  NativeSelect,
  Spinner,
  Stack,
  Wrap,
} from '@school/shared-ui/chakra';
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
import { useState } from 'react';
import { LuListPlus } from 'react-icons/lu';
import { useAuthStore, useCanCall } from '@school/shared-api';
import {
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  taskEndpoints,
  type Task,
  type TaskStatus,
} from '@school/shared-api/sales';
import { ErrorPanel } from '@school/shared-ui';
import { useSearchParams } from '@school/shared-ui/router';
import { columnCoordinates } from '../crm/board/columnCoordinates';
import { useTasks, useUsersRole } from './api/tasksApi';
import { DenialDialog } from './board/DenialDialog';
import { executorOptions } from './board/executorOptions';
import { TaskCardView } from './board/TaskCard';
import { TaskColumn } from './board/TaskColumn';
import { useTasksFilter } from './board/tasksFilter';
import { useTaskMove } from './board/useTaskMove';
import { TASKS_MESSAGES as M } from './messages';
import { TaskDialog } from './popup/TaskDialog';
import { CreateTaskDialog } from './create/CreateTaskDialog';

const taskOf = (data: unknown): Task | undefined => (data as { task?: Task } | undefined)?.task;
const columnTitle = (id: unknown) => TASK_STATUS_LABELS[id as TaskStatus] ?? String(id);

const announcements: Announcements = {
  onDragStart: ({ active }) => M.dragStart(taskOf(active.data.current)?.title ?? ''),
  onDragOver: ({ active, over }) =>
    over ? M.dragOver(taskOf(active.data.current)?.title ?? '', columnTitle(over.id)) : undefined,
  onDragEnd: ({ active }) => M.dragEnd(taskOf(active.data.current)?.title ?? ''),
  onDragCancel: ({ active }) => M.dragCancel(taskOf(active.data.current)?.title ?? ''),
};

/** Under the pointer when there is one; for the keyboard, the column nearest to the card. */
const columnUnder: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * /app/tasks (sales-people-settings.md section 2): five status columns, the executor filter saved locally,
 * status changes by drag and drop (mouse or keyboard) and in the popup opened by double click or Enter, and
 * the create-task form for holders of tasks.add.
 */
export function TasksPage() {
  const userId = useAuthStore((state) => state.user?.id ?? 0);
  const [executor, setExecutor] = useTasksFilter(userId);
  const { data: tasks, error, isLoading, mutate } = useTasks(executor);
  const { data: roles } = useUsersRole();
  const [openId, setOpenId] = useState<number | null>(null);
  const [dragged, setDragged] = useState<Task | null>(null);
  const [creating, setCreating] = useState(false);
  // A task named in the address (the bell's link, /app/tasks?task=12) opens in the popup; closing it drops
  // the parameter, so a reload does not open it again.
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('task'));
  const shownId = openId ?? (Number.isInteger(linked) && linked > 0 ? linked : null);
  const closeTask = () => {
    setOpenId(null);
    if (!params.has('task')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('task');
        return next;
      },
      { replace: true },
    );
  };
  const canCreate = useCanCall(taskEndpoints.taskAdd);
  const { move, denying, confirmDenial, cancelDenial } = useTaskMove();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Enter stays free for opening the card; Space picks it up and drops it.
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
      coordinateGetter: columnCoordinates,
    }),
  );
  const options = executorOptions(roles, tasks);

  const handleDragStart = ({ active }: DragStartEvent) => setDragged(taskOf(active.data.current) ?? null);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const task = taskOf(active.data.current);
    if (task && over) move(task, over.id as TaskStatus);
  };

  return (
    <Stack gap="3" p={{ base: '2', md: '4' }}>
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {M.title}
        </Heading>
        <Wrap gap="3" align="flex-end">
          <Field.Root width="auto">
            <Field.Label fontSize="xs">{M.executorFilter}</Field.Label>
            <NativeSelect.Root size="sm" width="64">
              <NativeSelect.Field value={executor} onChange={(event) => setExecutor(event.target.value)}>
                <option value="">{M.allExecutors}</option>
                {options.map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {option.name}
                  </option>
                ))}
                {executor !== '' && !options.some((option) => String(option.id) === executor) && (
                  <option value={executor}>{executor}</option>
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {canCreate && (
            <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
              <LuListPlus /> {M.createTask}
            </Button>
          )}
        </Wrap>
      </HStack>
      {error && !tasks ? (
        <ErrorPanel title={M.loadFailed} message={messageOf(error)} onRetry={() => void mutate()} />
      ) : isLoading && !tasks ? (
        <Center py="10">
          <Spinner aria-label={M.board} />
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
          {/* A phone scrolls the columns sideways. */}
          <Grid
            role="region"
            aria-label={M.board}
            templateColumns="repeat(5, minmax(220px, 1fr))"
            gap="2"
            overflowX="auto"
            pb="1"
          >
            {TASK_STATUSES.map((status, index) => (
              <TaskColumn
                key={status}
                status={status}
                index={index}
                tasks={(tasks ?? []).filter((task) => task.status === status)}
                draggingId={dragged?.id_task ?? null}
                onOpen={(task) => setOpenId(task.id_task)}
              />
            ))}
          </Grid>
          <DragOverlay>
            {dragged && (
              <Stack
                bg="bg"
                borderWidth="1px"
                borderRadius="md"
                p="2"
                shadow="lg"
                cursor="grabbing"
                data-drag-overlay={dragged.id_task}
              >
                <TaskCardView task={dragged} />
              </Stack>
            )}
          </DragOverlay>
        </DndContext>
      )}
      <DenialDialog taskTitle={denying?.title ?? null} onConfirm={confirmDenial} onCancel={cancelDenial} />
      {/* The create form revalidates the board itself after 'Задача добавлена'. */}
      <CreateTaskDialog open={creating} onClose={() => setCreating(false)} />
      <TaskDialog taskId={shownId} onClose={closeTask} onMove={move} />
    </Stack>
  );
}
