import { useEffect, useState } from 'react';
import { loadGridFilter, saveGridFilter, type SavedGridFilter } from '../utils/gridFilterStorage';

export type SavedGridFilterState = SavedGridFilter & {
  setSearch: (search: string) => void;
  setColumnFilter: (field: string, value: string) => void;
};

/** The grid's search and column filters, restored from and saved to localStorage by grid name. */
export const useSavedGridFilter = (name: string): SavedGridFilterState => {
  const [filter, setFilter] = useState<SavedGridFilter>(() => loadGridFilter(name));

  useEffect(() => {
    saveGridFilter(name, filter);
  }, [name, filter]);

  return {
    ...filter,
    setSearch: (search) => setFilter((current) => ({ ...current, search })),
    setColumnFilter: (field, value) =>
      setFilter((current) => ({ ...current, columns: { ...current.columns, [field]: value } })),
  };
};
