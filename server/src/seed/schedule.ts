import type { Queryable } from '../db/db';
import type { SchoolData } from './school';

/**
 * The demo's time slots of the class schedule: 0:00 (the spec's first slot), the morning hours of camps and
 * Saturday lessons (9:00, 10:00), an hour each to 15:00, then the afternoon lessons of school-year groups
 * (15:00, 16:30, 18:00) and the evening (19:00, 20:00) - every demo appointment starts on one of them.
 */
export const DEMO_SCHEDULE_SLOTS = [
  '0:00',
  '9:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:30',
  '18:00',
  '19:00',
  '20:00',
];

/** The class schedule's configuration (issue 12): its time slots. */
export async function seedScheduleConfig(q: Queryable, _data: SchoolData, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO configs (name, data, updated_at) VALUES ('schedule', $1::jsonb, $2)
     ON CONFLICT (name) DO NOTHING`,
    [JSON.stringify(DEMO_SCHEDULE_SLOTS), at],
  );
}
