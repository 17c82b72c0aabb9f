import type { Permission } from '@school/shared-api/contracts';
import { ROLE_DEFINITIONS, expandPermissions } from '../../auth/roles';
import { DEMO_EMAILS } from '../../seed/demo';

/** Roles whose accounts are customers (the spec's parent and child), not staff. */
const CUSTOMER_ROLES: readonly string[] = ['parent', 'child'];

/** A demo user of the access matrix: one per role, as the demo seed makes them. */
export type MatrixRole = {
  /** The role's name (access_name), also the local part of its demo e-mail. */
  name: string;
  email: string;
  /** What the roles data gives the role (DESIGN.md section 4), patterns expanded. */
  permissions: Permission[];
  /** The role sees every branch; otherwise its user is limited to their branches. */
  allBranches: boolean;
  /** A parent or child account: limited to its family. */
  customer: boolean;
};

/** The demo users, one per role (admin@, manager@, ..., child@school.test), with their roles' data. */
export const MATRIX_ROLES: readonly MatrixRole[] = DEMO_EMAILS.map((email) => {
  const name = email.split('@')[0];
  const role = ROLE_DEFINITIONS.find((definition) => definition.name === name);
  if (!role) throw new Error(`The demo user ${email} names no role of ROLE_DEFINITIONS`);
  return {
    name,
    email,
    permissions: expandPermissions(role.permissions),
    allBranches: role.allBranches,
    customer: CUSTOMER_ROLES.includes(name),
  };
});
