import { Box } from '@school/shared-ui/chakra';
import type { ContractSearchHit } from '@school/shared-api';
import { useNavigate } from '@school/shared-ui/router';
import { ContractCombobox } from './ContractCombobox';

export { CONTRACT_SEARCH_DELAY_MS } from './ContractCombobox';

export const contractPath = (hit: Pick<ContractSearchHit, 'contract_id' | 'number' | 'full_name'>) =>
  `/app/contracts/${hit.contract_id}/${encodeURIComponent(hit.number)}/${encodeURIComponent(hit.full_name)}`;

/** The contract page's search box: number, surname or phone; a chosen hit opens its contract. */
export function ContractSearch() {
  const navigate = useNavigate();
  return (
    <Box maxW="xl">
      <ContractCombobox onPick={(hit) => navigate(contractPath(hit))} />
    </Box>
  );
}
