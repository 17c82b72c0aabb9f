import { z } from 'zod';
import type { Endpoint, EndpointResponse } from './endpoint';
import { queryInt } from './fields';

// One convention for every big list (paging, sort, search and filters run on the server). A list call keeps
// answering its plain list as the specification shows it; given `limit`, it answers one page with the
// total count (and the entry's summary, e.g. totals over every matching row, not only the page's).

/** Largest page. */
export const PAGE_LIMIT_MAX = 500;

/** What a list entry offers besides its plain list: the columns it sorts by, its filters, its summary. */
export type PageSpec = {
  /** Columns the list can be sorted by (the first is the default). */
  sort: readonly [string, ...string[]];
  /** Filters, as query-string schemas (exact values such as a branch id). */
  filters?: z.ZodRawShape;
  /** Figures over every matching row, answered with each page. */
  summary?: z.ZodRawShape;
};

/** The query of a paged request: the entry's own query with the page fields and its filters. */
export function pageQuerySchema(entry: Pick<Endpoint, 'query' | 'page'>) {
  const spec = entry.page as PageSpec;
  const own = entry.query instanceof z.ZodObject ? entry.query.shape : {};
  return z.object({
    ...own,
    limit: queryInt(1, PAGE_LIMIT_MAX),
    offset: queryInt(0, 100_000_000).default(0),
    sort: z.enum(spec.sort as [string, ...string[]]).default(spec.sort[0]),
    order: z.enum(['asc', 'desc']).default('asc'),
    /** Search text: every word must appear in one of the list's searched columns. */
    q: z.string().trim().max(200).default(''),
    ...spec.filters,
  });
}

/** The answer of a paged request: the page's rows, the total count of matching rows, and the summary. */
export function pageAnswerSchema<R extends z.ZodType>(row: R, summary: z.ZodRawShape = {}) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    ...summary,
  });
}

/** A paged request as a handler gets it. */
export type PageRequest = {
  limit: number;
  offset: number;
  sort: string;
  order: 'asc' | 'desc';
  q: string;
  /** The entry's filters that were given. */
  filters: Record<string, unknown>;
};

/** True when a list request asks for a page (it carries `limit`). */
export function asksForPage(query: unknown): boolean {
  return (
    typeof query === 'object' &&
    query !== null &&
    'limit' in query &&
    (query as { limit?: unknown }).limit !== undefined
  );
}

type SummaryOf<E extends Endpoint> = E extends { page: { summary: infer S extends z.ZodRawShape } }
  ? z.output<z.ZodObject<S>>
  : unknown;
type FiltersOf<E extends Endpoint> = E extends { page: { filters: infer F extends z.ZodRawShape } }
  ? { [K in keyof F]?: string | number }
  : unknown;

/** A page of an entry's list, as the client gets it. */
export type PageAnswer<E extends Endpoint> = {
  rows: EndpointResponse<E> extends readonly (infer R)[] ? R[] : never;
  total: number;
  offset: number;
  limit: number;
} & SummaryOf<E>;

/** What a client asks of a paged list. */
export type PageQuery<E extends Endpoint> = {
  limit: number;
  offset?: number;
  sort?: E extends { page: { sort: readonly (infer S)[] } } ? S : never;
  order?: 'asc' | 'desc';
  q?: string;
} & FiltersOf<E>;
