import {
  fetchEndpoint,
  peopleEndpoints,
  postEndpoint,
  type AccessUpdateBody,
  type RequestOptions,
  type UserAddBody,
  type UserDisableBody,
} from 'shared-api';

// The page's writes are silent: it shows the server's message itself (section 8); 401 and 403 still sign out.
export const accessApi = {
  add: (body: UserAddBody, options: RequestOptions = {}) =>
    postEndpoint(peopleEndpoints.userAdd, body, { ...options, silent: true }),
  update: (body: AccessUpdateBody) => postEndpoint(peopleEndpoints.accessUpdate, body, { silent: true }),
  obligations: (user: number) =>
    fetchEndpoint(peopleEndpoints.userObligation, { user: String(user) }, { silent: true }),
  disable: (body: UserDisableBody) => postEndpoint(peopleEndpoints.userDisable, body, { silent: true }),
  activate: (user: number) =>
    fetchEndpoint(peopleEndpoints.userActivate, { user: String(user) }, { silent: true }),
};

/** The server's message of a failed call (its ApiError), or the fallback. */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
