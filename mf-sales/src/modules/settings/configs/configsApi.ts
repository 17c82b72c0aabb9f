import { ApiError, fetchEndpoint, postEndpoint, useEndpoint, type RequestOptions } from '@school/shared-api';
import { configEndpoints as endpoints, type Config } from '@school/shared-api/people';
import { mutate } from 'swr';

// The Config calls of the settings page over the endpoint table (contracts/endpoints/configs.ts). The writes
// are silent: the page shows the spec's alerts with the server's refusal itself; 401 and 403 still sign out.

const silent: RequestOptions = { silent: true };

/** Every configuration, read afresh on each visit of the tab (no cache across pages: a change shows at once). */
export function useConfigs() {
  return useEndpoint(endpoints.configsGet, {}, { revalidateOnMount: true });
}

export const configsApi = {
  /** POST /config/update: the whole data, from the version shown. */
  update: (config: Config, data: unknown) =>
    postEndpoint(
      endpoints.configUpdate,
      { config_id: config.id, data, business: false, version: config.version },
      silent,
    ),
  /** POST /config/add: a new configuration, or one Zoom link {link, group_id} joining 'zoom_params'. */
  add: (name: string, data: unknown, idempotencyKey: string) =>
    postEndpoint(endpoints.configAdd, { name, data }, { ...silent, idempotencyKey }),
  /** GET /config/remove?id (after the confirmation), from the version shown. */
  remove: (config: Config) =>
    fetchEndpoint(endpoints.configRemove, { id: config.id, version: config.version }, silent),
};

/** After a change: the configurations load again (both tabs read the same list). */
export function revalidateConfigs(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === endpoints.configsGet.path);
}

/** The server's refusal to show beside the spec's alert ('' when there is none to show). */
export function refusalOf(error: unknown): string {
  return error instanceof ApiError ? error.message : '';
}
