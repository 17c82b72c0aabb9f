import type { Queryable } from '../db/db';
import { DEMO_TEACHER_ID } from './lessons';
import type { SchoolData } from './school';

/** A request of a demo account: its message, status now and how many days before the seed's moment. */
type DemoRequest = { email: string; message: string; status: string; daysAgo: number };

const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    email: 'parent@school.test',
    message: 'Не открывается ссылка на онлайн-занятие в четверг',
    status: 'new',
    daysAgo: 0,
  },
  {
    email: 'parent@school.test',
    message: 'В балансе не видно последнего платежа, проверьте, пожалуйста',
    status: 'in_work',
    daysAgo: 2,
  },
  {
    email: 'parent@school.test',
    message: 'Прошу прислать домашнее задание за прошлую неделю',
    status: 'completed',
    daysAgo: 5,
  },
  {
    email: 'parent@school.test',
    message: 'Не приходит письмо для входа в личный кабинет',
    status: 'closed',
    daysAgo: 20,
  },
  {
    email: 'parent@school.test',
    message: 'Перенесите, пожалуйста, занятие на выходные',
    status: 'denied_execution',
    daysAgo: 12,
  },
  { email: 'child@school.test', message: 'Не скачивается файл с урока', status: 'completed', daysAgo: 3 },
  {
    email: 'parent2@school.test',
    message: 'Как посмотреть оценки ребёнка?',
    status: 'completed',
    daysAgo: 4,
  },
];

/** The statuses a request went through to reach `status` (after its creation as 'new'). */
const STEPS: Record<string, readonly string[]> = {
  new: [],
  in_work: ['in_work'],
  completed: ['in_work', 'completed'],
  closed: ['in_work', 'completed', 'closed'],
  denied_execution: ['denied_execution'],
};

const HOUR_MS = 3_600_000;

const NOTE = Buffer.from('Домашнее задание: повторить тему занятия и решить задачи 1-5.\n', 'utf8');

/**
 * The personal area's demo data (issue 12): the 'support' configuration names support@school.test; the
 * groups of the families with accounts get video-meeting links in 'zoom_params' (kept where they have one);
 * the demo accounts have support requests in every status (parent@ a completed one to close), with their
 * history; the latest recorded lesson of every group has a homework note for the diary's files. Called once, right after the rest of the school.
 */
export async function seedSupport(q: Queryable, data: SchoolData, at: Date): Promise<void> {
  const byEmail = new Map(data.users.map((user) => [user.email, user]));
  const support = byEmail.get('support@school.test');
  if (support) {
    await q.query(
      `INSERT INTO configs (name, data, updated_at) VALUES ('support', $1::jsonb, $2) ON CONFLICT (name) DO NOTHING`,
      [JSON.stringify({ user_id: support.id }), at],
    );
  }
  await seedFamilyZoomLinks(q, data, at);

  for (const request of DEMO_REQUESTS) {
    const author = byEmail.get(request.email);
    if (!author) continue;
    const created = new Date(at.getTime() - request.daysAgo * 24 * HOUR_MS - 3 * HOUR_MS);
    const steps = STEPS[request.status];
    const updated = new Date(created.getTime() + steps.length * HOUR_MS);
    const [task] = await q.query<{ id: number }>(
      `INSERT INTO tasks (title, description, status, source, author_id, executor_id, version, date_created,
                          date_updated, location_id)
       VALUES ($1, $2, $3, 'support', $4, $5, $6, $7, $8,
               (SELECT min(k.location_id) FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
                WHERE cc.user_id = $4)) RETURNING id`,
      [
        `Обращение в техподдержку: ${author.short_name}`,
        request.message,
        request.status,
        author.id,
        support?.id ?? null,
        steps.length + 1,
        created,
        updated,
      ],
    );
    await q.query(
      `INSERT INTO task_history (task_id, user_id, kind, old_value, new_value, at)
       VALUES ($1, $2, 'created', NULL, 'new', $3)`,
      [task.id, author.id, created],
    );
    let previous = 'new';
    for (const [index, status] of steps.entries()) {
      // The author closes; the support user does the rest.
      const by = status === 'closed' ? author.id : (support?.id ?? author.id);
      await q.query(
        `INSERT INTO task_history (task_id, user_id, kind, old_value, new_value, at)
         VALUES ($1, $2, 'status', $3, $4, $5)`,
        [task.id, by, previous, status, new Date(created.getTime() + (index + 1) * HOUR_MS)],
      );
      previous = status;
    }
  }
  await seedDiaryNotes(q, at);
}

/** Links for the groups of the contracts of every family with accounts that have none yet. */
async function seedFamilyZoomLinks(q: Queryable, data: SchoolData, at: Date): Promise<void> {
  const linked = new Set(data.customerContracts.map((row) => row.contract_id));
  // The demo teacher's groups have their links from seedLessons, one left without on purpose.
  const taught = new Set(
    data.groupTeachers.filter((row) => row.user_id === DEMO_TEACHER_ID).map((row) => row.group_id),
  );
  const groups = [
    ...new Set(
      data.contracts.flatMap((contract) =>
        linked.has(contract.id) && contract.group_id !== null && !taught.has(contract.group_id)
          ? [contract.group_id]
          : [],
      ),
    ),
  ].sort((a, b) => a - b);
  const [row] = await q.query<{ data: unknown }>(`SELECT data FROM configs WHERE name = 'zoom_params'`);
  const entries = Array.isArray(row?.data) ? (row.data as { group_id?: unknown }[]) : [];
  const has = new Set(entries.map((entry) => Number(entry.group_id)));
  const added = groups
    .filter((groupId) => !has.has(groupId))
    .map((groupId) => ({
      group_id: groupId,
      link: `https://zoom.us/j/${String(9_200_000_000 + groupId * 7919)}`,
    }));
  if (added.length === 0) return;
  await q.query(
    `INSERT INTO configs (name, data, updated_at) VALUES ('zoom_params', $1::jsonb, $2)
     ON CONFLICT (name) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
    [JSON.stringify([...entries, ...added]), at],
  );
}

/**
 * A homework note on the latest recorded lesson of every group that has no file yet (its teacher uploaded
 * it), so that each child's diary has a file to download - and each family lessons it cannot reach.
 */
async function seedDiaryNotes(q: Queryable, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO files (name, content_type, size, content, lesson_id, created_by, created_at)
     SELECT DISTINCT ON (l.group_id) $1, $2, $3, $4::bytea, l.id, l.teacher_id, $5
     FROM lessons l
     WHERE l.completed AND l.date <= $6::date AND NOT EXISTS (SELECT 1 FROM files f WHERE f.lesson_id = l.id)
     ORDER BY l.group_id, l.date DESC, l.id DESC`,
    [
      'Домашнее задание к уроку.txt',
      'text/plain; charset=utf-8',
      NOTE.length,
      NOTE,
      at,
      at.toISOString().slice(0, 10),
    ],
  );
}
