import { Badge, Box, HStack, Stack, Text } from '@school/shared-ui/chakra';
import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import { LuPaperclip } from 'react-icons/lu';
import type { Task } from '@school/shared-api/sales';
import { formatDateTime } from '@school/shared-ui';
import { TASKS_MESSAGES as M } from '../messages';

/** A task card: title, executor, author, due date with the overdue marking, support badge, attachments. */
export function TaskCardView({ task }: { task: Task }) {
  return (
    <Stack gap="0.5" fontSize="xs">
      {task.source === 'support' && (
        <Badge size="sm" colorPalette="purple" alignSelf="flex-start">
          {M.support}
        </Badge>
      )}
      <Text fontWeight="semibold" fontSize="sm" lineClamp={3}>
        {task.title}
      </Text>
      <Text>
        {M.executor}: {task.executor ?? M.noExecutor}
      </Text>
      <Text color="fg.muted">
        {M.author}: {task.author}
      </Text>
      <Text color={task.overdue ? 'red.600' : undefined} fontWeight={task.overdue ? 'semibold' : undefined}>
        {M.due}: {task.date_due ? formatDateTime(task.date_due) : M.noDue}
        {task.overdue && ` · ${M.overdue}`}
      </Text>
      {task.id_attachments.length > 0 && (
        <HStack gap="1" color="fg.muted" title={M.attachments(task.id_attachments.length)}>
          <LuPaperclip aria-hidden />
          <Text>{M.attachments(task.id_attachments.length)}</Text>
        </HStack>
      )}
    </Stack>
  );
}

type TaskCardProps = { task: Task; dragging: boolean; onOpen: (task: Task) => void };

/** A draggable card (Space lifts and drops it); double click or Enter opens the popup. */
export function TaskCard({ task, dragging, onOpen }: TaskCardProps) {
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `task-${task.id_task}`,
    data: { task },
    attributes: { roleDescription: 'задача' },
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && !event.defaultPrevented) {
      event.preventDefault();
      onOpen(task);
    }
  };

  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={handleKeyDown}
      onDoubleClick={() => onOpen(task)}
      data-task-id={task.id_task}
      data-overdue={task.overdue || undefined}
      className="task-card"
      bg="bg"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={task.overdue ? 'red.500' : 'border'}
      borderRadius="md"
      p="2"
      cursor="grab"
      opacity={dragging ? 0.4 : 1}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
      _hover={{ shadow: 'sm' }}
    >
      <TaskCardView task={task} />
    </Box>
  );
}
