import type { AuthContext } from '../../auth/service';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound, staleVersion } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { addDays } from '../../lib/dates';
import {
  LESSON_SUBJECT_REQUIRED,
  LESSON_TOPIC_REQUIRED,
  type Lesson,
  type LessonStudent,
  type ParsedBody,
  type ParsedQuery,
  type lessonEndpoints,
} from '@school/shared-api/contracts';
import * as repo from './repository';
import { zoomLinkOf } from './zoom';

type Query = ParsedQuery<typeof lessonEndpoints.lessonGet>;
type AddBody = ParsedBody<typeof lessonEndpoints.lessonAdd>;
type UpdateBody = ParsedBody<typeof lessonEndpoints.lessonUpdate>;

/** Roles that see the lessons of their branches; any other holder of lesson.view sees only their own. */
const BRANCH_LESSON_ROLES: readonly string[] = ['admin', 'methodist', 'administrator'];

/** Whose appointments the caller reaches (DESIGN.md section 4: a teacher only their own lessons). */
export function reachOf(auth: AuthContext, scope: RouteScope): repo.LessonReach {
  const branches = scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;
  const ownOnly = !auth.roles.some((role) => BRANCH_LESSON_ROLES.includes(role));
  return { branches, ownUserId: ownOnly ? auth.userId : null, locationId: null, teacherId: null };
}

/** GET /lesson: the lessons of the days asked for. */
export async function listLessons(db: Queryable, auth: AuthContext, scope: RouteScope, query: Query) {
  const reach = {
    ...reachOf(auth, scope),
    locationId: query.location_id ?? null,
    teacherId: query.teacher_id ?? null,
  };
  const to = addDays(query.date, (query.days ?? 1) - 1);
  const rows = await repo.appointmentsOfDays(db, reach, query.date, to);
  return lessonsOf(db, rows);
}

/** The answer for appointments: pupils, files and the video-meeting link filled in. */
async function lessonsOf(q: Queryable, rows: readonly repo.AppointmentRow[]): Promise<Lesson[]> {
  if (rows.length === 0) return [];
  const lessonIds = rows.flatMap((row) => (row.lesson_id === null ? [] : [row.lesson_id]));
  // One after another: a transaction's client runs one query at a time.
  const expected = await repo.expectedPupils(
    q,
    rows.map((row) => row.id_group),
    rows.map((row) => row.date),
  );
  const recorded = await repo.recordedPupils(q, lessonIds);
  const files = await repo.lessonFiles(q, lessonIds);
  const zoom = await repo.zoomConfig(q);
  return rows.map((row) => {
    const students = studentsOf(
      expected.filter((pupil) => pupil.group_id === row.id_group && pupil.date === row.date),
      recorded.filter((pupil) => pupil.lesson_id === row.lesson_id),
    );
    const attachments = files
      .filter((file) => file.lesson_id === row.lesson_id)
      .map(({ id, name, size, content_type }) => ({ id, name, size, content_type }));
    const makeups = students.flatMap((s) =>
      s.id_temporary_arrangement === null ? [] : [s.id_temporary_arrangement],
    );
    return {
      date: row.date,
      lesson_id: row.lesson_id,
      version: row.version,
      id_appointment: row.id_appointment,
      id_group: row.id_group,
      name_group: row.name_group,
      group: {
        id: row.id_group,
        short_name: row.name_group,
        location_id: row.location_id,
        location: row.location,
        last_topic: row.last_topic,
        last_home_work: row.last_home_work,
      },
      teacher: row.teacher,
      substitute: row.substitute_id !== null,
      students,
      completed: row.completed ?? false,
      topic: row.topic ?? '',
      message: row.message ?? '',
      home_work: row.home_work ?? '',
      default_topic: row.default_topic,
      subject: row.lesson_subject ?? row.subject,
      time: row.time,
      duration: row.duration,
      timing: row.timing,
      zoom: zoomLinkOf(zoom, row.id_group),
      id_attachments: attachments.map((file) => file.id),
      attachments,
      id_temporary_arrangement: makeups,
      temporary_arrangement: makeups.length > 0,
    };
  });
}

