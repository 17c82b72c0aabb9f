import { HStack } from '@school/shared-ui/chakra';
import { LuHistory } from 'react-icons/lu';
import { useHoldsAll } from '@school/shared-api';
import { AUDIT_PERMISSIONS, auditHistoryPath, type AuditEntity } from '@school/shared-api/people';
import { Link as RouterLink } from '@school/shared-ui/router';
import { HISTORY_MESSAGES as M } from './messages';

export type HistoryLinkProps = {
  entity: AuditEntity;
  id: number;
  /** What the link names for a screen reader when several are shown (a row of a grid). */
  label?: string;
};

/**
 * 'История изменений': the audit journal (/app/audit, mf-sales) filtered to one row, for those who may read
 * the journal; nothing for others.
 */
export function HistoryLink({ entity, id, label }: HistoryLinkProps) {
  const allowed = useHoldsAll(AUDIT_PERMISSIONS);
  if (!allowed) return null;
  return (
    <RouterLink
      to={auditHistoryPath(entity, id)}
      aria-label={label ? `${M.history}: ${label}` : undefined}
      style={{ color: 'var(--chakra-colors-blue-fg)' }}
    >
      <HStack as="span" gap="1" display="inline-flex">
        <LuHistory aria-hidden="true" /> {M.history}
      </HStack>
    </RouterLink>
  );
}
