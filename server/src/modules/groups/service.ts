import type {
  Group,
  GroupOptions,
  PageAnswer,
  PageRequest,
  ParsedBody,
  learningEndpoints,
} from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { fieldError, notFound, staleVersion } from '../../http/errors';
import { dateInZone } from '../../lib/dates';
import { formatKopecks, toKopecks } from '../../lib/money';
import { searchWords } from '../../lib/searchWords';
import { movePupils } from '../board/service';
import { GROUP_MESSAGES as M } from './messages';
import * as repo from './repository';

type AddBody = ParsedBody<typeof learningEndpoints.groupAdd>;
type UpdateBody = ParsedBody<typeof learningEndpoints.groupUpdate>;
type RemoveBody = ParsedBody<typeof learningEndpoints.groupRemove>;

function toGroup(row: repo.GroupSqlRow): Group {
  return {
    id: row.id,
    short_name: row.short_name,
    course: row.course,
    location: row.location,
    teacher: row.teacher,
    start_date: row.start_date,
    students_count: row.students_count,
    camp: row.camp,
    day_of_the_week: row.day_of_the_week,
    training_day: row.training_day,
    weeks: row.weeks,
    price_per_week: row.price_per_week,
    currency: row.currency,
    timing: row.timing,
    version: row.version,
  };
}

/** Groups of the user's branches (removed ones left out): all of them, or one page with the total. */
export async function listGroups(
  q: Queryable,
  auth: AuthContext,
  page: PageRequest | null = null,
): Promise<Group[] | PageAnswer<typeof learningEndpoints.groupGet>> {
  if (!page) return (await repo.groupRows(q, auth.locations)).map(toGroup);
  const { location, course } = page.filters;
  const result = await repo.groupPage(q, auth.locations, {
    limit: page.limit,
    offset: page.offset,
    sort: page.sort,
    order: page.order,
    words: searchWords(page.q),
    location: typeof location === 'number' ? location : null,
    course: typeof course === 'number' ? course : null,
  });
  return { rows: result.rows.map(toGroup), total: result.total, offset: page.offset, limit: page.limit };
}

/** GET /group/options/get: the user's open branches with currency, their country's courses and teachers. */
export async function groupOptions(q: Queryable, auth: AuthContext): Promise<GroupOptions> {
  const [locations, courses, teachers] = await Promise.all([
    repo.optionLocations(q, auth.locations),
    repo.countryCourses(q),
    repo.branchTeachers(q, auth.locations),
  ]);
  return {
    locations: locations.map(({ country_id, ...location }) => ({
      ...location,
      courses: courses
        .filter((course) => course.country_id === country_id)
        .map(({ value, label }) => ({ value, label })),
      teachers: teachers
        .filter((teacher) => teacher.location_id === location.value)
        .map(({ value, label }) => ({ value, label })),
    })),
  };
}

/** The body's group as stored: days sorted without repeats, only the kind's days, price to whole kopecks. */
function groupValues(body: AddBody): repo.StoredGroup {
  const unique = <T>(items: readonly T[]) => [...new Set(items)].sort();
  return {
    short_name: body.short_name,
    course: body.course,
    location: body.location,
    teacher: [...new Set(body.teacher)].sort((a, b) => a - b),
    start_date: body.start_date,
    camp: body.camp,
    day_of_the_week: body.camp ? [] : unique(body.day_of_the_week),
    training_day: body.camp ? unique(body.training_day) : [],
    weeks: body.weeks,
    price_per_week: formatKopecks(toKopecks(body.price_per_week)),
    timing: body.timing ?? false,
  };
}

/**
 * A school-year group meets on days of the week, a camp on dates; the branch is open (or the group's own);
 * the course is offered in the branch's country (or is the group's own there); the teachers are active
 * staff of the branch (a teacher the group already has stays).
 */
