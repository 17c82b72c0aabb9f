import { costEndpoints, useEndpoint } from '@school/shared-api';

/** The cost form's choices: categories with their operations, the user's branches, requisites. */
export function useCostOptions() {
  return useEndpoint(costEndpoints.transactionOptionsGet, undefined);
}
