import { DateTime } from 'luxon';
import type { Queryable } from '../db/db';
import { insertRows, syncIdentity } from '../db/insertRows';
import { addDays, dateInZone, weekdayIndex } from '../lib/dates';
import { createPrng, type Prng } from './prng';
import type { SchoolData } from './school';

/** Days of school-year lessons before the seed's moment (camps: every training day already past). */
export const SEEDED_LESSON_DAYS = 28;

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
 * The plan and the journal of the demo groups: for school-year groups every lesson day of the last
 * SEEDED_LESSON_DAYS days before `at`, for camps every training day already past. Lessons that have ended
 * are recorded (a few of the last week's are left unmarked), with each active pupil's presence; pupils of
 * kindergarten groups are partly adaptation pupils with the time they were there. Deterministic for the
 * school and the moment.
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
      const start = DateTime.fromISO(`${date}T${time}`, { zone });
      const teacher = teachers[0];
      const others = (teachersAt.get(group.location_id) ?? []).filter((t) => t !== teacher);
      const substitute = others.length > 0 && prng.chance(0.05) ? prng.pick(others) : null;
      const appointment: AppointmentRow = {
        id: seed.appointments.length + 1,
        location_id: group.location_id,
        group_id: group.id,
        teacher_id: teacher,
        starts_at: start.toUTC().toISO() as string,
        duration_minutes: duration,
        subject,
        substitute_id: substitute,
        subject_substitute: substitute ? subject : '',
        created_by: teacher,
      };
      seed.appointments.push(appointment);
      const end = start.plus({ minutes: duration });
      const lastWeek = date > addDays(today, -7);
      if (end.toMillis() > at.getTime() || (lastWeek && !group.camp && prng.chance(0.1))) continue;
      recordLesson(seed, prng, appointment, date, end, pupilsOf.get(group.id) ?? [], adaptation);
    }
  }
  return seed;
}

function lessonDays(group: SchoolData['groups'][number], today: string): string[] {
  if (group.camp) return group.training_day.filter((day) => day <= today);
  const days: string[] = [];
  for (let k = SEEDED_LESSON_DAYS; k >= 0; k -= 1) {
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
  end: DateTime,
  pupils: SchoolData['contracts'],
  adaptation: ReadonlySet<number>,
): void {
  const topics = TOPICS[appointment.subject] ?? TOPICS.Математика;
  const recordedAt = end
    .plus({ minutes: prng.int(5, 120) })
    .toUTC()
    .toISO() as string;
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

/** Past lessons of the demo groups with their pupils' presence. */
export async function seedLessons(tx: Queryable, data: SchoolData, at: Date): Promise<void> {
  const seed = generateLessons(data, at);
  await insertRows(tx, 'appointments', seed.appointments);
  await syncIdentity(tx, 'appointments');
  await insertRows(tx, 'lessons', seed.lessons);
  await syncIdentity(tx, 'lessons');
  await insertRows(tx, 'lesson_students', seed.lessonStudents, 2000);
}
