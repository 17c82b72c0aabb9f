import type { ClashRow } from './repository';

/** The plan's refusals (Russian, naming the field where there is one). */
export const APPOINTMENT_MESSAGES = {
  groupRemoved: 'Группа удалена: назначение для неё невозможно',
  teacher: 'Учитель не найден, отключён или не работает в филиале группы',
  substitute: 'Замещающий учитель не найден, отключён или не работает в филиале группы',
  sameSubstitute: 'Замещающий учитель должен отличаться от учителя',
  recorded: 'Назначение нельзя удалить: по нему уже отмечено занятие',
  periodOrder: 'Дата окончания периода раньше даты начала',
} as const;

/** "Учитель Иванова Мария уже ведёт группу МН-3D-1 (Минск) 24.11.2026 10:00–10:45". */
export const teacherClash = (row: ClashRow) =>
  `Учитель ${row.person} уже ведёт группу ${row.name_group} (${row.place}) ${row.day} ${row.time_from}–${row.time_to}`;

/** "Группа МН-3D-1 уже занята: 24.11.2026 10:00–10:45, учитель Иванова Мария". */
export const groupClash = (row: ClashRow) =>
  `Группа ${row.name_group} уже занята: ${row.day} ${row.time_from}–${row.time_to}, учитель ${row.person}`;
