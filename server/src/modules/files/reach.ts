import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import { notFound } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { inBranchScope } from '../../http/scopeRepository';
import { isOwnLesson } from './repository';

/**
 * Roles that reach the lessons of their branches; any other holder of lesson.view (a teacher) reaches only
 * their own lessons, as the teacher or the substitute - the rule of the lessons calls (lessons/service.ts).
 */
const BRANCH_LESSON_ROLES: readonly string[] = ['admin', 'methodist', 'administrator'];

export function ownLessonsOnly(auth: AuthContext): boolean {
  return !auth.roles.some((role) => BRANCH_LESSON_ROLES.includes(role));
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
  const branches = scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;
  if (!(await inBranchScope(q, 'lesson', lessonId, branches, auth.userId))) throw notFound();
  if (ownLessonsOnly(auth) && !(await isOwnLesson(q, lessonId, auth.userId))) throw notFound();
}
