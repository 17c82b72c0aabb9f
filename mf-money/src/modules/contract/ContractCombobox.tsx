import { Box, Input, Stack, Text } from '@school/shared-ui/chakra';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { moneyEndpoints, useEndpoint, type ContractSearchHit } from '@school/shared-api';
import { CONTRACT_MESSAGES as M, STATUS } from './messages';

/** The search starts 1000 ms after typing stops, on non-empty input (money.md sections 2 and 9). */
export const CONTRACT_SEARCH_DELAY_MS = 1000;

export type ContractComboboxProps = {
  /** Called with the hit chosen by a click or by Enter; the box then empties. */
  onPick: (hit: ContractSearchHit) => void;
  label?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  inputId?: string;
  /** Fires on Escape while no hits are shown (a form may move on). */
  onEscape?: () => void;
  /** The typed text, as it changes (a form can tell typed-but-not-chosen from empty). */
  onTextChange?: (text: string) => void;
};

/**
 * A contract search box (number, surname or phone) whose hits are a list the arrow keys walk. Enter on
 * text whose search has not started yet searches at once, so a cashier who types a number and presses
 * Enter does not wait for the delay; Enter again picks the highlighted hit.
 */
export function ContractCombobox({
  onPick,
  label = M.searchLabel,
  placeholder = M.searchPlaceholder,
  inputRef,
  inputId,
  onEscape,
  onTextChange,
}: ContractComboboxProps) {
  const [text, setText] = useState('');
  const [param, setParam] = useState('');
  const [active, setActive] = useState(0);
  // The hits show while the box has the focus; Escape or leaving the box closes them.
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setParam(text.trim()), CONTRACT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = param.length >= 2 ? { param } : null;
  const { data, error, isLoading } = useEndpoint(moneyEndpoints.contractSearch, query);
  const hits = open && query && data ? Object.values(data) : [];

  const changeText = (next: string) => {
    setText(next);
    onTextChange?.(next);
  };
  const pick = (hit: ContractSearchHit) => {
    changeText('');
    setParam('');
    onPick(hit);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open && hits.length > 0) setOpen(false);
      else onEscape?.();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const typed = text.trim();
      if (typed !== param) {
        setParam(typed);
        setOpen(true);
        setActive(0);
      } else if (hits.length > 0) pick(hits[Math.min(active, hits.length - 1)]);
      return;
    }
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    }
  };

  return (
    <Box position="relative">
      <Input
        ref={inputRef}
        id={inputId}
        value={text}
        onChange={(event) => {
          changeText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
        placeholder={placeholder}
        aria-label={label}
        autoComplete="off"
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={hits.length > 0 ? `${listId}-${active}` : undefined}
        aria-autocomplete="list"
      />
      {open && query && (
        <Box
          position="absolute"
          zIndex="dropdown"
          insetX="0"
          mt="1"
          borderWidth="1px"
          borderRadius="md"
          bg="bg"
          shadow="md"
          maxH="80"
          overflowY="auto"
        >
          {isLoading && <Text p="3">{M.searching}</Text>}
          {error && !isLoading && (
            <Text p="3" color="fg.error">
              {M.loadFailed}
            </Text>
          )}
          {data && !isLoading && hits.length === 0 && <Text p="3">{M.nothingFound}</Text>}
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
                  onClick={() => pick(hit)}
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
