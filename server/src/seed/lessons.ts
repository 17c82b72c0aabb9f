import type { Queryable } from '../db/db';
import type { SchoolData } from './school';

/** Past lessons of the demo groups with their pupils' presence. */
export async function seedLessons(tx: Queryable, data: SchoolData, at: Date): Promise<void> {
  void tx;
  void data;
  void at;
}
