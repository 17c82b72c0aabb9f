import {
  APPOINTMENT_DURATIONS,
  APPOINTMENT_PERIOD_MAX_DAYS,
  REMOVE_SUBSTITUTE,
  SUBSTITUTE_SUBJECT_REQUIRED,
  type Appointment,
  type AppointmentClash,
  type AppointmentCopyAnswer,
  type ParsedBody,
  type ParsedQuery,
  type appointmentEndpoints,
} from '@school/shared-api/contracts';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { branchTimeZone } from '../../db/timeZones';
import { ApiError, fieldError, notFound, staleVersion } from '../../http/errors';
import { addDays, dateInZone, weekdayIndex } from '../../lib/dates';
import { APPOINTMENT_MESSAGES as M, groupClash, teacherClash } from './messages';
import * as repo from './repository';

type ListQuery = ParsedQuery<typeof appointmentEndpoints.appointmentsGet>;
type AddBody = ParsedBody<typeof appointmentEndpoints.appointmentAdd>;
type UpdateBody = ParsedBody<typeof appointmentEndpoints.appointmentUpdate>;
type RemoveBody = ParsedBody<typeof appointmentEndpoints.appointmentRemove>;
type CheckBody = ParsedBody<typeof appointmentEndpoints.appointmentCheck>;
type SubstituteInput = AddBody['is_substitute'];

const WEEKDAYS = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** 45 -> '0:45', 135 -> '2:15'. */
export function durationText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

function minutesOf(duration: string): number {
  const known = APPOINTMENT_DURATIONS.find((each) => each.value === duration);
  if (known) return known.minutes;
  const [hours, minutes] = duration.split(':').map(Number);
  return hours * 60 + minutes;
}

function answer(row: repo.AppointmentRow): Appointment {
  const { duration_minutes: minutes, ...rest } = row;
  return { ...rest, duration: durationText(minutes), day: WEEKDAYS[weekdayIndex(row.date.slice(0, 10))] };
}

/** 'YYYY-MM-DD HH:mm' -> 'YYYY-MM-DD HH:mm:ss'. */
const fullTime = (date: string) => (date.length === 16 ? `${date}:00` : date);

/**
 * GET /appointments/get: a branch's plan of a period, by default from the Monday of the branch's week to the
 * Sunday of the next; at most APPOINTMENT_PERIOD_MAX_DAYS days.
 */
export async function listAppointments(q: Queryable, query: ListQuery, now: Date): Promise<Appointment[]> {
  const zone = await branchTimeZone(q, query.location);
  if (zone === null) throw notFound();
  const today = dateInZone(now, zone);
  const from = query.date_from ?? addDays(today, -weekdayIndex(today));
  const to = query.date_to ?? addDays(from, 13);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw fieldError(400, 'date_to', M.periodOrder);
  if (days > APPOINTMENT_PERIOD_MAX_DAYS) {
    const message = `Период не может быть больше ${APPOINTMENT_PERIOD_MAX_DAYS} дней`;
    throw fieldError(400, 'date_to', message);
  }
  return (await repo.appointmentRows(q, now, query.location, from, to)).map(answer);
}

/** The clashes of an interval: per overlapping appointment, the person's clash first, then the group's. */
async function clashesOf(q: Queryable, probe: repo.ClashProbe): Promise<AppointmentClash[]> {
  const rows = await repo.clashRows(q, probe);
  return rows.flatMap((row) => {
    const clashes: AppointmentClash[] = [];
    if (row.person_id === probe.personId)
      clashes.push({ kind: 'teacher', appointment_id: row.id, message: teacherClash(row) });
    if (row.group_id === probe.groupId)
      clashes.push({ kind: 'group', appointment_id: row.id, message: groupClash(row) });
    return clashes;
  });
}

/** The substitute after a change: a new id, none ('', null, 'remove'), or the stored one when absent. */
function substituteAfter(input: SubstituteInput, stored: number | null): number | null {
  if (input === undefined) return stored;
  if (input === null || input === '' || input === REMOVE_SUBSTITUTE) return null;
  return input;
}

async function groupOf(q: Queryable, groupId: number): Promise<repo.GroupOfPlan> {
  const group = await repo.groupOfPlan(q, groupId);
  if (!group) throw notFound();
  if (group.removed) throw fieldError(422, 'group_id', M.groupRemoved);
  return group;
}

type Fields = {
  date: string;
  user_id: number;
  group_id: number;
  subject: string;
  duration: string;
  subject_substitute: string;
};

/**
 * The stored values of an add or an update, checked: the group of a branch and not removed; the teacher and
 * the substitute (when they change) active in the group's branch, the substitute not the teacher and with
 * the subject of the substitution; then no clash of the group or of who teaches (409, the first clash).
 */
async function checkedValues(
  tx: Queryable,
  fields: Fields,
  substituteId: number | null,
  before: repo.StoredAppointment | null,
  excludeId: number | null,
): Promise<repo.AppointmentValues> {
  const group = await groupOf(tx, fields.group_id);
  const branchChanged = before === null || before.location_id !== group.location_id;
  if (
    (branchChanged || before.teacher_id !== fields.user_id) &&
    !(await repo.teachesIn(tx, fields.user_id, group.location_id))
  )
    throw fieldError(422, 'user_id', M.teacher);
  const subjectSubstitute = substituteId === null ? '' : fields.subject_substitute.trim();
  if (substituteId !== null) {
    if (substituteId === fields.user_id) throw fieldError(422, 'is_substitute', M.sameSubstitute);
    if (
      (branchChanged || before.substitute_id !== substituteId) &&
      !(await repo.teachesIn(tx, substituteId, group.location_id))
    )
      throw fieldError(422, 'is_substitute', M.substitute);
    if (subjectSubstitute === '') throw fieldError(422, 'subject_substitute', SUBSTITUTE_SUBJECT_REQUIRED);
  }
  const values: repo.AppointmentValues = {
    location_id: group.location_id,
    group_id: group.id,
    teacher_id: fields.user_id,
    date: fullTime(fields.date),
    zone: group.time_zone,
    duration_minutes: minutesOf(fields.duration),
    subject: fields.subject.trim(),
    substitute_id: substituteId,
    subject_substitute: subjectSubstitute,
  };
  await repo.lockPlan(tx);
  const [clash] = await clashesOf(tx, probeOf(values, excludeId));
  if (clash) throw fieldError(409, 'date', clash.message);
  return values;
}

