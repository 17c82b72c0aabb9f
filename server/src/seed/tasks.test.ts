import { addDays } from '../lib/dates';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../test/databases';
import { TEST_TODAY } from '../test/fixtures';

type TaskRow = {
  id: number;
  title: string;
  status: string;
  role_group: string;
  executor: string;
  due_date: string;
  version: number;
  date_updated: string;
};
type HistoryRow = {
  task_id: number;
  kind: string;
  old_value: string | null;
  new_value: string | null;
  at: string;
};

describe.each(TEST_DATABASES)('the demo tasks on %s', (kind) => {
  let db: TestDb;
  let tasks: TaskRow[];
  let history: HistoryRow[];

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    tasks = await db.query<TaskRow>(
      `SELECT t.id, t.title, t.status, t.role_group, u.email AS executor,
              to_char(t.due_date, 'YYYY-MM-DD HH24:MI:SS') AS due_date, t.version,
              t.date_updated::text AS date_updated
       FROM tasks t JOIN users u ON u.id = t.executor_id WHERE t.source = 'staff' ORDER BY t.id`,
    );
    history = await db.query<HistoryRow>(
      `SELECT h.task_id, h.kind, h.old_value, h.new_value, h.at::text AS at
       FROM task_history h JOIN tasks t ON t.id = h.task_id WHERE t.source = 'staff' ORDER BY h.id`,
    );
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(() => db?.dispose());

  const historyOf = (task: TaskRow) => history.filter((entry) => entry.task_id === task.id);
  const byTitle = (title: string) => tasks.find((task) => task.title === title)!;

  it('seeds fifteen staff tasks in every status, each as its history leaves it', () => {
    expect(tasks).toHaveLength(15);
    expect(new Set(tasks.map((task) => task.status))).toEqual(
      new Set(['new', 'in_work', 'completed', 'denied_execution', 'closed']),
    );
    for (const task of tasks) {
      const entries = historyOf(task);
      expect(entries[0]).toMatchObject({ kind: 'created', old_value: null, new_value: 'new' });
      const statuses = entries.filter((entry) => entry.kind === 'status');
      expect(statuses.at(-1)?.new_value ?? 'new').toBe(task.status);
      expect(task.date_updated).toBe(entries.at(-1)!.at);
    }
  });

  it('plays an executor change, a deadline move and comments into the task and its history', () => {
    const lead = byTitle('Связаться с лидом из Instagram');
    expect(lead).toMatchObject({
      status: 'in_work',
      role_group: 'sales',
      executor: 'manager@school.test',
      due_date: `${addDays(TEST_TODAY, -1)} 18:00:00`,
      version: 4,
    });
    expect(historyOf(lead).map((entry) => [entry.kind, entry.new_value])).toEqual([
      ['created', 'new'],
      ['executor', expect.any(String)],
      ['status', 'in_work'],
      ['comment', 'Не берут трубку, написала в директ'],
    ]);

    const projector = byTitle('Починить проектор в кабинете 2');
    expect(projector).toMatchObject({
      status: 'closed',
      due_date: `${addDays(TEST_TODAY, -9)} 00:00:00`,
      version: 6,
    });
    const deadline = historyOf(projector).find((entry) => entry.kind === 'deadline')!;
    expect(deadline).toMatchObject({
      old_value: `${addDays(TEST_TODAY, -10)} 00:00:00`,
      new_value: `${addDays(TEST_TODAY, -9)} 00:00:00`,
    });

    const reviews = byTitle('Собрать отзывы родителей');
    expect(historyOf(reviews).map((entry) => entry.kind)).toEqual(['created']);
    const payment = byTitle('Проверить оплату по договору');
    expect(historyOf(payment).map((entry) => [entry.kind, entry.new_value])).toEqual([
      ['created', 'new'],
      ['comment', 'Квитанцию родитель прислал в мессенджер'],
    ]);
  });

  it('attaches the demo files to their tasks, by the author', async () => {
    const files = await db.query<{ name: string; title: string; size: number; by_author: boolean }>(
      `SELECT f.name, t.title, f.size, f.created_by = t.author_id AS by_author
       FROM files f JOIN tasks t ON t.id = f.task_id ORDER BY f.id`,
    );
    expect(files).toEqual([
      { name: 'Список договоров.txt', title: 'Распечатать договоры на подпись', size: 21, by_author: true },
      {
        name: 'План итогового занятия.txt',
        title: 'Согласовать тему итогового занятия',
        size: expect.any(Number),
        by_author: true,
      },
      {
        name: 'Фото класса.png',
        title: 'Подготовить материалы для открытого урока',
        size: expect.any(Number),
        by_author: true,
      },
    ]);
  });
});
