import useSWR, { type SWRConfiguration } from 'swr';
import type {
  Endpoint,
  EndpointBody,
  EndpointQuery,
  EndpointResponse,
  PageAnswer,
  PageQuery,
  PageSpec,
} from '../contracts';
import {
  apiGet,
  apiGetFile,
  apiPost,
  apiPostFile,
  apiPostForm,
  apiPut,
  type DownloadedFile,
  type RequestOptions,
} from '@school/shared-api/core';

// Call functions that read the endpoint table: a path, a request type or an answer type is written once,
// in the table entry (shared-api/src/contracts/endpoints), never again in a hook or a page.

/** A query as a caller writes it: numbers are welcome where the query string carries digits. */
export type CallQuery<E extends Endpoint> =
  EndpointQuery<E> extends object
    ? {
        [K in keyof EndpointQuery<E>]:
          EndpointQuery<E>[K] | (string extends EndpointQuery<E>[K] ? number : never);
      }
    : undefined;

type Params = Record<string, string | number | boolean | undefined>;

function params(query: unknown): Params | undefined {
  return query === undefined || query === null ? undefined : (query as Params);
}

/** GET of a table entry with its query. */
export function fetchEndpoint<E extends Endpoint & { method: 'GET' }>(
  entry: E,
  query?: CallQuery<E>,
  options: RequestOptions = {},
): Promise<EndpointResponse<E>> {
  return apiGet<EndpointResponse<E>>(entry.path, { ...options, searchParams: params(query) });
}

/** POST of a table entry with its JSON body. */
export function postEndpoint<E extends Endpoint & { method: 'POST' }>(
  entry: E,
  body: EndpointBody<E>,
  options: RequestOptions = {},
): Promise<EndpointResponse<E>> {
  return apiPost<EndpointResponse<E>>(entry.path, body, options);
}

/** PUT of a table entry with its JSON body (the updates the specification sends with PUT). */
export function putEndpoint<E extends Endpoint & { method: 'PUT' }>(
  entry: E,
  body: EndpointBody<E>,
  options: RequestOptions = {},
): Promise<EndpointResponse<E>> {
  return apiPut<EndpointResponse<E>>(entry.path, body, options);
}

/** Multipart upload of one file (field `file`) to an upload entry. */
export function uploadEndpoint<E extends Endpoint & { upload: true }>(
  entry: E,
  file: File,
  options: RequestOptions = {},
): Promise<EndpointResponse<E>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiPostForm<EndpointResponse<E>>(entry.path, form, options);
}

/** A file answer of an entry: its bytes and the name the server gave it. */
export function downloadEndpoint<E extends Endpoint & { answer: 'file' }>(
  entry: E,
  query?: CallQuery<E>,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  return apiGetFile(entry.path, { ...options, searchParams: params(query) });
}

/** A file answer of a POST entry, made from its JSON body (an order document): its bytes and its name. */
export function downloadPostEndpoint<E extends Endpoint & { method: 'POST'; answer: 'file' }>(
  entry: E,
  body: EndpointBody<E>,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  return apiPostFile(entry.path, body, options);
}

/**
 * SWR over a GET entry; `query` null skips the request. The cache key is [path, query], so each query
 * caches apart and `mutate` can find an entry's keys by its path.
 */
export function useEndpoint<E extends Endpoint & { method: 'GET' }>(
  entry: E,
  query: CallQuery<E> | null,
  config?: SWRConfiguration<EndpointResponse<E>>,
) {
  return useSWR<EndpointResponse<E>>(
    query === null ? null : [entry.path, params(query)],
    ([path, q]: [string, Params | undefined]) => apiGet<EndpointResponse<E>>(path, { searchParams: q }),
    config,
  );
}

/** One page of a paged list entry (contracts/paging.ts): its rows, the total count and the summary. */
export function fetchPage<E extends Endpoint & { method: 'GET'; page: PageSpec }>(
  entry: E,
  query: PageQuery<E>,
  options: RequestOptions = {},
): Promise<PageAnswer<E>> {
  return apiGet<PageAnswer<E>>(entry.path, { ...options, searchParams: params(query) });
}

/** SWR over one page of a paged list entry; `query` null skips the request. */
export function usePage<E extends Endpoint & { method: 'GET'; page: PageSpec }>(
  entry: E,
  query: PageQuery<E> | null,
  config?: SWRConfiguration<PageAnswer<E>>,
) {
  return useSWR<PageAnswer<E>>(
    query === null ? null : [entry.path, params(query)],
    ([path, q]: [string, Params | undefined]) => apiGet<PageAnswer<E>>(path, { searchParams: q }),
    config,
  );
}
