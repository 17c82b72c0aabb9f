import type { Queryable } from '../db/db';
import type { SchoolData } from './school';

/** The demo school's files (issue 11): filled by the part's owner. */
export async function seedLessonFiles(q: Queryable, data: SchoolData, at: Date): Promise<void> {
  void q;
  void data;
  void at;
}
