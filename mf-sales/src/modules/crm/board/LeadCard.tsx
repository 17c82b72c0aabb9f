import { Badge, Box, HStack, Stack, Text, VisuallyHidden } from '@school/shared-ui/chakra';
import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import type { Lead } from '@school/shared-api';
import { formatDateTime } from '@school/shared-ui';
import { BOARD_MESSAGES as M } from '../messages';
import { deadlineClass, type DeadlineClass } from '../utils/deadlineClass';

/** Deadline colours: expired red, approaching orange, otherwise green; the text says the same to screen readers. */
const DEADLINE_COLOR: Record<DeadlineClass, string> = {
  expired: 'red.500',
  approaching: 'orange.400',
  new: 'green.500',
};

type LeadCardViewProps = { lead: Lead; now: number };

/** A lead card: name, phone, e-mail, manager, created date, deadline, last comment with its author, duplicate. */
export function LeadCardView({ lead, now }: LeadCardViewProps) {
  const deadline = deadlineClass(lead.date_due, now);
  const last = [...lead.comment].sort((a, b) => b.date.localeCompare(a.date))[0];
  return (
    <Stack gap="0.5" fontSize="xs" data-deadline={deadline}>
      <HStack justify="space-between" align="flex-start" gap="1">
        <Text fontWeight="semibold" fontSize="sm" lineClamp={2}>
          {lead.name || '—'}
        </Text>
        {lead.duplicate && (
          <Badge size="sm" colorPalette="orange" flexShrink={0}>
            {M.duplicate}
          </Badge>
        )}
      </HStack>
      {lead.phone && <Text>{lead.phone}</Text>}
      {lead.email && <Text truncate>{lead.email}</Text>}
      {lead.manager_name && <Text color="fg.muted">{lead.manager_name}</Text>}
      <Text color="fg.muted">
        {M.created}: {formatDateTime(lead.date_created)}
      </Text>
      <Text color={DEADLINE_COLOR[deadline]} fontWeight="medium">
        {M.deadline}: {lead.date_due ? formatDateTime(lead.date_due) : M.noDeadline}
        <VisuallyHidden> ({M.deadlineText[deadline]})</VisuallyHidden>
      </Text>
      {last && (
        <Text color="fg.muted" lineClamp={2} title={last.comment}>
          {last.comment} — {last.creator_name}
        </Text>
      )}
    </Stack>
  );
}

type LeadCardProps = LeadCardViewProps & { onOpen: (lead: Lead) => void; dragging: boolean };

/** A draggable card; double click or Enter opens the lead dialog. */
export function LeadCard({ lead, now, onOpen, dragging }: LeadCardProps) {
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `lead-${lead.id_lead}`,
    data: { lead },
    attributes: { roleDescription: 'лид' },
  });
  const deadline = deadlineClass(lead.date_due, now);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && !event.defaultPrevented) {
      event.preventDefault();
      onOpen(lead);
    }
  };

  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={handleKeyDown}
      onDoubleClick={() => onOpen(lead)}
      data-lead-id={lead.id_lead}
      className={`lead-card deadline-${deadline}`}
      bg="bg"
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={DEADLINE_COLOR[deadline]}
      borderRadius="md"
      p="2"
      cursor="grab"
      opacity={dragging ? 0.4 : 1}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
      _hover={{ shadow: 'sm' }}
    >
      <LeadCardView lead={lead} now={now} />
    </Box>
  );
}
