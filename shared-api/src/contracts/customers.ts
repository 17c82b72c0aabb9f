import '../client/zodWithoutEval';
import { z } from 'zod';
import { bodyId } from './fields';
import { rowVersion } from './versions';
import { CUSTOMER_NAME_MAX, CUSTOMER_ROLE_IDS, CUSTOMER_STATUSES, CUSTOMERS_ADD_MAX } from './customerValues';

// Customers (sales-people-settings.md sections 2, 3, 5 and 7): parent and child accounts and the contracts
// linked to them (customer_contracts), which is what a personal area shows.

export * from './customerValues';

export const customerContractSchema = z.object({ contract_id: z.number(), number: z.string() });
export type CustomerContract = z.infer<typeof customerContractSchema>;

/** A customer account (section 3, Customer). */
export const customerSchema = z.object({
  id_user: z.number(),
  full_name: z.string(),
  email: z.string(),
  /** Role ids: 8000 parent, 11111 child. */
  role: z.array(z.number()),
  /** ISO 8601 moment of the last request, or null if never signed in. */
  last_activity: z.string().nullable(),
  /** The numbers of the linked contracts, comma-separated ('' without any). */
  number: z.string(),
  contract: z.array(customerContractSchema),
  status: z.enum(CUSTOMER_STATUSES),
  version: z.number(),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /get/customers?q=: a part of a name, an e-mail or a contract number (optional). */
export const customersQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

const customerEmail = z.string().trim().toLowerCase().min(1).max(200).email();
const customerName = z.string().trim().min(1).max(CUSTOMER_NAME_MAX);
const contractIds = z.array(bodyId).max(100);

/** One row of POST /add/customers. */
export const customerAddRowSchema = z.object({
  email: customerEmail,
  full_name: customerName,
  role: z.union([z.literal(CUSTOMER_ROLE_IDS.parent), z.literal(CUSTOMER_ROLE_IDS.child)]),
  /** Contract ids to link (may be empty: linked later in the edit dialog). */
  contracts: contractIds.default([]),
});
export type CustomerAddRow = z.input<typeof customerAddRowSchema>;

export const customersAddBodySchema = z.object({
  customers: z.array(customerAddRowSchema).min(1).max(CUSTOMERS_ADD_MAX),
});

/** POST /update/customers: name, e-mail and the contracts (at least one), from the version shown. */
export const customerUpdateBodySchema = z.object({
  id_user: bodyId,
  full_name: customerName,
  email: customerEmail,
  contracts: contractIds.min(1),
  version: rowVersion,
});

/** POST /disabled/customers. */
export const customerDisableBodySchema = z.object({ id_user: bodyId, version: rowVersion });
