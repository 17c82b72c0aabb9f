import { createSubmissionKey, fetchEndpoint, postEndpoint } from '@school/shared-api';
import {
  appointmentEndpoints as endpoints,
  type Appointment,
  type AppointmentClash,
  type AppointmentCopyAnswer,
  type AppointmentDuration,
} from '@school/shared-api/learning';

// The teachers' plan over the endpoint table (learning.md section 7): the appointments page and the class
// schedule grid call the server only through these. The changing calls are silent: their callers show the
// spec's own message (under the form, in an alert, or the history's toast) with the server's text.

/** The fields of an appointment a change sends (the add body; an update adds id and version). */
export type PlanBody = {
  date: string;
  user_id: number;
  group_id: number;
  subject: string;
  duration: string;
  /** A substitute's id, 'remove' to take the substitution away, or null/absent for none. */
  is_substitute?: number | 'remove' | null;
  subject_substitute?: string;
};

/** The plan body of an appointment as it is (what undoing a change sends back). */
export function bodyOf(row: Appointment): PlanBody {
  return {
    date: row.date,
    user_id: row.user_id,
    group_id: row.group_id,
    subject: row.subject,
    duration: row.duration,
    is_substitute: row.is_substitute,
    subject_substitute: row.subject_substitute,
  };
}

const send = (body: PlanBody) => ({ ...body, duration: body.duration as AppointmentDuration });

/** GET /appointments/get: a branch's plan (this week and the next unless a period is given). */
export function fetchPlan(location: number, period?: { date_from: string; date_to: string }) {
  return fetchEndpoint(endpoints.appointmentsGet, { location, ...period });
}

/** POST /appointment/add, keyed (a retry after a lost answer creates it once). */
export function addAppointment(body: PlanBody): Promise<Appointment> {
  const payload = send(body);
  const idempotencyKey = createSubmissionKey().keyFor(payload);
  return postEndpoint(endpoints.appointmentAdd, payload, { silent: true, idempotencyKey });
}

/** POST /appointment/update of `id` from the version the change was made on. */
export function updateAppointment(id: number, version: number, body: PlanBody): Promise<Appointment> {
  return postEndpoint(endpoints.appointmentUpdate, { ...send(body), id, version }, { silent: true });
}

/** POST /appointment/remove of `id` at `version`. */
export async function removeAppointment(id: number, version: number): Promise<void> {
  await postEndpoint(endpoints.appointmentRemove, { id, version }, { silent: true });
}

/** POST /appointment/check: every clash the appointment would have (`id`: the one being edited). */
export async function checkAppointment(body: PlanBody, id?: number): Promise<AppointmentClash[]> {
  const { subject: _subject, subject_substitute: _subjectSubstitute, ...fields } = send(body);
  const answer = await postEndpoint(
    endpoints.appointmentCheck,
    id === undefined ? fields : { ...fields, id },
    {
      silent: true,
    },
  );
  return answer.clashes;
}

/** GET /appointments/copy: this week of the branch copied to the next (the clashing ones skipped). */
export function copyWeek(location: number): Promise<AppointmentCopyAnswer> {
  return fetchEndpoint(endpoints.appointmentsCopy, { location }, { silent: true });
}
