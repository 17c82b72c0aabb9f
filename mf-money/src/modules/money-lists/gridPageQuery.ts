import type { ServerGridQuery } from '@school/shared-ui';

/**
 * The query of a paged list entry (contracts/paging.ts) for what a server-mode grid asks: its page, sort,
 * search and the column filters the entry takes (`filters`, its page filters' names).
 */
export function gridPageQuery<Q extends { limit: number }>(
  query: ServerGridQuery,
  filters: readonly string[],
): Q {
  const taken = Object.fromEntries(
    filters.filter((field) => query.filters[field]).map((field) => [field, query.filters[field]]),
  );
  return {
    limit: query.limit,
    offset: query.offset,
    ...(query.sort ? { sort: query.sort, order: query.order } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...taken,
  } as unknown as Q;
}
