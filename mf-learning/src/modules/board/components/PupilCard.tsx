import { Box, HStack } from '@school/shared-ui/chakra';
import { useDraggable } from '@dnd-kit/core';
import type { BoardStudent } from '@school/shared-api/learning';
import { Link as RouterLink } from '@school/shared-ui/router';
import { BOARD_MESSAGES as M, BOARD_ORIGIN } from '../messages';

type PupilCardProps = { student: BoardStudent; groupId: number; moved: boolean; dragging: boolean };

/**
 * A pupil's card: the name is the drag handle (focusable; Space lifts and drops, arrows choose the group),
 * the link beside it opens the contract page with the board's origin marker.
 */
export function PupilCard({ student, groupId, moved, dragging }: PupilCardProps) {
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `pupil-${student.id}`,
    data: { student, groupId },
    attributes: { roleDescription: 'ученик' },
  });
  return (
    <HStack
      className="pupil-card"
      data-pupil-id={student.id}
      justify="space-between"
      gap="2"
      bg="bg"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={moved ? 'orange.400' : 'border'}
      borderRadius="md"
      px="2"
      py="1.5"
      fontSize="sm"
      opacity={dragging ? 0.4 : 1}
    >
      <Box
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        flex="1"
        minW="0"
        cursor="grab"
        // A touch on the name drags (the browser would scroll instead); the card's edges and link still scroll.
        touchAction="none"
        borderRadius="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        {student.name}
      </Box>
      <RouterLink
        to={`/app/contracts/${student.id}?from=${BOARD_ORIGIN}`}
        aria-label={M.openContract(student.name)}
        title={M.openContract(student.name)}
        style={{ color: 'var(--chakra-colors-blue-fg)', fontSize: '0.75rem', whiteSpace: 'nowrap' }}
      >
        {M.contract}
      </RouterLink>
    </HStack>
  );
}
