import { fetchEndpoint, postEndpoint, type RequestOptions } from '@school/shared-api';
import {
  accessEndpoints,
  type AccessUpdateBody,
  type UserAddBody,
  type UserDisableBody,
} from '@school/shared-api/people';

// The page's writes are silent: it shows the server's message itself (section 8); 401 and 403 still sign out.
export const accessApi = {
  add: (body: UserAddBody, options: RequestOptions = {}) =>
    postEndpoint(accessEndpoints.userAdd, body, { ...options, silent: true }),
  update: (body: AccessUpdateBody) => postEndpoint(accessEndpoints.accessUpdate, body, { silent: true }),
  obligations: (user: number) =>
    fetchEndpoint(accessEndpoints.userObligation, { user: String(user) }, { silent: true }),
  disable: (body: UserDisableBody) => postEndpoint(accessEndpoints.userDisable, body, { silent: true }),
  activate: (user: number) =>
    fetchEndpoint(accessEndpoints.userActivate, { user: String(user) }, { silent: true }),
};

/** The server's message of a failed call (its ApiError), or the fallback. */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
