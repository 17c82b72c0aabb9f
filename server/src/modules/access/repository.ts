import type { Queryable } from '../../db/db';

export type AccessSqlRow = {
  id: number;
  email: string;
  short_name: string;
  location: number[];
  access_id: number[];
  last_activity: Date | null;
  status: 'active' | 'disabled';
};

/** Staff accounts sharing at least one of `locations` (every staff account when `everyBranch`). */
export function accessRows(
  q: Queryable,
  locations: readonly number[],
  everyBranch: boolean,
): Promise<AccessSqlRow[]> {
  return q.query<AccessSqlRow>(
    `SELECT u.id, u.email, u.short_name, u.status, u.last_activity,
            COALESCE(ul.location, '{}') AS location,
            COALESCE(ur.access_id, '{}') AS access_id
     FROM users u
     LEFT JOIN (SELECT user_id, array_agg(location_id ORDER BY location_id) AS location
                FROM user_locations GROUP BY user_id) ul ON ul.user_id = u.id
     LEFT JOIN (SELECT user_id, array_agg(role_id ORDER BY role_id) AS access_id
                FROM user_roles GROUP BY user_id) ur ON ur.user_id = u.id
     WHERE u.is_employee
       AND ($2::boolean OR EXISTS (SELECT 1 FROM user_locations x
                                   WHERE x.user_id = u.id AND x.location_id = ANY($1::int[])))
     ORDER BY u.short_name, u.id`,
    [locations, everyBranch],
  );
}
