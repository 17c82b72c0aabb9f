import type { Queryable } from '../db/db';
import { addDays, dateInZone } from '../lib/dates';
import type { SchoolData } from './school';

/** Days around the seed's moment with methodists' topics: two weeks back (some dates) and two weeks ahead. */
export const TOPIC_DAYS_BACK = 14;
export const TOPIC_DAYS_AHEAD = 14;

/** The planned topics by subject; a lesson takes one by its group and date (the same on every seeding). */
const PLANNED_TOPICS: Record<string, readonly string[]> = {
  Робототехника: ['Зубчатые передачи', 'Датчик расстояния', 'Шагающий робот', 'Соревнование: сумо роботов'],
  Программирование: ['Переменные и типы', 'Циклы: игра «Угадай число»', 'Функции', 'Списки и словари'],
  Шахматы: ['Вилка', 'Эндшпиль: король и пешка', 'Дебют: итальянская партия', 'Мат в два хода'],
  'Подготовка к школе': ['Звуки и буквы', 'Счёт до двадцати', 'Штриховка и обводка', 'Времена года'],
  'Английский язык': ['My family', 'Present Simple', 'At the zoo', 'Food and drinks'],
  Физика: ['Сила трения', 'Рычаги', 'Электрическая цепь', 'Плотность вещества'],
  Математика: ['Дроби', 'Задачи на движение', 'Площадь фигур', 'Логические задачи'],
};
const FALLBACK_TOPIC = 'Повторение пройденного';

/**
 * The demo school's lesson topics (issue 11): for the school-year groups' appointments of the next two weeks
 * (every branch, branch 3 included) and for every other past lesson date of the two weeks before, one topic
 * per group and date, with the appointment's teacher and subject, entered by the methodist. One INSERT over
 * the appointments seedLessons wrote.
 */
export async function seedTopics(q: Queryable, data: SchoolData, at: Date): Promise<void> {
  const today = dateInZone(at, 'Europe/Minsk');
  const methodist = data.users.find((user) => user.email === 'methodist@school.test')?.id ?? null;
  await q.query(
    `INSERT INTO topics (date, group_id, user_id, short_name, subject, created_by, created_at)
     SELECT DISTINCT ON (a.group_id, x.day) x.day, a.group_id, a.teacher_id,
            COALESCE(($1::jsonb -> a.subject) ->> ((a.group_id + (x.day - DATE '2000-01-01'))
                       % GREATEST(jsonb_array_length(COALESCE($1::jsonb -> a.subject, '[]'::jsonb)), 1)),
                     $2),
            a.subject, $3::int, $4::timestamptz
     FROM appointments a
     JOIN groups g ON g.id = a.group_id AND NOT g.camp
     JOIN locations loc ON loc.id = a.location_id
     CROSS JOIN LATERAL (SELECT (a.starts_at AT TIME ZONE loc.time_zone)::date AS day) x
     WHERE x.day BETWEEN $5::date AND $6::date
       AND (x.day >= $7::date OR (a.group_id + (x.day - DATE '2000-01-01')) % 2 = 0)
     ORDER BY a.group_id, x.day, a.starts_at`,
    [
      JSON.stringify(PLANNED_TOPICS),
      FALLBACK_TOPIC,
      methodist,
      at.toISOString(),
      addDays(today, -TOPIC_DAYS_BACK),
      addDays(today, TOPIC_DAYS_AHEAD),
      today,
    ],
  );
}
