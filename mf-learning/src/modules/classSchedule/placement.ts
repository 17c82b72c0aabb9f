import { DateTime } from 'luxon';
import type { Appointment } from '@school/shared-api/learning';
import type { PlanBody } from '../plan/history';
import { bodyOf } from '../plan/api';

// Where the lessons of a week sit in the class schedule grid: a cell is a group, a weekday (Monday=0 to
// Saturday=5) and a time slot; a lesson sits in the last slot that begins at or before its start.

/** The week shown: -1 the previous, 0 the current, 1 the next; null none (the page asks to choose one). */
export type WeekChoice = -1 | 0 | 1 | null;

export type GridDay = { index: number; date: string };

/** A cell of the grid. */
export type CellTarget = { groupId: number; day: number; slot: number };

/** The key of a cell in the placement map. */
export const cellKey = (groupId: number, day: number, slot: number) => `${groupId}:${day}:${slot}`;

/** The Monday to Saturday of the week `offset` weeks from the one of `today` ('YYYY-MM-DD'). */
export function weekDays(today: string, offset: number): GridDay[] {
  const monday = DateTime.fromISO(today).startOf('week').plus({ weeks: offset });
  return Array.from({ length: 6 }, (_, index) => ({
    index,
    date: monday.plus({ days: index }).toISODate() as string,
  }));
}

/** Minutes after midnight of 'H:mm' or 'HH:mm[:ss]'. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The index of the slot a start time falls into: the last slot at or before it (0 when none is). */
export function slotIndexOf(slotMinutes: readonly number[], start: number): number {
  let found = 0;
  for (let index = 0; index < slotMinutes.length; index += 1) {
    if (slotMinutes[index] <= start) found = index;
    else break;
  }
  return found;
}

/** 'HH:mm' of an appointment's 'YYYY-MM-DD HH:mm:ss'. */
export const timeOf = (appointment: Appointment) => appointment.date.slice(11, 16);
/** 'YYYY-MM-DD' of an appointment. */
export const dateOf = (appointment: Appointment) => appointment.date.slice(0, 10);

/**
 * The appointments of the week by cell, each cell's by start time. Appointments on other days (Sunday,
 * other weeks) are left out.
 */
export function placeAppointments(
  appointments: readonly Appointment[],
  days: readonly GridDay[],
  slots: readonly string[],
): Map<string, Appointment[]> {
  const dayOf = new Map(days.map((day) => [day.date, day.index]));
  const slotMinutes = slots.map(minutesOf);
  const cells = new Map<string, Appointment[]>();
  const sorted = [...appointments].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  for (const appointment of sorted) {
    const day = dayOf.get(dateOf(appointment));
    if (day === undefined) continue;
    const slot = slotIndexOf(slotMinutes, minutesOf(timeOf(appointment)));
    const key = cellKey(appointment.group_id, day, slot);
    const list = cells.get(key);
    if (list) list.push(appointment);
    else cells.set(key, [appointment]);
  }
  return cells;
}

/**
 * The body that moves an appointment to a cell: the cell's date and group; the slot's start time when the
 * slot changes (the same slot keeps the lesson's own time). Teacher, subject, length and substitute stay.
 */
export function movedBody(
  appointment: Appointment,
  target: CellTarget,
  days: readonly GridDay[],
  slots: readonly string[],
): PlanBody {
  const slotMinutes = slots.map(minutesOf);
  const currentSlot = slotIndexOf(slotMinutes, minutesOf(timeOf(appointment)));
  const minutes = target.slot === currentSlot ? minutesOf(timeOf(appointment)) : slotMinutes[target.slot];
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const date = days[target.day].date;
  return { ...bodyOf(appointment), date: `${date} ${time}:00`, group_id: target.groupId };
}

/** Whether the appointment is already in that cell. */
export function isInCell(
  appointment: Appointment,
  target: CellTarget,
  days: readonly GridDay[],
  slots: readonly string[],
): boolean {
  const slot = slotIndexOf(slots.map(minutesOf), minutesOf(timeOf(appointment)));
  return (
    appointment.group_id === target.groupId &&
    dateOf(appointment) === days[target.day]?.date &&
    slot === target.slot
  );
}