/**
 * A lesson's pupils: those recorded (with the name written in the lesson), then the expected ones the
 * record does not hold yet (a pupil who joined after the lesson was recorded, absent until marked).
 */
function studentsOf(
  expected: readonly repo.PupilRow[],
  recorded: readonly repo.RecordedPupilRow[],
): LessonStudent[] {
  const students: LessonStudent[] = recorded.map((pupil) => ({
    id: pupil.id,
    name: pupil.name || pupil.kid_name,
    isPresence: pupil.presence,
    description: pupil.description,
    review: pupil.review,
    adaptation: pupil.adaptation,
    from: pupil.from,
    to: pupil.to,
    id_temporary_arrangement: pupil.id_temporary_arrangement,
    makeup: pupil.id_temporary_arrangement !== null,
  }));
  const seen = new Set(students.map((student) => student.id));
  for (const pupil of expected) {
    if (seen.has(pupil.id)) continue;
    seen.add(pupil.id);
    students.push({
      id: pupil.id,
      name: pupil.kid_name,
      isPresence: false,
      description: '',
      review: '',
      adaptation: pupil.adaptation,
      from: null,
      to: null,
      id_temporary_arrangement: pupil.id_temporary_arrangement,
      makeup: pupil.id_temporary_arrangement !== null,
    });
  }
  return students;
}

export const LESSON_MESSAGES = {
  wrongDate: 'Дата не совпадает с датой назначения',
  wrongGroup: 'Группа не совпадает с группой назначения',
  notPupil: (id: number) => `Ученик ${id} не относится к этому уроку`,
  times: 'Время ухода должно быть позже времени прихода',
  files: 'Файл не найден или уже прикреплён к другому уроку',
  recorded: 'Урок уже отмечен. Обновите данные.',
} as const;

type SaveBody = AddBody | UpdateBody;

/** The pupils of the body as stored, checked against the lesson's pupils. */
function studentValues(
  body: SaveBody,
  expected: readonly repo.PupilRow[],
  recorded: readonly repo.RecordedPupilRow[],
  timing: boolean,
): repo.LessonStudentValues[] {
  const known = new Map<number, { kid_name: string; adaptation: boolean; makeup: number | null }>();
  for (const pupil of recorded) {
    known.set(pupil.id, {
      kid_name: pupil.kid_name,
      adaptation: pupil.adaptation,
      makeup: pupil.id_temporary_arrangement,
    });
  }
  for (const pupil of expected) {
    if (!known.has(pupil.id)) {
      known.set(pupil.id, {
        kid_name: pupil.kid_name,
        adaptation: pupil.adaptation,
        makeup: pupil.id_temporary_arrangement,
      });
    }
  }
  const seen = new Set<number>();
  return body.students.flatMap((student) => {
    const pupil = known.get(student.id);
    if (!pupil) throw fieldError(400, 'students', LESSON_MESSAGES.notPupil(student.id));
    if (seen.has(student.id)) return [];
    seen.add(student.id);
    const timed = timing && pupil.adaptation && student.isPresence;
    const from = timed ? (student.from ?? null) : null;
    const to = timed ? (student.to ?? null) : null;
    if (from !== null && to !== null && to <= from) throw fieldError(400, 'students', LESSON_MESSAGES.times);
    const name = student.name ?? '';
    return [
      {
        contract_id: student.id,
        name: name === pupil.kid_name ? '' : name,
        presence: student.isPresence,
        time_from: from,
        time_to: to,
        description: student.description ?? '',
        review: student.review ?? '',
        temporary_arrangement_id: pupil.makeup,
      },
    ];
  });
}

