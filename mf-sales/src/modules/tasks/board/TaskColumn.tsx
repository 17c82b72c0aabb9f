import { Badge, HStack, Stack, Text } from '@school/shared-ui/chakra';
import { useDroppable } from '@dnd-kit/core';
import { TASK_STATUS_LABELS, type Task, type TaskStatus } from '@school/shared-api/sales';
import { TASKS_MESSAGES as M } from '../messages';
import { TaskCard } from './TaskCard';

type TaskColumnProps = {
  status: TaskStatus;
  index: number;
  tasks: Task[];
  draggingId: number | null;
  onOpen: (task: Task) => void;
};

/** One status column and its drop target. */
export function TaskColumn({ status, index, tasks, draggingId, onOpen }: TaskColumnProps) {
  const title = TASK_STATUS_LABELS[status];
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <Stack
      as="section"
      aria-label={title}
      ref={setNodeRef}
      gap="2"
      p="2"
      minW="0"
      bg={isOver ? 'bg.emphasized' : 'bg.muted'}
      borderRadius="lg"
      data-status={status}
      data-column-index={index}
    >
      <HStack justify="space-between" align="flex-start" px="1" minH="10">
        <Text as="h3" fontWeight="semibold" fontSize="sm">
          {title}
        </Text>
        <Badge variant="surface" title={M.tasksCount(tasks.length)}>
          {tasks.length}
        </Badge>
      </HStack>
      <Stack gap="2" flex="1" minH="24" maxH="calc(100vh - 300px)" overflowY="auto" px="0.5" py="0.5">
        {tasks.map((task) => (
          <TaskCard key={task.id_task} task={task} dragging={draggingId === task.id_task} onOpen={onOpen} />
        ))}
        {tasks.length === 0 && (
          <Text fontSize="xs" color="fg.muted" textAlign="center" py="4">
            {M.empty}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
