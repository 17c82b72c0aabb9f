import type { Queryable } from '../db/db';
import type { SchoolData } from './school';

/** The class schedule's configuration (issue 12): its time slots. Filled by the appointments part. */
export async function seedScheduleConfig(_q: Queryable, _data: SchoolData, _at: Date): Promise<void> {}
