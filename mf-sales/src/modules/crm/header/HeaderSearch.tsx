import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Stack,
  Text,
} from '@school/shared-ui/chakra';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import type { Lead } from '@school/shared-api';
import { DataGrid, notify, useIsMobile } from '@school/shared-ui';
import { useContactSearch } from '../api/salesQueries';

import { HEADER_SEARCH_MESSAGES as M, SEARCH_DEBOUNCE_MS, TOASTS } from '../messages';
import { SEARCH_PANEL_MAX_WIDTH, searchColumns } from './searchColumns';
import { LazyContactDialog, LazyLeadDialog } from './lazyDialogs';
import { searchRows, type SearchRow } from './searchRows';

/**
 * The header search of leads and contacts (the shell places it in its header, exposed as
 * 'sales/HeaderSearch'): runs 1000 ms after typing stops (non-empty text only) or at
 * once with 'Найти'; done, rejected and disqualified leads are hidden unless asked for.
 */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [panelOpen, setPanelOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [columnsChoice, setColumnsChoice] = useState<boolean | null>(null);
  const isMobile = useIsMobile();
  const [contactOpen, setContactOpen] = useState(false);
  const [contactId, setContactId] = useState(0);
  const [lead, setLead] = useState<Lead | null>(null);
  const { data, isLoading } = useContactSearch(query, showAll);
  const rows = useMemo(() => searchRows(data), [data]);

  useEffect(() => {
    const typed = text.trim();
    if (!typed) return undefined;
    const timer = setTimeout(() => {
      setQuery(typed);
      setPanelOpen(true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const handleSearch = () => {
    const typed = text.trim();
    if (!typed) return;
    setQuery(typed);
    setPanelOpen(true);
  };

  const handleClear = () => {
    setText('');
    setQuery('');
    setPanelOpen(false);
  };

  // Emptying the field by hand is clearing too: the results of the old text close.
  const handleTextChange = (value: string) => {
    setText(value);
    if (value.trim() === '') {
      setQuery('');
      setPanelOpen(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') handleSearch();
    if (event.key === 'Escape') setPanelOpen(false);
  };

  const openLead = (id: number) => {
    const found = data?.leads.find((candidate) => candidate.id_lead === id);
    if (found) setLead(found);
    else notify.info(TOASTS.leadNotFound);
  };

  // The hint's promise: a double click opens the contact editor; a lead without a contact opens as a lead.
  const handleRowDoubleClick = (row: SearchRow) => {
    if (row.contactId !== null) {
      setContactId(row.contactId);
      setContactOpen(true);
    } else openLead(row.id);
  };

  // Until the user toggles them, the secondary columns show only where they fit (not on a phone).
  const allColumns = columnsChoice ?? !isMobile;
  const columns = useMemo(() => searchColumns(allColumns, isMobile), [allColumns, isMobile]);

  return (
    <Box position="relative" flexShrink={1} minW="0">
      <HStack gap="1" role="search" aria-label={M.searchLabel}>
        <InputGroup
          startElement={<LuSearch />}
          endElement={
            text ? <CloseButton size="2xs" aria-label={M.clear} onClick={handleClear} me="-1" /> : undefined
          }
          width={{ base: '28', md: '40', lg: '48', xl: '64' }}
        >
          <Input
            size="sm"
            type="search"
            // Our own clear button replaces the browser's.
            css={{ '&::-webkit-search-cancel-button': { appearance: 'none' } }}
            aria-label={M.searchLabel}
            placeholder={M.placeholder}
            value={text}
            onChange={(event) => handleTextChange(event.target.value)}
            onKeyDown={handleKeyDown}
          />
        </InputGroup>
        <IconButton size="sm" variant="outline" aria-label={M.search} title={M.search} onClick={handleSearch}>
          <LuSearch />
        </IconButton>
      </HStack>
      {panelOpen && (
        <Box
          role="region"
          aria-label={M.results}
          // Fixed under the header, so the panel stays inside the window whatever the field's position.
          position="fixed"
          top="60px"
          insetEnd={{ base: '4px', md: '16px' }}
          width={{ base: 'calc(100vw - 8px)', md: `min(${SEARCH_PANEL_MAX_WIDTH}px, calc(100vw - 32px))` }}
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          shadow="lg"
          p={{ base: '1.5', md: '3' }}
        >
          <Stack gap="2">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Checkbox.Root
                size="sm"
                checked={showAll}
                onCheckedChange={(event) => setShowAll(event.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{M.showAll}</Checkbox.Label>
              </Checkbox.Root>
              <HStack gap="1">
                <Button
                  size="xs"
                  variant="outline"
                  aria-pressed={!allColumns}
                  onClick={() => setColumnsChoice(!allColumns)}
                >
                  {allColumns ? M.hideColumns : M.showColumns}
                </Button>
                <CloseButton size="xs" aria-label={M.closeResults} onClick={() => setPanelOpen(false)} />
              </HStack>
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {M.hint}
            </Text>
            <DataGrid
              name="headerSearch"
              label={M.results}
              rows={rows}
              columns={columns}
              getRowId={(row) => row.key}
              loading={isLoading}
              height={360}
              emptyText={M.nothingFound}
              onRowDoubleClick={handleRowDoubleClick}
            />
          </Stack>
        </Box>
      )}
      <LazyContactDialog open={contactOpen} onClose={() => setContactOpen(false)} contactId={contactId} />
      {lead && <LazyLeadDialog open onClose={() => setLead(null)} lead={lead} />}
    </Box>
  );
}
