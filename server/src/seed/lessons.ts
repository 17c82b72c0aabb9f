import { DateTime } from 'luxon';
import type { Queryable } from '../db/db';
import { syncIdentity } from '../db/insertRows';
import { addDays, dateInZone, weekdayIndex } from '../lib/dates';
import { createPrng, type Prng } from './prng';
import type { SchoolData } from './school';

/** Days of school-year lessons before the seed's moment: a term of twelve weeks. */
export const SEEDED_LESSON_DAYS = 84;
/** Days of the plan after the seed's moment (appointments, not recorded yet). */
export const PLANNED_LESSON_DAYS = 14;
/** teacher@school.test: the demo's lessons page has their appointments on its first day and the next. */
export const DEMO_TEACHER_ID = 6;
/** The evening slot of the demo teacher's extra appointments (the branch's wall time). */
const DEMO_EVENING = '19:00';

type AppointmentRow = {
  id: number;
  location_id: number;
  group_id: number;
  teacher_id: number;
  starts_at: string;
  duration_minutes: number;
  subject: string;
  substitute_id: number | null;
  subject_substitute: string;
  created_by: number;
};

type LessonRow = {
  id: number;
  appointment_id: number;
  group_id: number;
  date: string;
  teacher_id: number;
  duration_minutes: number;
  subject: string;
  topic: string;
  home_work: string;
  message: string;
  completed: boolean;
  recorded_by: number;
  created_at: string;
  updated_at: string;
};

type LessonStudentRow = {
  lesson_id: number;
  contract_id: number;
  presence: boolean;
  time_from: string | null;
  time_to: string | null;
  description: string;
  review: string;
};

export type LessonSeed = {
  appointments: AppointmentRow[];
  lessons: LessonRow[];
  lessonStudents: LessonStudentRow[];
};

/** The subject (a value of the 'subject' reference list) a course is taught as. */
const SUBJECT_OF_COURSE: Record<number, string> = {
  1: 'Робототехника',
  2: 'Программирование',
  3: 'Программирование',
  4: 'Робототехника',
  5: 'Шахматы',
  6: 'Подготовка к школе',
  7: 'Английский язык',
  8: 'Физика',
  9: 'Робототехника',
  10: 'Математика',
  11: 'Программирование',
};

const TOPICS: Record<string, readonly string[]> = {
  Робототехника: [
    'Датчики касания',
    'Зубчатые передачи',
    'Моторы и оси',
    'Линейный робот',
    'Сборка манипулятора',
  ],
  Программирование: ['Переменные', 'Условия', 'Циклы', 'Функции', 'Списки', 'Мини-проект: игра'],
  Шахматы: ['Дебютные принципы', 'Вилка', 'Связка', 'Мат ладьёй', 'Пешечный эндшпиль'],
  'Подготовка к школе': [
    'Звуки и буквы',
    'Счёт до десяти',
    'Геометрические фигуры',
    'Пропись: элементы букв',
  ],
  'Английский язык': ['Colours', 'Animals', 'My family', 'Numbers 1-10', 'Toys'],
  Физика: ['Простые механизмы', 'Рычаг', 'Электрическая цепь', 'Магниты', 'Плавучесть'],
  Математика: ['Дроби', 'Уравнения', 'Задачи на движение', 'Проценты', 'Площадь фигур'],
};
const HOME_WORK = ['Повторить тему занятия', 'Доделать проект', 'Решить задачи из тетради', ''];
const NOTES = ['Отвлекался', 'Хорошо работал', 'Помогал другим', 'Опоздал на 10 минут'];
const REVIEWS = ['Молодец!', 'Отличная работа на занятии', 'Нужно повторить тему дома', 'Старается'];

/** Afternoon slots of school-year groups (the branch's wall time). */
const AFTERNOON = ['15:00', '16:30', '18:00'];

/**
 * The plan and the journal of the demo groups: for school-year groups every lesson day from
 * SEEDED_LESSON_DAYS days before `at` to PLANNED_LESSON_DAYS days after it, for camps every training day up
 * to then. Lessons that ended before `at` are recorded (a few are left unmarked, more of the last week's),
 * with each active pupil's presence, topics, homework, notes and reviews; pupils of kindergarten groups are
 * partly adaptation pupils with the time they were there. The demo teacher's lessons of today are left to
 * mark, and they have appointments on the lessons page's first day (today, or Monday after a weekend) and
 * the day after. Deterministic for the school and the moment.
 */
