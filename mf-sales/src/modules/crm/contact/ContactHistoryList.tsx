import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ContactHistory, ContactHistoryLead, LeadComment } from 'shared-api';
import { formatDate, formatDateTime } from 'shared-ui';
import { CommentList } from '../components/CommentList';
import { ContractStatusBadge } from '../components/ContractStatusBadge';
import { CONTACT_MESSAGES as M, LEAD_STATUS_LABELS, TOASTS } from '../messages';

type Entry =
  | { kind: 'comment'; date: string; comment: LeadComment }
  | { kind: 'lead'; date: string; lead: ContactHistoryLead };

type ContactHistoryListProps = {
  history: ContactHistory;
  onEditComment: (comment: LeadComment, text: string) => Promise<void>;
  onOpenLead: (lead: ContactHistoryLead) => void;
};

/** The contact's history, newest first: its own comments, and its leads with their comments and contracts. */
export function ContactHistoryList({ history, onEditComment, onOpenLead }: ContactHistoryListProps) {
  const entries: Entry[] = [
    ...history.comments.map((comment): Entry => ({ kind: 'comment', date: comment.date, comment })),
    ...history.leads.map((lead): Entry => ({ kind: 'lead', date: lead.date_created, lead })),
  ].sort((a, b) => b.date.localeCompare(a.date));

  if (entries.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {M.noHistory}
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label={M.history}>
      {entries.map((entry) =>
        entry.kind === 'comment' ? (
          <Box as="li" key={`c${entry.comment.id_comment}`}>
            <CommentList comments={[entry.comment]} onEdit={onEditComment} label={M.comment} />
          </Box>
        ) : (
          <LeadEntry
            key={`l${entry.lead.id_lead}`}
            lead={entry.lead}
            onEditComment={onEditComment}
            onOpenLead={onOpenLead}
          />
        ),
      )}
    </Stack>
  );
}

type LeadEntryProps = Omit<ContactHistoryListProps, 'history'> & { lead: ContactHistoryLead };

function LeadEntry({ lead, onEditComment, onOpenLead }: LeadEntryProps) {
  const heading = M.leadEntry(lead.id_lead, formatDateTime(lead.date_created));
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" aria-label={heading}>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{heading}</Text>
          <Badge>{LEAD_STATUS_LABELS[lead.status]}</Badge>
          {lead.manager_name && (
            <Text fontSize="sm" color="fg.muted">
              {lead.manager_name}
            </Text>
          )}
        </HStack>
        <Button size="xs" variant="outline" onClick={() => onOpenLead(lead)}>
          {M.openLead}
        </Button>
      </HStack>
      {lead.contract_id !== null && (
        <HStack gap="2" wrap="wrap" mb="2" p="2" bg="bg.subtle" borderRadius="md" fontSize="sm">
          <Text>{M.contract(lead.contract_number, formatDate(lead.date_created_contract))}</Text>
          <ContractStatusBadge status={lead.status_contract} />
          {lead.children_club && <Badge colorPalette="purple">{M.childrenClub}</Badge>}
          {lead.doc_name ? (
            <Text>
              {M.document}: {lead.doc_name}
            </Text>
          ) : (
            // An empty doc_name: the contract is closed or deleted, nothing to download.
            <Button size="2xs" variant="outline" disabled title={TOASTS.contractDeleted}>
              {M.contractClosed}
            </Button>
          )}
        </HStack>
      )}
      <CommentList comments={lead.comment} onEdit={onEditComment} />
    </Box>
  );
}