const probeOf = (values: repo.AppointmentValues, excludeId: number | null): repo.ClashProbe => ({
  date: values.date,
  zone: values.zone,
  minutes: values.duration_minutes,
  groupId: values.group_id,
  personId: values.substitute_id ?? values.teacher_id,
  excludeId,
});

async function readAnswer(q: Queryable, id: number, now: Date): Promise<Appointment> {
  const row = await repo.appointmentById(q, now, id);
  if (!row) throw notFound();
  return answer(row);
}

/** POST /appointment/add: a new appointment (and substitution), checked for clashes; audit row. */
export function addAppointment(db: Db, actorId: number, body: AddBody, now: Date): Promise<Appointment> {
  return db.transaction(async (tx) => {
    const values = await checkedValues(tx, body, substituteAfter(body.is_substitute, null), null, null);
    const after = await repo.insertAppointment(tx, values, actorId);
    await audit(tx, {
      actorId,
      entity: 'appointment',
      entityId: after.id,
      action: 'create',
      before: null,
      after,
      at: now,
    });
    return readAnswer(tx, after.id, now);
  });
}

/** POST /appointment/update: the fields from the version the user saw; 'remove' takes the substitution away. */
export function updateAppointment(
  db: Db,
  actorId: number,
  body: UpdateBody,
  now: Date,
): Promise<Appointment> {
  return db.transaction(async (tx) => {
    const before = await repo.lockAppointment(tx, body.id);
    if (!before) throw notFound();
    if (before.version !== body.version) throw staleVersion();
    const substituteId = substituteAfter(body.is_substitute, before.substitute_id);
    const values = await checkedValues(tx, body, substituteId, before, body.id);
    const after = await repo.updateAppointment(tx, body.id, values);
    await audit(tx, {
      actorId,
      entity: 'appointment',
      entityId: body.id,
      action: 'update',
      before,
      after,
      at: now,
    });
    return readAnswer(tx, body.id, now);
  });
}

/** POST /appointment/remove: an appointment with no recorded lesson (409 otherwise); audit row keeps it. */
export function removeAppointment(
  db: Db,
  actorId: number,
  body: RemoveBody,
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await repo.lockAppointment(tx, body.id);
    if (!before) throw notFound();
    if (body.version !== undefined && before.version !== body.version) throw staleVersion();
    if (before.lesson_id !== null) throw new ApiError(409, M.recorded);
    await repo.deleteAppointment(tx, body.id);
    await audit(tx, {
      actorId,
      entity: 'appointment',
      entityId: body.id,
      action: 'delete',
      before,
      after: null,
      at: now,
    });
    return { id: body.id };
  });
}

/** POST /appointment/check: every clash the appointment would have (the edited one left out). */
export async function checkAppointment(
  q: Queryable,
  body: CheckBody,
  now: Date,
): Promise<{ clashes: AppointmentClash[] }> {
  const group = await repo.groupOfPlan(q, body.group_id);
  if (!group) throw notFound();
  let stored: number | null = null;
  if (body.id !== undefined && body.is_substitute === undefined) {
    const row = await repo.appointmentById(q, now, body.id);
    stored = row?.is_substitute ?? null;
  }
  const substituteId = substituteAfter(body.is_substitute, stored);
  const clashes = await clashesOf(q, {
    date: fullTime(body.date),
    zone: group.time_zone,
    minutes: minutesOf(body.duration),
    groupId: body.group_id,
    personId: substituteId ?? body.user_id,
    excludeId: body.id ?? null,
  });
  return { clashes };
}

/**
 * GET /appointments/copy: the branch's appointments of this week (its zone) a week later, in one
 * transaction, without their substitutions; one that would clash (with a copy made before it too) is
 * skipped with its clash. Audit row per copy.
 */
export function copyWeek(
  db: Db,
  actorId: number,
  locationId: number,
  now: Date,
): Promise<AppointmentCopyAnswer> {
  return db.transaction(async (tx) => {
    const zone = await branchTimeZone(tx, locationId);
    if (zone === null) throw notFound();
    await repo.lockPlan(tx);
    const today = dateInZone(now, zone);
    const sources = await repo.weekToCopy(tx, locationId, addDays(today, -weekdayIndex(today)));
    let copied = 0;
    const skipped: AppointmentClash[] = [];
    for (const source of sources) {
      const values: repo.AppointmentValues = {
        location_id: locationId,
        group_id: source.group_id,
        teacher_id: source.teacher_id,
        date: source.next_date,
        zone,
        duration_minutes: source.duration_minutes,
        subject: source.subject,
        substitute_id: null,
        subject_substitute: '',
      };
      const [clash] = await clashesOf(tx, probeOf(values, null));
      if (clash) {
        skipped.push(clash);
        continue;
      }
      const after = await repo.insertAppointment(tx, values, actorId);
      await audit(tx, {
        actorId,
        entity: 'appointment',
        entityId: after.id,
        action: 'copy',
        before: null,
        after: { ...after, copied_from: source.id },
        at: now,
      });
      copied += 1;
    }
    return { copied, skipped };
  });
}
