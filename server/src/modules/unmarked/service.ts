import type { UnmarkedLesson } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import { notFound } from '../../http/errors';
import * as repo from './repository';

/**
 * GET /unmarked/classes?id=<location>: the branch's lessons of the plan that are over with none recorded
 * (recording the lesson takes it off the list). The route checked the branch is the caller's.
 */
export async function unmarkedLessons(
  q: Queryable,
  locationId: number,
  now: Date,
): Promise<UnmarkedLesson[]> {
  if (!(await repo.locationExists(q, locationId))) throw notFound();
  return repo.unmarkedRows(q, locationId, now);
}
