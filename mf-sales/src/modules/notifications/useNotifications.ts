import { useState } from 'react';
import { fetchEndpoint } from '@school/shared-api';
import { taskEndpoints, type Notifications } from '@school/shared-api/sales';
import useSWR from 'swr';
import { nextPollInterval } from './pollInterval';

/**
 * GET /notification/get, polled without a page reload: every minute while the tab is visible (SWR does not
 * poll a hidden tab, and asks again when the tab comes back), the pause doubling after each failure in a
 * row up to ten minutes; SWR's own quick retries are off. Silent: a failed poll shows in the popup, not
 * as a toast every minute. `enabled` false asks for nothing.
 */
export function useNotifications(enabled: boolean) {
  const [failures, setFailures] = useState(0);
  return useSWR<Notifications>(
    enabled ? [taskEndpoints.notificationGet.path] : null,
    () => fetchEndpoint(taskEndpoints.notificationGet, undefined, { silent: true }),
    {
      refreshInterval: nextPollInterval(failures),
      refreshWhenHidden: false,
      refreshWhenOffline: false,
      shouldRetryOnError: false,
      keepPreviousData: true,
      onSuccess: () => setFailures(0),
      onError: () => setFailures((count) => count + 1),
    },
  );
}
