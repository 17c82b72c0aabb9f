import type { Queryable } from '../db/db';
import type { SchoolData } from './school';

/** The categories with their operations (the 'category' configuration) and a season of costs per branch. */
export async function seedCosts(tx: Queryable, data: SchoolData, at: Date): Promise<void> {
  void tx;
  void data;
  void at;
}
