import type { SortingState } from '@tanstack/react-table';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ServerGridOptions, ServerGridQuery } from '../types';

/** Rows per page of a grid in server mode, unless the page gives its own. */
export const SERVER_PAGE_SIZE = 50;

/** Server searches start 1000 ms after the user stops typing (money.md section 2). */
export const SERVER_SEARCH_DELAY_MS = 1000;

export type ServerQueryState = {
  offset: number;
  limit: number;
  setOffset: (offset: number) => void;
  /** The search box holds text the server has not been asked about yet. */
  pending: boolean;
};

type Input = {
  server: ServerGridOptions | undefined;
  sorting: SortingState;
  search: string;
  columnFilters: readonly { id: string; value: string }[];
};

/**
 * The query of a grid in server mode, reported through onQueryChange whenever it changes: the search is
 * sent after the typing pause, and a change of sort, search or filters goes back to the first page.
 * Null without server mode.
 */
export const useServerQuery = ({
  server,
  sorting,
  search,
  columnFilters,
}: Input): ServerQueryState | null => {
  const limit = server?.pageSize ?? SERVER_PAGE_SIZE;
  const [sentSearch, setSentSearch] = useState(search);
  useEffect(() => {
    if (!server || search === sentSearch) return;
    const timer = setTimeout(() => setSentSearch(search), SERVER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [server, search, sentSearch]);

  const sort = sorting[0];
  const filters = Object.fromEntries(columnFilters.map((filter) => [filter.id, String(filter.value)]));
  const selection = JSON.stringify([sort?.id ?? null, sort?.desc ?? false, sentSearch.trim(), filters]);
  // The offset belongs to one selection: another sort, search or filter starts at the first page.
  const [paging, setPaging] = useState({ selection, offset: 0 });
  const offset = paging.selection === selection ? paging.offset : 0;

  const query: ServerGridQuery = {
    offset,
    limit,
    ...(sort ? { sort: sort.id, order: sort.desc ? 'desc' : 'asc' } : {}),
    q: sentSearch.trim(),
    filters,
  };
  const queryKey = JSON.stringify(query);
  const onQueryChange = server?.onQueryChange;
  const latest = useRef({ onQueryChange, query });
  useLayoutEffect(() => {
    latest.current = { onQueryChange, query };
  });
  useEffect(() => {
    latest.current.onQueryChange?.(latest.current.query);
  }, [queryKey]);

  if (!server) return null;
  return {
    offset,
    limit,
    setOffset: (next) => setPaging({ selection, offset: next }),
    pending: search.trim() !== sentSearch.trim(),
  };
};
