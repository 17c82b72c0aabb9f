import { Box, Input, Stack, Text } from 'shared-ui/chakra';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { moneyEndpoints, useEndpoint, type ContractSearchHit } from 'shared-api';
import { useNavigate } from 'shared-ui/router';
import { CONTRACT_MESSAGES as M, STATUS } from './messages';

/** The search starts 1000 ms after typing stops, on non-empty input (money.md sections 2 and 9). */
export const CONTRACT_SEARCH_DELAY_MS = 1000;

export const contractPath = (hit: Pick<ContractSearchHit, 'contract_id' | 'number' | 'full_name'>) =>
  `/app/contracts/${hit.contract_id}/${encodeURIComponent(hit.number)}/${encodeURIComponent(hit.full_name)}`;

/** The contract page's search box: number, surname or phone; the hits are a list the arrow keys walk. */
export function ContractSearch() {
  const [text, setText] = useState('');
  const [param, setParam] = useState('');
  const [active, setActive] = useState(0);
  // The hits show while the box has the focus; Escape or leaving the box closes them.
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setParam(text.trim()), CONTRACT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = param.length >= 2 ? { param } : null;
  const { data, error, isLoading } = useEndpoint(moneyEndpoints.contractSearch, query);
  const hits = open && query && data ? Object.values(data) : [];

  const openHit = (hit: ContractSearchHit) => {
    setText('');
    setParam('');
    navigate(contractPath(hit));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(hits[Math.min(active, hits.length - 1)]);
    }
  };

  return (
    <Box position="relative" maxW="xl">
      <Input
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
        placeholder={M.searchPlaceholder}
        aria-label={M.searchLabel}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={hits.length > 0 ? `${listId}-${active}` : undefined}
        aria-autocomplete="list"
      />
      {open && query && (
        <Box mt="1" borderWidth="1px" borderRadius="md" bg="bg" shadow="sm">
          {isLoading && <Text p="3">{M.searching}</Text>}
          {error && !isLoading && (
            <Text p="3" color="fg.error">
              {M.loadFailed}
            </Text>
          )}
          {data && hits.length === 0 && <Text p="3">{M.nothingFound}</Text>}
          {hits.length > 0 && (
            <Stack as="ul" id={listId} role="listbox" aria-label={M.hits} gap="0" listStyleType="none">
              {hits.map((hit, i) => (
                <Box
                  as="li"
                  key={hit.contract_id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={i === active ? 'bg.muted' : undefined}
                  onMouseEnter={() => setActive(i)}
                  // Keeps the focus in the box, so that leaving it does not close the list before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => openHit(hit)}
                >
                  <Text fontWeight="semibold">
                    {hit.number} · {hit.full_name}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {[hit.kid_name, hit.phone, STATUS[hit.status].label, `№ ${hit.contract_id}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
