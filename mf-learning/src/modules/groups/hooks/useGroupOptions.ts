import { learningEndpoints, useEndpoint } from '@school/shared-api';

/** The group form's choices: the user's branches with currency, their country's courses and teachers. */
export function useGroupOptions(enabled: boolean) {
  return useEndpoint(learningEndpoints.groupOptionsGet, enabled ? undefined : null);
}
