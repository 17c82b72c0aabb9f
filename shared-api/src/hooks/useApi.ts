import useSWR, { type SWRConfiguration } from 'swr';
import { apiGet } from '../client/client';

type Params = Record<string, string | number | boolean | undefined>;

/** SWR over apiGet; `path` null skips the request. The key holds the params so each query caches apart. */
export function useApi<T>(path: string | null, params?: Params, config?: SWRConfiguration<T>) {
  return useSWR<T>(
    path ? [path, params] : null,
    ([p, q]: [string, Params | undefined]) => apiGet<T>(p, { searchParams: q }),
    config,
  );
}
