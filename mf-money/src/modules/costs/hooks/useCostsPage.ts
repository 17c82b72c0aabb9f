import { useState } from 'react';
import { costEndpoints, usePage, type PageQuery } from '@school/shared-api';
import type { ServerGridQuery } from '@school/shared-ui';
import { gridPageQuery } from '../../money-lists/gridPageQuery';

const entry = costEndpoints.transactionGet;
export type CostsPageQuery = PageQuery<typeof entry>;

/** The grid's columns the server filters by (the period has fields of its own). */
export const COST_FILTERS = ['location_id', 'category'] as const;

/** A period of dates ('' for an open end), sent as date_from and date_to. */
export type CostPeriod = { from: string; to: string };

/** The grid's query as GET /transaction/get takes it, with the period. */
export function costsQuery(query: ServerGridQuery, period: CostPeriod): CostsPageQuery {
  return {
    ...gridPageQuery<CostsPageQuery>(query, COST_FILTERS),
    ...(period.from ? { date_from: period.from } : {}),
    ...(period.to ? { date_to: period.to } : {}),
  };
}

/**
 * One page of the costs list as the grid asks for it, limited to the period: the rows, the count and the
 * totals per currency of every matching cost. `failed` only once the request is over (not while a retry runs).
 */
export function useCostsPage() {
  const [gridQuery, setGridQuery] = useState<ServerGridQuery | null>(null);
  const [period, setPeriod] = useState<CostPeriod>({ from: '', to: '' });
  const query = gridQuery ? costsQuery(gridQuery, period) : null;
  const { data: page, error, isValidating, mutate } = usePage(entry, query, { keepPreviousData: true });
  return {
    page,
    error: error as unknown,
    failed: error !== undefined && !isValidating,
    retry: () => void mutate(),
    setGridQuery,
    period,
    setPeriod,
  };
}
