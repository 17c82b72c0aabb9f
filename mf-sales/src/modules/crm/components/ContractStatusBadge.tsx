import { Badge } from '@school/shared-ui/chakra';
import { CONTRACT_STATUS_LABELS } from '../messages';

type ContractStatus = keyof typeof CONTRACT_STATUS_LABELS;

/** sales-people-settings.md, contracts table: active green, cancelled yellow, closed red. */
const PALETTE: Record<ContractStatus, string> = {
  active: 'green',
  cancelled: 'yellow',
  closed: 'red',
  new: 'gray',
  '': 'gray',
};

export function ContractStatusBadge({ status }: { status: string }) {
  const known = (status in PALETTE ? status : '') as ContractStatus;
  return (
    <Badge colorPalette={PALETTE[known]} variant="solid" data-status={status}>
      {CONTRACT_STATUS_LABELS[known] === '—' ? status || '—' : CONTRACT_STATUS_LABELS[known]}
    </Badge>
  );
}
