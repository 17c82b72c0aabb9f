import type { Queryable } from '../../db/db';

// The time slots of the class schedule grid (learning.md sections 2.7 and 3, configuration 'schedule'): the
// start times of its rows. A lesson sits in the last slot that begins at or before its start, so the first
// slot '0:00' (the spec's) catches anything earlier than the school day.

/** The first slot of every grid (learning.md section 2.7). */
export const FIRST_SLOT = '0:00';

/**
 * The slots when no 'schedule' configuration is stored (or none of it reads as a time): 0:00 and every hour
 * from 8:00 to 20:00, the school day of the demo branches.
 */
export const DEFAULT_SCHEDULE_SLOTS: readonly string[] = [
  FIRST_SLOT,
  ...Array.from({ length: 13 }, (_, i) => `${8 + i}:00`),
];

/** Minutes after midnight of 'H:mm', 'HH:mm' or 'HH:mm:ss'; null for anything else. */
export function slotMinutes(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** 'H:mm' of minutes after midnight (no leading zero on the hour, as the spec writes 0:00). */
export function slotLabel(minutes: number): string {
  return `${String(Math.floor(minutes / 60))}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The configuration's data as the grid's slots: a list of times or { slots: [...] }; entries that are not
 * times are left out; 'H:mm', sorted, without repeats, '0:00' always first. Nothing usable: the default.
 */
export function normaliseSlots(data: unknown): string[] {
  const list: unknown =
    data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as { slots?: unknown }).slots
      : data;
  const minutes = Array.isArray(list)
    ? list.map(slotMinutes).filter((value): value is number => value !== null)
    : [];
  if (minutes.length === 0) return [...DEFAULT_SCHEDULE_SLOTS];
  const distinct = [...new Set([0, ...minutes])].sort((a, b) => a - b);
  return distinct.map(slotLabel);
}

/** The grid's slots from the 'schedule' configuration (the default when there is none). */
export async function scheduleSlots(q: Queryable): Promise<string[]> {
  const [row] = await q.query<{ data: unknown }>(`SELECT data FROM configs WHERE name = 'schedule'`);
  return normaliseSlots(row?.data);
}
