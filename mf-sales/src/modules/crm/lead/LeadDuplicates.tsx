import { Box, Button, HStack, Spinner, Stack, Text } from '@school/shared-ui/chakra';
import type { Lead } from '@school/shared-api';
import { formatDateTime } from '@school/shared-ui';
import { useContactSearch } from '../api/salesQueries';
import { LEAD_MESSAGES as M, LEAD_STATUS_LABELS } from '../messages';

type LeadDuplicatesProps = { lead: Lead; onOpenContact: (id: number) => void };

/** The key a duplicate shares with the lead: its phone, else its e-mail, else a nickname. */
function duplicateKey(lead: Lead): string {
  return lead.phone || lead.email || lead.nickname_inst || lead.nickname_tg || lead.nickname_fb || lead.name;
}

/** What the 'Дубликат' button shows: the other leads and the contacts that match this lead. */
export function LeadDuplicates({ lead, onOpenContact }: LeadDuplicatesProps) {
  const { data, isLoading } = useContactSearch(duplicateKey(lead), true);
  const leads = (data?.leads ?? []).filter((other) => other.id_lead !== lead.id_lead);
  const contacts = data?.contacts ?? [];

  return (
    <Box as="section" aria-label={M.duplicates} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Text fontWeight="semibold" mb="2">
        {M.duplicates}
      </Text>
      {isLoading && <Spinner size="sm" />}
      {!isLoading && leads.length === 0 && contacts.length === 0 && (
        <Text fontSize="sm">{M.noDuplicates}</Text>
      )}
      <Stack gap="1" as="ul" listStyleType="none">
        {contacts.map((contact) => (
          <HStack as="li" key={`c${contact.id_contact}`} justify="space-between" fontSize="sm">
            <Text>
              {[contact.name, contact.last_name].filter(Boolean).join(' ')} · {contact.phone} ·{' '}
              {contact.email}
            </Text>
            <Button size="2xs" variant="outline" onClick={() => onOpenContact(contact.id_contact)}>
              {M.openContact}
            </Button>
          </HStack>
        ))}
        {leads.map((other) => (
          <Text as="li" key={`l${other.id_lead}`} fontSize="sm">
            №{other.id_lead} · {other.name} · {other.phone} · {LEAD_STATUS_LABELS[other.status]} ·{' '}
            {other.manager_name} · {formatDateTime(other.date_created)}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