async function checkGroup(
  tx: Queryable,
  group: repo.StoredGroup,
  before: repo.StoredGroup | null,
): Promise<void> {
  if (!group.camp && group.day_of_the_week.length === 0)
    throw fieldError(400, 'day_of_the_week', M.daysRequired);
  if (group.camp && group.training_day.length === 0)
    throw fieldError(400, 'training_day', M.trainingDaysRequired);
  const location = await repo.locationState(tx, group.location);
  if (!location) throw notFound();
  const sameBranch = before?.location === group.location;
  if (!location.active && !sameBranch) throw fieldError(400, 'location', M.closedLocation);
  const keptCourse = sameBranch && before?.course === group.course;
  if (!keptCourse && !(await repo.courseInCountry(tx, group.course, location.country_id)))
    throw fieldError(400, 'course', M.courseNotInCountry);
  const kept = new Set(sameBranch ? before.teacher : []);
  const asked = group.teacher.filter((id) => !kept.has(id));
  const staff = new Set(await repo.activeStaffOf(tx, asked, group.location));
  const strangers = asked.filter((id) => !staff.has(id));
  if (strangers.length > 0) throw fieldError(400, 'teacher', M.teacherNotInBranch(strangers));
}

async function answer(tx: Queryable, id: number): Promise<Group> {
  const row = await repo.groupById(tx, id);
  if (!row) throw notFound();
  return toGroup(row);
}

/** POST /group/add, in one transaction with its audit row. */
export async function addGroup(db: Db, actorId: number, body: AddBody, now: Date): Promise<Group> {
  return db.transaction(async (tx) => {
    const group = groupValues(body);
    await checkGroup(tx, group, null);
    const id = await repo.insertGroup(tx, group);
    await audit(tx, {
      actorId,
      entity: 'group',
      entityId: id,
      action: 'create',
      before: null,
      after: { ...group, version: 1 },
      at: now,
    });
    return answer(tx, id);
  });
}

/** POST /group/update: from the version the user saw (409 otherwise), with its audit row. */
export async function updateGroup(db: Db, actorId: number, body: UpdateBody, now: Date): Promise<Group> {
  return db.transaction(async (tx) => {
    const before = await repo.lockGroup(tx, body.id);
    if (!before) throw notFound();
    if (before.version !== body.version) throw staleVersion();
    const group = groupValues(body);
    await checkGroup(tx, group, before);
    await repo.updateGroup(tx, body.id, group);
    await audit(tx, {
      actorId,
      entity: 'group',
      entityId: body.id,
      action: 'update',
      before,
      after: { ...group, version: before.version + 1 },
      at: now,
    });
    return answer(tx, body.id);
  });
}

/**
 * POST /group/remove: the group is marked removed (lessons, appointments and contracts keep pointing at
 * it). Its pupils (new and active contracts) go to `move_to`, a group of the same course and branch, by the
 * board's move (history, contract's group, re-pricing) dated the branch's today; without it, 409 naming
 * how many pupils there are.
 */
export async function removeGroup(
  db: Db,
  auth: AuthContext,
  body: RemoveBody,
  now: Date,
): Promise<{ status: 'OK'; moved: number }> {
  return db.transaction(async (tx) => {
    const before = await repo.lockGroup(tx, body.id);
    if (!before) throw notFound();
    if (body.version !== undefined && before.version !== body.version) throw staleVersion();
    const pupils = await repo.pupilContracts(tx, body.id);
    if (pupils.length > 0) {
      const moveTo = body.move_to;
      if (moveTo === undefined) throw fieldError(409, 'move_to', M.pupilsNeedGroup(pupils.length));
      if (moveTo === body.id) throw fieldError(400, 'move_to', M.moveToSelf);
      const target = await repo.groupPlace(tx, moveTo);
      if (!target) throw notFound();
      if (target.course !== before.course || target.location !== before.location)
        throw fieldError(400, 'move_to', M.moveToOther);
      const location = await repo.locationState(tx, before.location);
      if (!location) throw notFound();
      await movePupils(
        tx,
        auth,
        pupils.map((contract_id) => ({ contract_id, to_group_id: moveTo })),
        dateInZone(now, location.time_zone),
      );
    }
    await repo.softRemoveGroup(tx, body.id, now);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'group',
      entityId: body.id,
      action: 'delete',
      before,
      after: pupils.length > 0 ? { moved_to: body.move_to, contracts: pupils } : null,
      at: now,
    });
    return { status: 'OK' as const, moved: pupils.length };
  });
}