export function generateLessons(data: SchoolData, at: Date): LessonSeed {
  const prng = createPrng(20261015);
  const seed: LessonSeed = { appointments: [], lessons: [], lessonStudents: [] };
  const zoneOf = new Map(data.locations.map((l) => [l.id, l.time_zone]));
  const courseOf = new Map(data.courses.map((c) => [c.id, c]));
  const teachersOf = new Map<number, number[]>();
  for (const row of data.groupTeachers) {
    teachersOf.set(row.group_id, [...(teachersOf.get(row.group_id) ?? []), row.user_id]);
  }
  const teachersAt = new Map<number, number[]>();
  for (const group of data.groups) {
    const list = teachersAt.get(group.location_id) ?? [];
    for (const teacher of teachersOf.get(group.id) ?? []) if (!list.includes(teacher)) list.push(teacher);
    teachersAt.set(group.location_id, list);
  }
  const pupilsOf = new Map<number, SchoolData['contracts']>();
  for (const contract of data.contracts) {
    if (contract.status !== 'active') continue;
    pupilsOf.set(contract.group_id, [...(pupilsOf.get(contract.group_id) ?? []), contract]);
  }
  const adaptation = new Set(
    data.contracts
      .filter((c) => courseOf.get(c.course_id)?.kindergarten && prng.chance(0.5))
      .map((c) => c.id),
  );

  const demoDays = new Map<string, number>();
  for (const group of data.groups) {
    const zone = zoneOf.get(group.location_id) ?? 'Europe/Minsk';
    const today = dateInZone(at, zone);
    const course = courseOf.get(group.course_id);
    const teachers = teachersOf.get(group.id) ?? [];
    if (!course || teachers.length === 0) continue;
    const longDay = group.camp || course.kindergarten;
    const duration = longDay ? 180 : course.type === 'individual' ? 60 : 90;
    const subject = SUBJECT_OF_COURSE[course.id] ?? 'Математика';
    for (const date of lessonDays(group, today)) {
      const time = longDay ? '09:00' : weekdayIndex(date) === 5 ? '10:00' : AFTERNOON[group.id % 3];
      const start = wallTimeMs(date, time, zone);
      const teacher = teachers[0];
      const others = (teachersAt.get(group.location_id) ?? []).filter((t) => t !== teacher);
      const substitute = others.length > 0 && prng.chance(0.05) ? prng.pick(others) : null;
      const appointment: AppointmentRow = {
        id: seed.appointments.length + 1,
        location_id: group.location_id,
        group_id: group.id,
        teacher_id: teacher,
        starts_at: new Date(start).toISOString(),
        duration_minutes: duration,
        subject,
        substitute_id: substitute,
        subject_substitute: substitute ? subject : '',
        created_by: teacher,
      };
      seed.appointments.push(appointment);
      // A day counts for the demo when teacher@ has a lesson there with pupils to mark.
      const demoLesson =
        appointment.teacher_id === DEMO_TEACHER_ID || appointment.substitute_id === DEMO_TEACHER_ID;
      if (demoLesson && startedPupils(pupilsOf.get(group.id), date) > 0) {
        demoDays.set(date, (demoDays.get(date) ?? 0) + 1);
      }
      const end = start + duration * MINUTE_MS;
      const lastWeek = date > addDays(today, -7);
      if (end > at.getTime()) continue;
      if (date === today && teachers.includes(DEMO_TEACHER_ID)) continue;
      if (!group.camp && prng.chance(lastWeek ? 0.1 : 0.02)) continue;
      recordLesson(seed, prng, appointment, date, end, pupilsOf.get(group.id) ?? [], adaptation);
    }
  }
  addDemoTeacherDays(seed, data, at, zoneOf, demoDays, pupilsOf);
  return seed;
}

const MINUTE_MS = 60_000;
/** A zone's UTC offset in minutes on a date (at noon: clocks change at night), one luxon call per zone and date. */
const offsets = new Map<string, number>();

