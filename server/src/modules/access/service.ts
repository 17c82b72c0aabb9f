import type { AccessUser } from 'shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import { accessRows } from './repository';

export async function listAccessUsers(q: Queryable, auth: AuthContext): Promise<AccessUser[]> {
  const rows = await accessRows(q, auth.locations, auth.allBranches);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    short_name: row.short_name,
    location: row.location,
    access_id: row.access_id,
    last_activity: row.last_activity ? row.last_activity.toISOString() : null,
    status: row.status,
  }));
}
