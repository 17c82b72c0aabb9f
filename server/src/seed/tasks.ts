import type { TaskRoleGroup, TaskStatus } from '@school/shared-api/contracts';
import type { Queryable } from '../db/db';
import { addDays, dateInZone } from '../lib/dates';
import type { SchoolData } from './school';

// The demo task board (issue 13): tasks between the demo staff in every status, with comments, status,
// deadline and executor changes in their history, a few attachments, some overdue at the seed's moment and
// new tasks for manager@ (tasks.view and leads.view: the bell has something to show).

type Event =
  | { kind: 'comment'; by: string; text: string }
  | { kind: 'status'; by: string; to: TaskStatus }
  | { kind: 'deadline'; by: string; days: number }
  | { kind: 'executor'; by: string; to: string; group: TaskRoleGroup };

type DemoTask = {
  title: string;
  description: string;
  author: string;
  executor: string;
  group: TaskRoleGroup;
  /** Days before the seed's moment it was written. */
  daysAgo: number;
  /** The due date: the school's today plus these days, at dueTime. */
  dueDays: number;
  dueTime?: string;
  comment?: string;
  events?: Event[];
  files?: readonly { name: string; contentType: string; content: Buffer }[];
};

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const text = (value: string) => Buffer.from(value, 'utf8');
const TEXT = 'text/plain; charset=utf-8';

const M = 'manager@school.test';
const METHODIST = 'methodist@school.test';
const ADMINISTRATOR = 'administrator@school.test';
const TEACHER = 'teacher@school.test';
const ADMIN = 'admin@school.test';

