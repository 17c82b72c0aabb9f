import { useCallback, useMemo } from 'react';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@school/shared-api/people';
import { useSearchParams } from '@school/shared-ui/router';

/** The journal's filters as the address holds them (?entity=contract&entity_id=12&actor=3&...). */
export type JournalFilters = {
  entity?: AuditEntity;
  entity_id?: string;
  actor?: string;
  action?: AuditAction;
  date_from?: string;
  date_to?: string;
};

export type JournalFilterName = keyof JournalFilters;

const DIGITS = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Only what the server would take: anything else in the address counts as no filter. */
function readFilters(params: URLSearchParams): JournalFilters {
  const entity = params.get('entity');
  const action = params.get('action');
  const pick = (name: string, pattern: RegExp) => {
    const value = params.get(name);
    return value !== null && pattern.test(value) ? value : undefined;
  };
  return {
    entity: (AUDIT_ENTITIES as readonly string[]).includes(entity ?? '')
      ? (entity as AuditEntity)
      : undefined,
    entity_id: pick('entity_id', DIGITS),
    actor: pick('actor', DIGITS),
    action: (AUDIT_ACTIONS as readonly string[]).includes(action ?? '') ? (action as AuditAction) : undefined,
    date_from: pick('date_from', DAY),
    date_to: pick('date_to', DAY),
  };
}

export type JournalParams = {
  filters: JournalFilters;
  /** The page shown, from 0 (?page=2 is the third). */
  page: number;
  setFilter: (name: JournalFilterName, value: string | undefined) => void;
  setPage: (page: number) => void;
  reset: () => void;
};

/**
 * The journal's filters and page, kept in the address so that a link (the contract page's 'История
 * изменений') and the browser's back button show the same changes. A new filter goes back to the first page.
 */
export function useJournalFilters(): JournalParams {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 0;

  const setFilter = useCallback(
    (name: JournalFilterName, value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, value);
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 0) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, page, setFilter, setPage, reset };
}
