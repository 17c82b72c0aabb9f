import type { Queryable } from '../../db/db';
import type { SchoolData } from '../../seed/school';
import { requisiteHolidays } from './repository';

/**
 * The demo school's configurations of the settings page that no other area seeds: the requisites' holidays
 * (as stored), the responsible per branch (the sales manager of their branches), the administration (the
 * branch administrator's branches) and the default teacher. Kept when they exist.
 */
export async function seedSettingsConfigs(q: Queryable, data: SchoolData, at: Date): Promise<void> {
  const idOf = (email: string) => data.users.find((user) => user.email === email)?.id;
  const branchesOf = (userId: number | undefined) =>
    userId === undefined
      ? []
      : data.userLocations.filter((link) => link.user_id === userId).map((link) => link.location_id);
  const manager = idOf('manager@school.test');
  const administrator = idOf('administrator@school.test');
  const teacher = idOf('teacher@school.test');
  const configs: [string, unknown][] = [
    ['holidays', await requisiteHolidays(q)],
    ['responsibility', branchesOf(manager).map((location) => ({ location, user: manager }))],
    ['administration', branchesOf(administrator).map((location) => ({ location, user: administrator }))],
  ];
  if (teacher !== undefined) configs.push(['default_teacher', { user_id: teacher }]);
  for (const [name, value] of configs) {
    await q.query(
      `INSERT INTO configs (name, data, updated_at) VALUES ($1, $2::jsonb, $3) ON CONFLICT (name) DO NOTHING`,
      [name, JSON.stringify(value), at],
    );
  }
}
