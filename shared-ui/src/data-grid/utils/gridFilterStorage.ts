// Search text and column filters of each grid, kept in localStorage per grid name and cleared at
// logout (clearSavedGridFilters).

export const GRID_FILTER_PREFIX = 'gridFilter:';

export type SavedGridFilter = { search: string; columns: Record<string, string> };

export const EMPTY_GRID_FILTER: SavedGridFilter = { search: '', columns: {} };

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage can be disabled by the browser's privacy settings.
  }
};

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string');

export const loadGridFilter = (name: string): SavedGridFilter => {
  try {
    const raw = storage()?.getItem(GRID_FILTER_PREFIX + name);
    if (!raw) return EMPTY_GRID_FILTER;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return EMPTY_GRID_FILTER;
    const { search, columns } = parsed as Partial<SavedGridFilter>;
    return {
      search: typeof search === 'string' ? search : '',
      columns: isStringRecord(columns) ? columns : {},
    };
  } catch {
    return EMPTY_GRID_FILTER;
  }
};

export const saveGridFilter = (name: string, filter: SavedGridFilter): void => {
  const columns = Object.fromEntries(Object.entries(filter.columns).filter(([, value]) => value !== ''));
  try {
    if (filter.search === '' && Object.keys(columns).length === 0) {
      storage()?.removeItem(GRID_FILTER_PREFIX + name);
    } else {
      storage()?.setItem(GRID_FILTER_PREFIX + name, JSON.stringify({ search: filter.search, columns }));
    }
  } catch {
    // A full or disabled storage only loses the saved filter.
  }
};

/** Forgets the saved filters of every grid (called at logout). */
export const clearSavedGridFilters = (): void => {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(GRID_FILTER_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => store.removeItem(key));
};
