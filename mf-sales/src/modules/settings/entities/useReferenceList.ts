import useSWR from 'swr';
import { fetchEndpoint, type Endpoint, type EndpointResponse } from '@school/shared-api';
import { notify } from '@school/shared-ui';

/**
 * A list of the tab (GET without a query) under the same SWR key as useEndpoint, loaded without the
 * client's own toast: a failure shows the spec's message ('Ошибка при загрузке локаций!') instead.
 */
export function useReferenceList<E extends Endpoint & { method: 'GET' }>(entry: E, failed: string) {
  return useSWR<EndpointResponse<E>>(
    [entry.path, undefined],
    () => fetchEndpoint(entry, undefined, { silent: true }),
    // One toast per failure: the panel's retry loads again (SWR would retry on its own, toasting each time).
    { onError: () => notify.error(failed), shouldRetryOnError: false },
  );
}