/** The moment (ms) of a branch's wall time 'HH:mm' on a date. */
function wallTimeMs(date: string, time: string, zone: string): number {
  const key = `${zone} ${date}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = DateTime.fromISO(`${date}T12:00`, { zone }).offset;
    offsets.set(key, offset);
  }
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hours, minutes) - offset * MINUTE_MS;
}

/** How many of a group's pupils had started by a date (the lessons page lists those). */
function startedPupils(pupils: SchoolData['contracts'] | undefined, date: string): number {
  return (pupils ?? []).filter((c) => !c.start_date || c.start_date <= date).length;
}

/** The first day the lessons page opens on: today, or the Monday after a weekend. */
export function firstLessonsPageDay(today: string): string {
  const weekday = weekdayIndex(today);
  return weekday >= 5 ? addDays(today, 7 - weekday) : today;
}

/**
 * An evening appointment of the demo teacher's first school-year group on the lessons page's first day and
 * on the next day, when the plan gives them none there (not recorded: the demo marks them).
 */
function addDemoTeacherDays(
  seed: LessonSeed,
  data: SchoolData,
  at: Date,
  zoneOf: ReadonlyMap<number, string>,
  demoDays: ReadonlyMap<string, number>,
  pupilsOf: ReadonlyMap<number, SchoolData['contracts']>,
): void {
  const taught = new Set(
    data.groupTeachers.filter((r) => r.user_id === DEMO_TEACHER_ID).map((r) => r.group_id),
  );
  const firstDayOf = (group: SchoolData['groups'][number]) =>
    firstLessonsPageDay(dateInZone(at, zoneOf.get(group.location_id) ?? 'Europe/Minsk'));
  // A school-year group of theirs with pupils on the page's first day (so there is someone to mark).
  const group = data.groups.find(
    (g) => taught.has(g.id) && !g.camp && startedPupils(pupilsOf.get(g.id), firstDayOf(g)) > 0,
  );
  if (!group) return;
  const zone = zoneOf.get(group.location_id) ?? 'Europe/Minsk';
  const first = firstDayOf(group);
  const course = data.courses.find((c) => c.id === group.course_id);
  const subject = SUBJECT_OF_COURSE[group.course_id] ?? 'Математика';
  for (const date of [first, addDays(first, 1)]) {
    if ((demoDays.get(date) ?? 0) > 0) continue;
    const start = wallTimeMs(date, DEMO_EVENING, zone);
    seed.appointments.push({
      id: seed.appointments.length + 1,
      location_id: group.location_id,
      group_id: group.id,
      teacher_id: DEMO_TEACHER_ID,
      starts_at: new Date(start).toISOString(),
      duration_minutes: course?.type === 'individual' ? 60 : 90,
      subject,
      substitute_id: null,
      subject_substitute: '',
      created_by: DEMO_TEACHER_ID,
    });
  }
}

function lessonDays(group: SchoolData['groups'][number], today: string): string[] {
  const last = addDays(today, PLANNED_LESSON_DAYS);
  if (group.camp) return group.training_day.filter((day) => day <= last);
  const days: string[] = [];
  for (let k = SEEDED_LESSON_DAYS; k >= -PLANNED_LESSON_DAYS; k -= 1) {
    const date = addDays(today, -k);
    if (date >= group.start_date && group.day_of_the_week.includes(weekdayIndex(date))) days.push(date);
  }
  return days;
}

function recordLesson(
  seed: LessonSeed,
  prng: Prng,
  appointment: AppointmentRow,
  date: string,
  end: number,
  pupils: SchoolData['contracts'],
  adaptation: ReadonlySet<number>,
): void {
  const topics = TOPICS[appointment.subject] ?? TOPICS.Математика;
  const recordedAt = new Date(end + prng.int(5, 120) * MINUTE_MS).toISOString();
  const teacher = appointment.substitute_id ?? appointment.teacher_id;
  const lesson: LessonRow = {
    id: seed.lessons.length + 1,
    appointment_id: appointment.id,
    group_id: appointment.group_id,
    date,
    teacher_id: teacher,
    duration_minutes: appointment.duration_minutes,
    subject: appointment.subject,
    topic: prng.pick(topics),
    home_work: prng.pick(HOME_WORK),
    message: prng.chance(0.2) ? 'Группа хорошо поработала' : '',
    completed: true,
    recorded_by: teacher,
    created_at: recordedAt,
    updated_at: recordedAt,
  };
  seed.lessons.push(lesson);
  for (const pupil of pupils) {
    if (pupil.start_date > date) continue;
    const presence = prng.chance(0.85);
    const adapting = presence && adaptation.has(pupil.id);
    const from = 9 * 60 + prng.int(0, 4) * 15;
    const to = from + prng.int(6, 12) * 15;
    seed.lessonStudents.push({
      lesson_id: lesson.id,
      contract_id: pupil.id,
      presence,
      time_from: adapting ? clock(from) : null,
      time_to: adapting ? clock(to) : null,
      description: presence && prng.chance(0.1) ? prng.pick(NOTES) : '',
      review: presence && prng.chance(0.15) ? prng.pick(REVIEWS) : '',
    });
  }
}

function clock(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

type Columns<R> = readonly (readonly [keyof R & string, string])[];

const APPOINTMENT_COLUMNS: Columns<AppointmentRow> = [
  ['id', 'int'],
  ['location_id', 'int'],
  ['group_id', 'int'],
  ['teacher_id', 'int'],
  ['starts_at', 'timestamptz'],
  ['duration_minutes', 'int'],
  ['subject', 'text'],
  ['substitute_id', 'int'],
  ['subject_substitute', 'text'],
  ['created_by', 'int'],
];
const LESSON_COLUMNS: Columns<LessonRow> = [
  ['id', 'int'],
  ['appointment_id', 'int'],
  ['group_id', 'int'],
  ['date', 'date'],
  ['teacher_id', 'int'],
  ['duration_minutes', 'int'],
  ['subject', 'text'],
  ['topic', 'text'],
  ['home_work', 'text'],
  ['message', 'text'],
  ['completed', 'bool'],
  ['recorded_by', 'int'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const LESSON_STUDENT_COLUMNS: Columns<LessonStudentRow> = [
  ['lesson_id', 'int'],
  ['contract_id', 'int'],
  ['presence', 'bool'],
  ['time_from', 'time'],
  ['time_to', 'time'],
  ['description', 'text'],
  ['review', 'text'],
];

/**
 * One INSERT of every row, a typed array per column (unnest): a few parameters instead of one per value,
 * which PGlite parses far faster than multi-row VALUES for a term of lessons (every test database is seeded).
 */
async function insertColumns<R>(tx: Queryable, table: string, columns: Columns<R>, rows: readonly R[]) {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`,
    columns.map(([name]) => rows.map((row) => row[name])),
  );
}

