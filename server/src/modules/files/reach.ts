import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import { notFound } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { lessonScope } from '../lessons/repository';
import { reachOf } from '../lessons/service';
import { isOwnLesson } from './repository';

/**
 * Whether the caller reaches only their own lessons (a teacher: as the teacher or the substitute) rather than
 * every lesson of their branches - the rule of the lessons calls, taken from them so that both stay one.
 */
export function ownLessonsOnly(auth: AuthContext, scope: RouteScope): boolean {
  return reachOf(auth, scope).ownUserId !== null;
}

/**
 * A recorded lesson the caller may attach files to or read them from: in the caller's branches and, for a
 * teacher, their own. Otherwise 404 'Неверные данные' (never 403, which signs the user out).
 */
export async function requireLessonInReach(
  q: Queryable,
  auth: AuthContext,
  scope: RouteScope,
  lessonId: number,
): Promise<void> {
  const branches = scope.kind === 'branch' && !scope.allBranches ? [...scope.locations] : null;
  if (!(await lessonScope.branch(q, lessonId, { branches, userId: auth.userId }))) throw notFound();
  if (ownLessonsOnly(auth, scope) && !(await isOwnLesson(q, lessonId, auth.userId))) throw notFound();
}