/** The appointment in the caller's reach, matching the body's date and group; 404 outside the reach. */
async function reachedAppointment(
  tx: Queryable,
  auth: AuthContext,
  scope: RouteScope,
  body: SaveBody,
): Promise<repo.AppointmentRow> {
  const appointment = await repo.appointmentInReach(tx, reachOf(auth, scope), body.id_appointment);
  if (!appointment) throw notFound();
  if (appointment.date !== body.date) throw fieldError(400, 'date', LESSON_MESSAGES.wrongDate);
  if (body.group !== undefined && body.group !== appointment.id_group) {
    throw fieldError(400, 'group', LESSON_MESSAGES.wrongGroup);
  }
  return appointment;
}

/** Pupils, makeups and files of a save: the part add and update share. */
async function saveParts(
  tx: Queryable,
  auth: AuthContext,
  appointment: repo.AppointmentRow,
  lessonId: number,
  body: SaveBody,
): Promise<void> {
  const expected = await repo.expectedPupils(tx, [appointment.id_group], [appointment.date]);
  const recorded = await repo.recordedPupils(tx, [lessonId]);
  const students = studentValues(body, expected, recorded, appointment.timing);
  await repo.replaceLessonStudents(tx, lessonId, students);
  const makeups = students.filter((s) => s.temporary_arrangement_id !== null);
  await repo.settleMakeups(
    tx,
    makeups.filter((s) => s.presence).map((s) => s.temporary_arrangement_id as number),
    makeups.filter((s) => !s.presence).map((s) => s.temporary_arrangement_id as number),
  );
  const fileIds = [...new Set(body.id_attachments ?? [])];
  if ((await repo.attachFiles(tx, lessonId, fileIds, auth.userId)) !== fileIds.length) {
    throw fieldError(400, 'id_attachments', LESSON_MESSAGES.files);
  }
}

function lessonValues(body: SaveBody): repo.LessonValues {
  const topic = (body.topic ?? '').trim();
  const subject = (body.subject ?? '').trim();
  if (topic === '') throw fieldError(400, 'topic', LESSON_TOPIC_REQUIRED);
  if (subject === '') throw fieldError(400, 'subject', LESSON_SUBJECT_REQUIRED);
  return {
    topic,
    home_work: body.home_work ?? '',
    message: body.message ?? '',
    subject,
    completed: body.completed ?? true,
  };
}

async function answerFor(q: Queryable, auth: AuthContext, scope: RouteScope, appointmentId: number) {
  const row = await repo.appointmentInReach(q, reachOf(auth, scope), appointmentId);
  if (!row) throw notFound();
  const [lesson] = await lessonsOf(q, [row]);
  return lesson;
}

/** POST /lesson/add: records the appointment's lesson, its pupils, makeups and files in one transaction. */
export function addLesson(db: Db, auth: AuthContext, scope: RouteScope, body: AddBody, now: Date) {
  return db.transaction(async (tx) => {
    const appointment = await reachedAppointment(tx, auth, scope, body);
    if (appointment.lesson_id !== null) throw new ApiError(409, LESSON_MESSAGES.recorded);
    const lessonId = await repo.insertLesson(tx, appointment, lessonValues(body), auth.userId, now);
    if (lessonId === null) throw new ApiError(409, LESSON_MESSAGES.recorded);
    await saveParts(tx, auth, appointment, lessonId, body);
    return answerFor(tx, auth, scope, appointment.id_appointment);
  });
}

/** POST /lesson/update: changes the recorded lesson read at `version` (stale: 409). */
export function updateLesson(db: Db, auth: AuthContext, scope: RouteScope, body: UpdateBody, now: Date) {
  return db.transaction(async (tx) => {
    const appointment = await reachedAppointment(tx, auth, scope, body);
    if (appointment.lesson_id !== body.lesson_id) throw notFound();
    const changed = await repo.updateLesson(
      tx,
      body.lesson_id,
      appointment.id_appointment,
      body.version,
      lessonValues(body),
      auth.userId,
      now,
    );
    if (!changed) throw staleVersion();
    await saveParts(tx, auth, appointment, body.lesson_id, body);
    return answerFor(tx, auth, scope, appointment.id_appointment);
  });
}