/**
 * Video-meeting links (the 'zoom_params' configuration: a link per group_id) of the demo teacher's groups
 * but one, so the lesson dialog shows both a link and the text that there is none.
 */
export function demoZoomLinks(data: SchoolData): { group_id: number; link: string }[] {
  const taught = data.groupTeachers.filter((r) => r.user_id === DEMO_TEACHER_ID).map((r) => r.group_id);
  return taught.slice(0, -1).map((groupId) => ({
    group_id: groupId,
    link: `https://zoom.us/j/${String(9_100_000_000 + groupId * 7919)}`,
  }));
}

/** The plan of the demo groups and the journal of their past lessons with their pupils' presence. */
export async function seedLessons(tx: Queryable, data: SchoolData, at: Date): Promise<void> {
  const seed = generateLessons(data, at);
  await tx.query(
    `INSERT INTO configs (name, data, updated_at) VALUES ('zoom_params', $1::jsonb, $2)
     ON CONFLICT (name) DO NOTHING`,
    [JSON.stringify(demoZoomLinks(data)), at],
  );
  await insertColumns(tx, 'appointments', APPOINTMENT_COLUMNS, seed.appointments);
  await syncIdentity(tx, 'appointments');
  await insertColumns(tx, 'lessons', LESSON_COLUMNS, seed.lessons);
  await syncIdentity(tx, 'lessons');
  await insertColumns(tx, 'lesson_students', LESSON_STUDENT_COLUMNS, seed.lessonStudents);
}
