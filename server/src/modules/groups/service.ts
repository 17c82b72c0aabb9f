import type { Group } from 'shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import { groupRows } from './repository';

export async function listGroups(q: Queryable, auth: AuthContext): Promise<Group[]> {
  const rows = await groupRows(q, auth.locations);
  return rows.map((row) => ({ ...row }));
}
