import { Badge, HStack, Stack, Text } from '@school/shared-ui/chakra';
import { useDroppable } from '@dnd-kit/core';
import type { BoardGroup } from '@school/shared-api/learning';
import { Link as RouterLink } from '@school/shared-ui/router';
import { BOARD_MESSAGES as M, BOARD_ORIGIN } from '../messages';
import { PupilCard } from './PupilCard';

type BoardColumnProps = {
  group: BoardGroup;
  index: number;
  /** Pupils whose own group is another one. */
  movedIn: ReadonlySet<number>;
  draggingId: number | null;
};

/** One chosen group: its name (to its attendance report), its pupils as cards, and a drop target. */
export function BoardColumn({ group, index, movedIn, draggingId }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `group-${group.id}`, data: { group } });
  return (
    <Stack
      as="section"
      aria-label={M.column(group.short_name)}
      ref={setNodeRef}
      data-column-index={index}
      gap="2"
      p="2"
      minW="240px"
      w="240px"
      flexShrink={0}
      bg={isOver ? 'bg.emphasized' : 'bg.muted'}
      borderRadius="lg"
    >
      <HStack justify="space-between" align="flex-start" px="1">
        <RouterLink
          to={`/app/attendance-reports/${group.id}?from=${BOARD_ORIGIN}`}
          aria-label={M.openAttendance(group.short_name)}
          style={{ color: 'var(--chakra-colors-blue-fg)', fontWeight: 600, fontSize: '0.875rem' }}
        >
          {group.short_name}
        </RouterLink>
        <Badge variant="surface" title={M.pupilsCount(group.students.length)}>
          {group.students.length}
        </Badge>
      </HStack>
      <Stack gap="1.5" minH="16" maxH="calc(100vh - 320px)" overflowY="auto" p="0.5">
        {group.students.map((student) => (
          <PupilCard
            key={student.id}
            student={student}
            groupId={group.id}
            moved={movedIn.has(student.id)}
            dragging={draggingId === student.id}
          />
        ))}
        {group.students.length === 0 && (
          <Text fontSize="xs" color="fg.muted" textAlign="center" py="3">
            {M.noPupils}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
