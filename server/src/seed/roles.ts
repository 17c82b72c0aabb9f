import { ROLE_DEFINITIONS } from '../auth/roles';
import type { Queryable } from '../db/db';
import { countRoles, insertRoles } from './repository';

/** Creates the standard roles with their permissions when no role exists yet (roles are data admins may change later). */
export async function ensureRoles(q: Queryable): Promise<boolean> {
  if ((await countRoles(q)) > 0) return false;
  await insertRoles(q, ROLE_DEFINITIONS);
  return true;
}
