import type { Queryable } from '../../db/db';
import { insertRows } from '../../db/insertRows';

/**
 * A September 2027 journal (no other lessons then) in Минск (3): group «А-Робо» taught by teacher Т1,
 * «А-Робо-2» by Т2, «А-Гомель» in Гомель (12). Павлов moved from А-Робо to А-Робо-2 after two lessons;
 * Зайцева comes to А-Робо-2 on a makeup (one recorded, one planned); Т1 substituted one lesson of А-Робо-2.
 */
export async function addJournal(q: Queryable, t1: number, t2: number) {
  const group = async (name: string, location: number, teacher: number | null) => {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO groups (short_name, course_id, location_id, day_of_the_week)
       VALUES ($1, 1, $2, '{0,2}') RETURNING id`,
      [name, location],
    );
    if (teacher) await insertRows(q, 'group_teachers', [{ group_id: row.id, user_id: teacher }]);
    return row.id;
  };
  const robo = await group('А-Робо', 3, t1);
  const robo2 = await group('А-Робо-2', 3, t2);
  const gomel = await group('А-Гомель', 12, null);
  let n = 0;
  const contract = async (kid: string, groupId: number, location: number, status = 'active') =>
    (
      await q.query<{ id: number }>(
        `INSERT INTO contracts (number, full_name, kid_name, course_id, group_id, location_id, status)
         VALUES ($1, 'Родитель', $2, 1, $3, $4, $5) RETURNING id`,
        [`А-${++n}`, kid, groupId, location, status],
      )
    )[0].id;
  const ivanov = await contract('Иванов Иван', robo, 3);
  const pavlov = await contract('Павлов Пётр', robo2, 3);
  const zaytseva = await contract('Зайцева Зоя', robo, 3);
  const newbie = await contract('Ершов Егор', robo, 3, 'new');
  const gone = await contract('Уволенный Ушёл', robo, 3, 'cancelled');
  const smirnov = await contract('Смирнов Сергей', robo2, 3);
  const gomelKid = await contract('Гомельский Глеб', gomel, 12);
  const makeup = async (contractId: number, date: string, status: string) =>
    (
      await q.query<{ id: number }>(
        `INSERT INTO temporary_arrangements (contract_id, from_group_id, group_id, date, status)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [contractId, robo, robo2, date, status],
      )
    )[0].id;
  const done = await makeup(zaytseva, '2027-09-08', 'done');
  await makeup(zaytseva, '2027-09-15', 'new');
  const lesson = async (
    groupId: number,
    date: string,
    teacher: number | null,
    pupils: [number, boolean, string, string, number?][],
    subject = 'Робототехника',
  ) => {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO lessons (group_id, date, teacher_id, subject, topic, home_work, message, completed)
       VALUES ($1, $2::date, $3, $4, 'Тема ' || $2::text, 'ДЗ ' || $2::text, 'Заметка группы', true)
       RETURNING id`,
      [groupId, date, teacher, subject],
    );
    await insertRows(
      q,
      'lesson_students',
      pupils.map(([contract_id, presence, description, review, makeupId]) => ({
        lesson_id: row.id,
        contract_id,
        presence,
        description,
        review,
        temporary_arrangement_id: makeupId ?? null,
      })),
    );
    return row.id;
  };
  const r1 = await lesson(robo, '2027-09-01', t1, [
    [ivanov, true, 'Молодец', 'Хорошо'],
    [pavlov, true, '', 'Старался'],
    [zaytseva, false, 'Болела', ''],
  ]);
  const r2 = await lesson(robo, '2027-09-06', t1, [
    [ivanov, false, '', ''],
    [pavlov, true, '', ''],
    [zaytseva, true, '', ''],
  ]);
  const r3 = await lesson(robo, '2027-09-13', t1, [[ivanov, true, '', '']], 'Программирование');
  const s1 = await lesson(robo2, '2027-09-08', t2, [
    [smirnov, true, '', ''],
    [zaytseva, true, 'Отработка', '', done],
  ]);
  const s2 = await lesson(robo2, '2027-09-15', t1, [
    [smirnov, true, '', ''],
    [pavlov, true, '', ''],
  ]);
  const g1 = await lesson(gomel, '2027-09-02', null, [[gomelKid, true, '', '']]);
  return { robo, robo2, gomel, ivanov, pavlov, zaytseva, newbie, gone, smirnov, r1, r2, r3, s1, s2, g1 };
}

/**
 * A group with a year of lessons: 30 pupils, 100 lessons (two a week from 2028-09-04), every pupil in every
 * lesson's journal, one in three absent.
 */
export async function addYearGroup(q: Queryable): Promise<number> {
  const [{ id }] = await q.query<{ id: number }>(
    `INSERT INTO groups (short_name, course_id, location_id, day_of_the_week)
     VALUES ('А-Год', 1, 3, '{0,3}') RETURNING id`,
  );
  await q.query(
    `INSERT INTO contracts (number, full_name, kid_name, course_id, group_id, location_id, status)
     SELECT 'Г-' || n, 'Родитель', 'Ученик ' || lpad(n::text, 2, '0'), 1, $1, 3, 'active'
     FROM generate_series(1, 30) n`,
    [id],
  );
  await q.query(
    `INSERT INTO lessons (group_id, date, subject, topic, home_work, completed)
     SELECT $1, DATE '2028-09-04' + (n / 2) * 7 + (n % 2) * 3, 'Робототехника', 'Тема ' || n, 'ДЗ ' || n, true
     FROM generate_series(0, 99) n`,
    [id],
  );
  await q.query(
    `INSERT INTO lesson_students (lesson_id, contract_id, presence, description)
     SELECT l.id, k.id, (l.id + k.id) % 3 <> 0, 'Заметка'
     FROM lessons l CROSS JOIN contracts k WHERE l.group_id = $1 AND k.group_id = $1`,
    [id],
  );
  return id;
}
