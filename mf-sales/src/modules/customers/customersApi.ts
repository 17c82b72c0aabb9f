import {
  fetchEndpoint,
  moneyEndpoints,
  postEndpoint,
  type EndpointBody,
  type RequestOptions,
} from '@school/shared-api';
import { customerEndpoints } from '@school/shared-api/people';

export type CustomersAddRequest = EndpointBody<typeof customerEndpoints.customersAdd>;
export type CustomerUpdateRequest = EndpointBody<typeof customerEndpoints.customersUpdate>;

// The page's writes are silent: it shows the server's message in an alert itself (section 8); 401 and 403
// still sign out.
export const customersApi = {
  add: (body: CustomersAddRequest, options: RequestOptions = {}) =>
    postEndpoint(customerEndpoints.customersAdd, body, { ...options, silent: true }),
  update: (body: CustomerUpdateRequest) =>
    postEndpoint(customerEndpoints.customersUpdate, body, { silent: true }),
  disable: (id_user: number, version: number) =>
    postEndpoint(customerEndpoints.customersDisable, { id_user, version }, { silent: true }),
  /** GET /contract/search?param=: the contracts of the user's branches by number, surname or phone. */
  searchContracts: async (param: string) =>
    Object.values(await fetchEndpoint(moneyEndpoints.contractSearch, { param }, { silent: true })),
};