const DEMO_TASKS: readonly DemoTask[] = [
  {
    title: 'Позвонить родителям после пробного занятия',
    description: 'Узнать впечатления и предложить группу по расписанию',
    author: M,
    executor: METHODIST,
    group: 'methodist',
    daysAgo: 0,
    dueDays: 2,
    comment: 'Пробное было в понедельник, контакт в карточке лида',
  },
  {
    title: 'Проверить оплату по договору',
    description: 'Родитель говорит, что оплатил, а в балансе платежа нет',
    author: ADMINISTRATOR,
    executor: M,
    group: 'sales',
    daysAgo: 1,
    dueDays: -1,
    dueTime: '12:00:00',
    comment: 'Квитанцию родитель прислал в мессенджер',
  },
  {
    title: 'Собрать отзывы родителей',
    description: 'Пять отзывов для сайта до конца недели',
    author: ADMIN,
    executor: M,
    group: 'sales',
    daysAgo: 0,
    dueDays: 3,
  },
  {
    title: 'Распечатать договоры на подпись',
    description: 'Три новых договора, список во вложении',
    author: M,
    executor: ADMINISTRATOR,
    group: 'administrator',
    daysAgo: 0,
    dueDays: 1,
    files: [{ name: 'Список договоров.txt', contentType: TEXT, content: text('Д-101\nД-102\nД-103\n') }],
  },
  {
    title: 'Согласовать тему итогового занятия',
    description: 'Нужна тема и список материалов',
    author: TEACHER,
    executor: METHODIST,
    group: 'methodist',
    daysAgo: 2,
    dueDays: -1,
    comment: 'Черновик плана во вложении',
    files: [
      {
        name: 'План итогового занятия.txt',
        contentType: TEXT,
        content: text('1. Повторение\n2. Мини-проект\n3. Презентация работ\n'),
      },
    ],
  },
  {
    title: 'Подготовить план занятий на месяц',
    description: 'План для всех групп филиала',
    author: ADMIN,
    executor: METHODIST,
    group: 'methodist',
    daysAgo: 3,
    dueDays: 4,
    events: [
      { kind: 'status', by: METHODIST, to: 'in_work' },
      { kind: 'comment', by: METHODIST, text: 'Половина групп готова' },
    ],
  },
  {
    title: 'Связаться с лидом из Instagram',
    description: 'Спрашивали про курс программирования для 10 лет',
    author: ADMIN,
    executor: METHODIST,
    group: 'methodist',
    daysAgo: 2,
    dueDays: -1,
    dueTime: '18:00:00',
    events: [
      { kind: 'executor', by: ADMIN, to: M, group: 'sales' },
      { kind: 'status', by: M, to: 'in_work' },
      { kind: 'comment', by: M, text: 'Не берут трубку, написала в директ' },
    ],
  },
  {
    title: 'Подготовить материалы для открытого урока',
    description: 'Презентация и раздаточные карточки',
    author: METHODIST,
    executor: TEACHER,
    group: 'teacher',
    daysAgo: 5,
    dueDays: 1,
    events: [
      { kind: 'status', by: TEACHER, to: 'in_work' },
      { kind: 'deadline', by: METHODIST, days: 1 },
      { kind: 'comment', by: METHODIST, text: 'Срок перенесла, фото класса во вложении' },
    ],
    files: [{ name: 'Фото класса.png', contentType: 'image/png', content: PNG_1X1 }],
  },
  {
    title: 'Отчёт по пробным занятиям',
    description: 'Сколько пробных и сколько договоров по итогам',
    author: M,
    executor: METHODIST,
    group: 'methodist',
    daysAgo: 3,
    dueDays: 0,
    events: [{ kind: 'status', by: METHODIST, to: 'in_work' }],
  },
  {
    title: 'Обновить расписание группы',
    description: 'Группа переходит на вечернее время',
    author: METHODIST,
    executor: ADMINISTRATOR,
    group: 'administrator',
    daysAgo: 6,
    dueDays: -2,
    events: [
      { kind: 'status', by: ADMINISTRATOR, to: 'in_work' },
      { kind: 'comment', by: ADMINISTRATOR, text: 'Родителей предупредила' },
      { kind: 'status', by: ADMINISTRATOR, to: 'completed' },
    ],
  },
  {
    title: 'Проверить журнал посещаемости',
    description: 'За прошлую неделю не отмечены два занятия',
    author: ADMINISTRATOR,
    executor: METHODIST,
    group: 'methodist',
    daysAgo: 8,
    dueDays: -3,
    events: [
      { kind: 'status', by: METHODIST, to: 'in_work' },
      { kind: 'comment', by: METHODIST, text: 'Учителя отметили' },
      { kind: 'status', by: METHODIST, to: 'completed' },
    ],
  },
  {
    title: 'Заменить учителя на четверг',
    description: 'Основной учитель на больничном',
    author: ADMINISTRATOR,
    executor: TEACHER,
    group: 'teacher',
    daysAgo: 4,
    dueDays: -1,
    events: [
      { kind: 'status', by: TEACHER, to: 'in_work' },
      { kind: 'comment', by: TEACHER, text: 'Причина отказа: В четверг у меня курсы повышения квалификации' },
      { kind: 'status', by: TEACHER, to: 'denied_execution' },
    ],
  },
  {
    title: 'Обзвонить должников',
    description: 'Список в отчёте задолженностей',
    author: ADMIN,
    executor: M,
    group: 'sales',
    daysAgo: 7,
    dueDays: -4,
    events: [
      { kind: 'comment', by: M, text: 'Причина отказа: Задолженностями занимается бухгалтерия' },
      { kind: 'status', by: M, to: 'denied_execution' },
    ],
  },
  {
    title: 'Выдать сертификаты выпускникам',
    description: 'Сертификаты напечатаны, лежат у администратора',
    author: M,
    executor: ADMINISTRATOR,
    group: 'administrator',
    daysAgo: 10,
    dueDays: -5,
    events: [
      { kind: 'status', by: ADMINISTRATOR, to: 'in_work' },
      { kind: 'status', by: ADMINISTRATOR, to: 'completed' },
      { kind: 'status', by: M, to: 'closed' },
    ],
  },
  {
    title: 'Починить проектор в кабинете 2',
    description: 'Не включается, мигает лампа',
    author: TEACHER,
    executor: ADMINISTRATOR,
    group: 'administrator',
    daysAgo: 15,
    dueDays: -10,
    events: [
      { kind: 'status', by: ADMINISTRATOR, to: 'in_work' },
      { kind: 'deadline', by: ADMINISTRATOR, days: -9 },
      { kind: 'status', by: ADMINISTRATOR, to: 'completed' },
      { kind: 'comment', by: TEACHER, text: 'Работает, спасибо!' },
      { kind: 'status', by: TEACHER, to: 'closed' },
    ],
  },
];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ZONE = 'Europe/Minsk';

type Staff = SchoolData['users'][number];
type HistoryEntry = { by: number; kind: string; old: string | null; new: string | null; at: Date };

