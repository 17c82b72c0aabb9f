import PizZip from 'pizzip';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { docxText } from '../documents/docx';

// POST /generate/order: the order of enrolment of a branch's pupils whose contracts started in a period, a
// DOCX from the order template, named with the date.

const PERIOD = { from: '2031-09-01', to: '2031-09-30' };

describe.each(TEST_DATABASES)('order documents: POST /api/generate/order on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let accountant: string;

  const order = (body: unknown, cookie = accountant) =>
    server.request('/api/generate/order', { method: 'POST', json: body, cookie });
  const text = async (response: Response) => {
    const zip = new PizZip(Buffer.from(await response.arrayBuffer()));
    expect(zip.file('word/document.xml')).not.toBeNull();
    return docxText(Buffer.from(zip.generate({ type: 'nodebuffer' })));
  };

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    const [course] = await db.query<{ id: number; name: string }>(
      `INSERT INTO courses (name, short_name, type) VALUES ('Робототехника 2031', 'Робо', 'course') RETURNING id, name`,
    );
    const [group] = await db.query<{ id: number }>(
      `INSERT INTO groups (short_name, course_id, location_id) VALUES ('РБ-31', $1, 24) RETURNING id`,
      [course.id],
    );
    const add = (number: string, kid: string, start: string, extra: Record<string, unknown> = {}) =>
      db.query(
        `INSERT INTO contracts (number, full_name, kid_name, course_id, group_id, location_id, status, start_date,
                                details, cancelled_on, removed_at)
         VALUES ($1, 'Родитель', $2, $3, $4, 24, $5, $6, $7, $8, $9)`,
        [
          number,
          kid,
          course.id,
          group.id,
          extra.status ?? 'active',
          start,
          JSON.stringify({ year_of_birth: '2019-05-04' }),
          extra.cancelled_on ?? null,
          extra.removed_at ?? null,
        ],
      );
    await add('БР-91001', 'Соколова Вера', '2031-09-01');
    await add('БР-91002', 'Антонов Илья', '2031-09-15', { status: 'new' });
    await add('БР-91003', 'Отменённый Пётр', '2031-09-10', {
      status: 'cancelled',
      cancelled_on: '2031-09-05',
    });
    await add('БР-91004', 'Удалённая Анна', '2031-09-12', { status: 'closed', removed_at: TEST_NOW });
    await add('БР-91005', 'Октябрьский Олег', '2031-10-01');
    server = await startTestServer(db, { now: TEST_NOW });
    accountant = await server.signIn('accountant@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it('lists the pupils whose contracts started in the period at the branch, named with the date', async () => {
    const response = await order({ location: 24, ...PERIOD });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('wordprocessingml');
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent('Приказ 16.03.2026.docx'),
    );
    const content = await text(response);
    expect(content).toContain('ПРИКАЗ');
    expect(content).toContain('О зачислении обучающихся');
    expect(content).toContain('Зачислить в филиал «Барановичи»');
    expect(content).toContain('в период с 01.09.2031 по 30.09.2031');
    expect(content).toContain('16.03.2026');
    // By programme, group and pupil; the year of birth from the contract.
    expect(content).toMatch(/1Антонов Илья2019Робототехника 2031РБ-31БР-9100215\.09\.2031/);
    expect(content).toMatch(/2Соколова Вера2019Робототехника 2031РБ-31БР-9100101\.09\.2031/);
    expect(content).toContain('Всего зачислено: 2.');
    expect(content).not.toContain('Отменённый');
    expect(content).not.toContain('Удалённая');
    expect(content).not.toContain('Октябрьский');
    expect(content).not.toContain('договоров, начавшихся в филиале, нет');
  });

  it('says so when no contract started in the period', async () => {
    const content = await text(await order({ location: 24, from: '2031-11-01', to: '2031-11-30' }));
    expect(content).toContain('В этот период договоров, начавшихся в филиале, нет.');
    expect(content).toContain('Всего зачислено: 0.');
  });

  it('is made only for the branches 3 and 24 of the user, for a period whose start is not after its end', async () => {
    // Гомель is the accountant's branch but not one of the order's.
    const other = await order({ location: 12, ...PERIOD });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      errors: { location: 'Приказ формируется только для локаций Минск и Барановичи' },
    });
    expect((await order({ location: 31, ...PERIOD })).status).toBe(404);
    const backwards = await order({ location: 24, from: '2031-09-30', to: '2031-09-01' });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { errors: Record<string, string> }).errors).toHaveProperty('to');
    expect((await order({ location: 24, from: '', to: '2031-09-01' })).status).toBe(400);
  });

  it('needs report.view', async () => {
    const manager = await server.signIn('manager@school.test');
    expect((await order({ location: 3, ...PERIOD }, manager)).status).toBe(200);
    const teacher = await server.signIn('teacher@school.test');
    expect((await order({ location: 3, ...PERIOD }, teacher)).status).toBe(403);
  });

  it('fills the newest order template; without one the answer says it is not uploaded', async () => {
    await db.query('DELETE FROM order_templates');
    const response = await order({ location: 24, ...PERIOD });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Шаблон приказа не загружен' });
  });
});
