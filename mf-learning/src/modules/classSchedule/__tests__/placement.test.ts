import type { Appointment } from '@school/shared-api/learning';
import { cellKey, isInCell, movedBody, placeAppointments, slotIndexOf, weekDays } from '../placement';

const slots = ['0:00', '9:00', '10:30', '15:00'];
const days = weekDays('2026-11-26', 0);

const row = (id: number, date: string, group_id = 1): Appointment => ({
  id,
  date,
  user_id: 5,
  group_id,
  subject: 'Робототехника',
  duration: '0:45',
  status: 'запланировано',
  is_substitute: null,
  subject_substitute: '',
  day: '',
  time: date.slice(11, 16),
  place: 'Минск',
  teacher: 'Иванова Мария',
  substitute: null,
  name_group: 'Альфа',
  location_id: 3,
  lesson_id: null,
  version: 3,
});

test('the week runs Monday to Saturday of the chosen week', () => {
  expect(days.map((day) => day.date)).toEqual([
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
  ]);
  expect(weekDays('2026-11-26', -1)[0].date).toBe('2026-11-16');
  expect(weekDays('2026-11-29', 1)[5].date).toBe('2026-12-05');
});

test('a start time falls into the last slot at or before it; 0:00 takes the early ones', () => {
  const minutes = [0, 540, 630, 900];
  expect(slotIndexOf(minutes, 7 * 60)).toBe(0);
  expect(slotIndexOf(minutes, 9 * 60)).toBe(1);
  expect(slotIndexOf(minutes, 10 * 60 + 29)).toBe(1);
  expect(slotIndexOf(minutes, 10 * 60 + 30)).toBe(2);
  expect(slotIndexOf(minutes, 23 * 60)).toBe(3);
});

test('appointments go to their group, weekday and slot by time; Sunday and other weeks are left out', () => {
  const cells = placeAppointments(
    [
      row(3, '2026-11-24 16:00:00'),
      row(1, '2026-11-24 15:00:00'),
      row(2, '2026-11-23 09:15:00', 2),
      row(4, '2026-11-23 07:00:00'),
      row(5, '2026-11-29 10:00:00'),
      row(6, '2026-11-30 10:00:00'),
    ],
    days,
    slots,
  );
  expect(cells.get(cellKey(1, 1, 3))?.map((a) => a.id)).toEqual([1, 3]);
  expect(cells.get(cellKey(2, 0, 1))?.map((a) => a.id)).toEqual([2]);
  expect(cells.get(cellKey(1, 0, 0))?.map((a) => a.id)).toEqual([4]);
  expect([...cells.values()].flat()).toHaveLength(4);
});

test('a move takes the cell’s date and group, and the slot’s time when the slot changes', () => {
  const lesson = { ...row(1, '2026-11-24 15:20:00'), is_substitute: 6, subject_substitute: 'Шахматы' };
  expect(movedBody(lesson, { groupId: 2, day: 3, slot: 3 }, days, slots)).toEqual({
    date: '2026-11-26 15:20:00',
    user_id: 5,
    group_id: 2,
    subject: 'Робототехника',
    duration: '0:45',
    is_substitute: 6,
    subject_substitute: 'Шахматы',
  });
  expect(movedBody(lesson, { groupId: 1, day: 1, slot: 2 }, days, slots).date).toBe('2026-11-24 10:30:00');
  expect(isInCell(lesson, { groupId: 1, day: 1, slot: 3 }, days, slots)).toBe(true);
  expect(isInCell(lesson, { groupId: 1, day: 1, slot: 2 }, days, slots)).toBe(false);
});