/** A demo task as its events leave it, with its history (the events an hour apart after its creation). */
type PlayedTask = {
  status: TaskStatus;
  executor: Staff;
  group: TaskRoleGroup;
  dueDate: string;
  history: HistoryEntry[];
};

/**
 * Plays a demo task's events from its creation as the task routes would record them: an executor change
 * sends a task that has moved on back to new. An event of an unknown user is the author's; a change to an
 * unknown executor is left out.
 */
function playEvents(
  demo: DemoTask,
  people: { author: Staff; executor: Staff; byEmail: ReadonlyMap<string, Staff> },
  created: Date,
  due: (days: number, time?: string) => string,
): PlayedTask {
  const { author, byEmail } = people;
  const task: PlayedTask = {
    status: 'new',
    executor: people.executor,
    group: demo.group,
    dueDate: due(demo.dueDays, demo.dueTime),
    history: [{ by: author.id, kind: 'created', old: null, new: 'new', at: created }],
  };
  const { history } = task;
  if (demo.comment)
    history.push({ by: author.id, kind: 'comment', old: null, new: demo.comment, at: created });
  for (const [index, event] of (demo.events ?? []).entries()) {
    const by = byEmail.get(event.by)?.id ?? author.id;
    const at = new Date(created.getTime() + (index + 1) * HOUR_MS);
    if (event.kind === 'comment') {
      history.push({ by, kind: 'comment', old: null, new: event.text, at });
    } else if (event.kind === 'status') {
      history.push({ by, kind: 'status', old: task.status, new: event.to, at });
      task.status = event.to;
    } else if (event.kind === 'deadline') {
      const next = due(event.days, demo.dueTime);
      history.push({ by, kind: 'deadline', old: task.dueDate, new: next, at });
      task.dueDate = next;
    } else {
      const next = byEmail.get(event.to);
      if (!next) continue;
      history.push({ by, kind: 'executor', old: String(task.executor.id), new: String(next.id), at });
      if (task.status !== 'new') {
        history.push({ by, kind: 'status', old: task.status, new: 'new', at });
        task.status = 'new';
      }
      task.executor = next;
      task.group = event.group;
    }
  }
  return task;
}

/**
 * The demo tasks and their history and files (after the support requests of the personal area). A task's
 * branch is that of its first executor, one its author shares first, as /task/add would give it.
 */
export async function seedTasks(q: Queryable, data: SchoolData, at: Date): Promise<void> {
  const byEmail = new Map(data.users.map((user) => [user.email, user]));
  const today = dateInZone(at, ZONE);
  const due = (days: number, time = '00:00:00') => `${addDays(today, days)} ${time}`;
  const branchesOf = (userId: number) =>
    data.userLocations
      .filter((row) => row.user_id === userId)
      .map((row) => row.location_id)
      .sort((a, b) => a - b);

  for (const demo of DEMO_TASKS) {
    const author = byEmail.get(demo.author);
    const first = byEmail.get(demo.executor);
    if (!author || !first) continue;
    const created = new Date(at.getTime() - demo.daysAgo * DAY_MS - 6 * HOUR_MS);
    const task = playEvents(demo, { author, executor: first, byEmail }, created, due);
    const authorBranches = new Set(branchesOf(author.id));
    const executorBranches = branchesOf(first.id);
    const location = executorBranches.find((id) => authorBranches.has(id)) ?? executorBranches[0] ?? null;
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO tasks (title, description, status, source, role_group, author_id, executor_id, location_id,
                          due_date, version, date_created, date_updated)
       VALUES ($1, $2, $3, 'staff', $4, $5, $6, $7, $8::timestamp, $9, $10, $11) RETURNING id`,
      [
        demo.title,
        demo.description,
        task.status,
        task.group,
        author.id,
        task.executor.id,
        location,
        task.dueDate,
        1 + (demo.events ?? []).length,
        created,
        task.history[task.history.length - 1].at,
      ],
    );
    for (const entry of task.history) {
      await q.query(
        `INSERT INTO task_history (task_id, user_id, kind, old_value, new_value, at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [row.id, entry.by, entry.kind, entry.old, entry.new, entry.at],
      );
    }
    for (const file of demo.files ?? []) {
      await q.query(
        `INSERT INTO files (name, content_type, size, content, task_id, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [file.name, file.contentType, file.content.length, file.content, row.id, author.id, created],
      );
    }
  }
}
