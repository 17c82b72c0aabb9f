import { Badge, Box, Button, HStack, Stack, Text } from '@school/shared-ui/chakra';
import type {
  ContactHistory,
  ContactHistoryContract,
  ContactHistoryLead,
  LeadComment,
} from '@school/shared-api';
import { formatDate, formatDateTime } from '@school/shared-ui';
import { CommentList } from '../components/CommentList';
import { ContractStatusBadge } from '../components/ContractStatusBadge';
import { ContractDocumentButton } from '../documents/ContractDocumentButton';
import { CONTACT_MESSAGES as M, LEAD_STATUS_LABELS, TOASTS } from '../messages';

type Entry =
  | { kind: 'comment'; date: string; comment: LeadComment }
  | { kind: 'lead'; date: string; lead: ContactHistoryLead }
  | { kind: 'contract'; date: string; contract: ContactHistoryContract };

type ContactHistoryListProps = {
  history: ContactHistory;
  onEditComment: (comment: LeadComment, text: string) => Promise<void>;
  onOpenLead: (lead: ContactHistoryLead) => void;
};

/**
 * The contact's history, newest first: its own comments, its leads with their comments and contracts, and
 * its contracts that no lead of it carries.
 */
export function ContactHistoryList({ history, onEditComment, onOpenLead }: ContactHistoryListProps) {
  const entries: Entry[] = [
    ...history.comments.map((comment): Entry => ({ kind: 'comment', date: comment.date, comment })),
    ...history.leads.map((lead): Entry => ({ kind: 'lead', date: lead.date_created, lead })),
    ...(history.contracts ?? []).map((contract): Entry => ({
      kind: 'contract',
      date: contract.date_created_contract,
      contract,
    })),
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
        ) : entry.kind === 'contract' ? (
          <Box as="li" key={`k${entry.contract.contract_id}`} aria-label={contractTitle(entry.contract)}>
            <ContractSummary contract={entry.contract} />
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
      {lead.contract_id !== null && <ContractSummary contract={lead} />}
      <CommentList comments={lead.comment} onEdit={onEditComment} />
    </Box>
  );
}

type ContractData = Pick<
  ContactHistoryLead,
  'contract_number' | 'date_created_contract' | 'status_contract' | 'doc_name' | 'children_club'
>;

const contractTitle = (contract: ContractData) =>
  M.contract(contract.contract_number, formatDate(contract.date_created_contract));

/** A contract in force (new or active) is never shown as closed, whatever its document. */
const inForce = (contract: ContractData) =>
  contract.status_contract === 'active' || contract.status_contract === 'new';

/**
 * A contract's number, date, status and document. An empty doc_name means closed or deleted (the spec):
 * 'Договор закрыт', disabled; a contract in force without a document only says it has none yet.
 */
function ContractSummary({ contract }: { contract: ContractData }) {
  return (
    <HStack gap="2" wrap="wrap" mb="2" p="2" bg="bg.subtle" borderRadius="md" fontSize="sm">
      <Text>{contractTitle(contract)}</Text>
      <ContractStatusBadge status={contract.status_contract} />
      {contract.children_club && <Badge colorPalette="purple">{M.childrenClub}</Badge>}
      {contract.doc_name ? (
        <HStack gap="1" minW="0">
          <Text>{M.document}:</Text>
          <ContractDocumentButton docName={contract.doc_name} />
        </HStack>
      ) : inForce(contract) ? (
        <Text color="fg.muted">{M.noDocument}</Text>
      ) : (
        // Nothing to download: the contract is closed or deleted.
        <Button size="2xs" variant="outline" disabled title={TOASTS.contractDeleted}>
          {M.contractClosed}
        </Button>
      )}
    </HStack>
  );
}
