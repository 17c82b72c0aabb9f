import type { Endpoint } from '../endpoint';
import { authEndpoints } from './auth';
import { contractActionEndpoints } from './contractActions';
import { documentEndpoints } from './documents';
import { learningEndpoints } from './learning';
import { paymentEndpoints } from './payments';
import { moneyEndpoints } from './money';
import { peopleEndpoints } from './people';
import { referenceEndpoints } from './reference';
import { salesEndpoints } from './sales';

export {
  authEndpoints,
  contractActionEndpoints,
  documentEndpoints,
  learningEndpoints,
  moneyEndpoints,
  paymentEndpoints,
  peopleEndpoints,
  referenceEndpoints,
  salesEndpoints,
};

/**
 * The endpoint table: every call of the API, declared once (DESIGN.md section 3). The key is the
 * operation's name (operationId in /api/openapi.json).
 */
export const ENDPOINTS = {
  ...authEndpoints,
  ...referenceEndpoints,
  ...moneyEndpoints,
  ...contractActionEndpoints,
  ...documentEndpoints,
  ...paymentEndpoints,
  ...learningEndpoints,
  ...peopleEndpoints,
  ...salesEndpoints,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
