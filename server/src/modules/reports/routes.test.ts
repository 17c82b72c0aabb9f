import ExcelJS from 'exceljs';
import type { NewContractsReport, OngoingReport, PayByDayReport, Pivot } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { BY_BATUMI, insertReportFixtures } from './reportFixtures';

/** The cell of a pivot at a row label and a column key (undefined when the row or the column is missing). */
function cell(pivot: Pivot, rowLabel: string, columnKey: string) {
  const row = pivot.rows.find((r) => r.label === rowLabel);
  const index = pivot.columns.findIndex((c) => c.key === columnKey);
  return row && index >= 0 ? row.cells[index] : undefined;
}
const rowLabels = (pivot: Pivot) => pivot.rows.map((r) => r.label);

const FEBRUARY = 'month=2&year=2021';

describe.each(TEST_DATABASES)('reports: ongoing, payments by day, new contracts, export on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let admin: string;
  let accountant: string;

  const get = async <T>(path: string, cookie = admin): Promise<T> => {
    const response = await server.request(`/api${path}`, { cookie });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const ongoing = (query: string, cookie = admin) =>
    get<OngoingReport>(`/report/ongoing/get?${FEBRUARY}&${query}`, cookie);
  const paid = (query: string, cookie = admin) =>
    get<PayByDayReport>(`/report/pay_by_day_and_by_city/get?${FEBRUARY}&${query}`, cookie);
  const signed = (query: string, cookie = admin) =>
    get<NewContractsReport>(`/report/new/get?${FEBRUARY}&${query}`, cookie);

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await insertReportFixtures(db);
    server = await startTestServer(db, { now: TEST_NOW });
    admin = await server.signIn('admin@school.test');
    accountant = await server.signIn('accountant@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  describe('GET /report/ongoing/get', () => {
    it('counts the contracts in force in the month by branch and course, with the totals', async () => {
      const { report, pivot } = await ongoing('location=all');
      expect(pivot.corner).toBe('Филиал');
      expect(rowLabels(pivot).sort()).toEqual(
        ['Барановичи', 'Батуми', 'Батуми', 'Минск', 'Тбилиси', 'Итого'].sort(),
      );
      // Active since September, active from the 15th, cancelled on the 10th, closed with a receivable due
      // on the 1st; not: cancelled in January, closed in December (a void receivable does not count),
      // new, starting in March, removed.
      expect(cell(pivot, 'Минск', 'course:1')).toBe(3);
      expect(cell(pivot, 'Минск', 'course:3')).toBe(1);
      expect(cell(pivot, 'Минск', 'total')).toBe(5);
      expect(cell(pivot, 'Минск', 'course:2')).toBeNull();
      expect(cell(pivot, 'Барановичи', 'course:2')).toBe(1);
      expect(cell(pivot, 'Итого', 'course:1')).toBe(5);
      expect(cell(pivot, 'Итого', 'total')).toBe(9);
      expect(report).toContainEqual({ location_id: 3, course_id: 1, count: 3 });
      expect(report.reduce((sum, row) => sum + row.count, 0)).toBe(9);
    });

    it('filters by month, branch, only RB (Batumi by its name too), course and course set', async () => {
      const january = await get<OngoingReport>('/report/ongoing/get?month=1&year=2021');
      // The January-cancelled contract still ran in January; the one from the 15th of February did not.
      expect(cell(january.pivot, 'Минск', 'course:3')).toBe(2);
      expect(cell(january.pivot, 'Минск', 'course:1')).toBe(2);

      const rb = await ongoing('location=rb');
      expect(rowLabels(rb.pivot)).not.toContain('Батуми');
      expect(rowLabels(rb.pivot)).not.toContain('Тбилиси');
      expect(cell(rb.pivot, 'Итого', 'total')).toBe(6);
      expect(rb.report.some((row) => row.location_id === BY_BATUMI)).toBe(false);

      const minsk = await ongoing('location=3');
      expect(rowLabels(minsk.pivot)).toEqual(['Минск', 'Итого']);
      expect(cell(minsk.pivot, 'Итого', 'total')).toBe(5);

      const robotics = await ongoing('course_id=1');
      expect(robotics.pivot.columns.map((c) => c.key)).toEqual(['course:1', 'total']);
      expect(cell(robotics.pivot, 'Итого', 'total')).toBe(5);

      // Scratch and the formula course are Belarus's only, chess Georgia's only.
      const georgia = await ongoing('course_set=georgia');
      expect(cell(georgia.pivot, 'Итого', 'total')).toBe(7);
      expect(georgia.report.some((row) => row.course_id === 3)).toBe(false);
      const rbCourses = await ongoing('course_set=rb');
      expect(cell(rbCourses.pivot, 'Итого', 'total')).toBe(8);
      expect(rbCourses.report.some((row) => row.course_id === 5)).toBe(false);

      const empty = await get<OngoingReport>('/report/ongoing/get?month=1&year=2020');
      expect(empty).toEqual({ report: [], pivot: { corner: 'Филиал', columns: [], rows: [] } });
    });

    it("never counts another branch's contracts; another branch by name is 404", async () => {
      const own = await ongoing('', accountant);
      expect(new Set(own.report.map((row) => row.location_id))).toEqual(new Set([3, 24]));
      expect(cell(own.pivot, 'Итого', 'total')).toBe(6);
      const elsewhere = await server.request(`/api/report/ongoing/get?${FEBRUARY}&location=31`, {
        cookie: accountant,
      });
      expect(elsewhere.status).toBe(404);
    });
  });

  describe('GET /report/pay_by_day_and_by_city/get', () => {
    it('sums the payments of each day in each city in its currency, totals per currency', async () => {
      const { report, pivot } = await paid('');
      const byKey = Object.fromEntries(pivot.columns.map((c) => [c.key, c]));
      expect(byKey['city:Минск']).toMatchObject({ kind: 'money', currency: 'BYN' });
      expect(byKey['city:Батуми']).toMatchObject({ kind: 'money', currency: 'GEL' });
      expect(byKey['total:BYN']).toMatchObject({ total: true, currency: 'BYN' });
      expect(byKey['total:GEL']).toMatchObject({ total: true, currency: 'GEL' });
      expect(rowLabels(pivot)).toEqual(['01.02.2021', '03.02.2021', 'Итого']);
      expect(cell(pivot, '01.02.2021', 'city:Минск')).toBe('150.50');
      // A payment to 'unknown' taken in Минск counts there.
      expect(cell(pivot, '03.02.2021', 'city:Минск')).toBe('32.00');
      expect(cell(pivot, '03.02.2021', 'city:Барановичи')).toBeNull();
      expect(cell(pivot, '01.02.2021', 'total:BYN')).toBe('180.50');
      expect(cell(pivot, '01.02.2021', 'total:GEL')).toBe('40.00');
      expect(cell(pivot, 'Итого', 'city:Минск')).toBe('182.50');
      // Rubles and lari never added together.
      expect(cell(pivot, 'Итого', 'total:BYN')).toBe('212.50');
      expect(cell(pivot, 'Итого', 'total:GEL')).toBe('55.25');
      expect(report).toContainEqual({
        date: '2021-02-03',
        city: 'Тбилиси',
        amount: '15.25',
        currency: 'GEL',
      });
    });

    it('filters by course (no payment to unknown then), only RB and a branch', async () => {
      const robotics = await paid('course_id=1');
      expect(cell(robotics.pivot, '03.02.2021', 'city:Минск')).toBe('20.00');
      expect(cell(robotics.pivot, 'Итого', 'total:BYN')).toBe('170.50');
      expect(robotics.pivot.columns.map((c) => c.key)).not.toContain('city:Барановичи');

      const rb = await paid('location=rb');
      expect(rb.pivot.columns.map((c) => c.key)).toEqual(['city:Барановичи', 'city:Минск', 'total:BYN']);
      const baranovichi = await paid('location=24');
      expect(rowLabels(baranovichi.pivot)).toEqual(['01.02.2021', 'Итого']);
      expect(cell(baranovichi.pivot, 'Итого', 'total:BYN')).toBe('30.00');
    });

    it("equals the seed's payments of a month added up apart; never another branch's", async () => {
      const payments = await db.query<{ amount: string }>(
        `SELECT amount::text AS amount FROM payments
         WHERE location_id = ANY('{3,24,12}'::int[]) AND date >= '2026-03-01' AND date < '2026-04-01'`,
      );
      const kopecks = payments.reduce((sum, p) => sum + Math.round(Number(p.amount) * 100), 0);
      expect(payments.length).toBeGreaterThan(0);
      const march = await get<PayByDayReport>(
        '/report/pay_by_day_and_by_city/get?month=3&year=2026',
        accountant,
      );
      const total = cell(march.pivot, 'Итого', 'total:BYN') as string;
      expect(Math.round(Number(total) * 100)).toBe(kopecks);
      expect(march.pivot.columns.some((c) => c.currency === 'GEL')).toBe(false);
      expect(march.report.every((row) => ['Минск', 'Барановичи', 'Гомель'].includes(row.city))).toBe(true);
    });
  });

  describe('GET /report/new/get', () => {
    it('counts the contracts signed in each week: all, first of their client, paid', async () => {
      const { report, pivot } = await signed('');
      expect(rowLabels(pivot)).toEqual([
        '01.02 – 07.02.2021',
        '08.02 – 14.02.2021',
        '15.02 – 21.02.2021',
        'Итого',
      ]);
      // The week of 1 February in Минск: a first contract paid, the same client's second, and one signed at
      // 01:30 Минск time (31 January in UTC); the one at 00:30 on 1 March is not February's.
      expect(cell(pivot, '01.02 – 07.02.2021', '3:count')).toBe(3);
      expect(cell(pivot, '01.02 – 07.02.2021', '3:count_new')).toBe(2);
      expect(cell(pivot, '01.02 – 07.02.2021', '3:count_paid')).toBe(1);
      // An extension is not a new client.
      expect(cell(pivot, '08.02 – 14.02.2021', '24:count')).toBe(1);
      expect(cell(pivot, '08.02 – 14.02.2021', '24:count_new')).toBe(0);
      expect(cell(pivot, '08.02 – 14.02.2021', 'total:count')).toBe(2);
      expect(cell(pivot, 'Итого', '3:count')).toBe(4);
      expect(cell(pivot, 'Итого', 'total:count')).toBe(6);
      expect(cell(pivot, 'Итого', 'total:count_new')).toBe(4);
      expect(cell(pivot, 'Итого', 'total:count_paid')).toBe(2);
      expect(pivot.columns.find((c) => c.key === '3:count')).toMatchObject({
        group: 'Минск',
        label: 'Всего',
      });
      expect(report).toContainEqual({
        week: '2021-02-08',
        course_id: 10,
        course_type: 'individual',
        location_name: 'Минск',
        count: 1,
        count_new: 1,
        count_paid: 1,
      });
    });

    it('the camp, individual and academic-year checkboxes choose the course types', async () => {
      const noCamp = await signed('camp=0');
      expect(cell(noCamp.pivot, 'Итого', 'total:count')).toBe(4);
      expect(noCamp.report.some((row) => row.course_type === 'camp_program')).toBe(false);
      const yearOnly = await signed('camp=0&individual=false');
      expect(cell(yearOnly.pivot, 'Итого', 'total:count')).toBe(3);
      expect(new Set(yearOnly.report.map((row) => row.course_type))).toEqual(new Set(['course']));
      const campOnly = await signed('academic_year=0&individual=0');
      expect(cell(campOnly.pivot, 'Итого', 'total:count')).toBe(2);
      const none = await signed('academic_year=0&individual=0&camp=0');
      expect(none.pivot.rows).toEqual([]);
      const bad = await server.request(`/api/report/new/get?${FEBRUARY}&camp=yes`, { cookie: admin });
      expect(bad.status).toBe(400);
    });

    it("filters by branch and course; never another branch's contracts", async () => {
      const rb = await signed('location=rb');
      expect(rb.report.some((row) => row.location_name === 'Батуми')).toBe(false);
      expect(cell(rb.pivot, 'Итого', 'total:count')).toBe(5);
      const robotics = await signed('course_id=1&location=3');
      expect(cell(robotics.pivot, 'Итого', 'total:count')).toBe(2);
      const own = await signed('', accountant);
      expect(new Set(own.report.map((row) => row.location_name))).toEqual(new Set(['Минск', 'Барановичи']));
    });
  });

  describe('permissions and input', () => {
    it('needs report.view; a bad month or year is a 400 naming the field', async () => {
      const methodist = await server.signIn('methodist@school.test');
      const refused = await server.request(`/api/report/ongoing/get?${FEBRUARY}`, { cookie: methodist });
      expect(refused.status).toBe(403);
      const anonymous = await server.request(`/api/report/pay_by_day_and_by_city/get?${FEBRUARY}`);
      expect(anonymous.status).toBe(401);
      const year = await server.request('/api/report/ongoing/get?month=2&year=2019', { cookie: admin });
      expect(year.status).toBe(400);
      expect(((await year.json()) as { errors: Record<string, string> }).errors).toHaveProperty('year');
      const month = await server.request('/api/report/new/get?month=13&year=2021', { cookie: admin });
      expect(month.status).toBe(400);
      const set = await server.request(`/api/report/ongoing/get?${FEBRUARY}&course_set=usa`, {
        cookie: admin,
      });
      expect(set.status).toBe(400);
    });
  });

  describe('GET /report/export', () => {
    const workbook = async (query: string, cookie = admin) => {
      const response = await server.request(`/api/report/export?${query}`, { cookie });
      expect(response.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await response.arrayBuffer());
      return { response, sheet: book.worksheets[0] as ExcelJS.Worksheet };
    };
    const rowOf = (sheet: ExcelJS.Worksheet, label: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === label) found = row;
      });
      if (!found) throw new Error(`No row ${label}`);
      return found;
    };

    it('writes the ongoing pivot with its filters, named report_ongoing_<today>.xlsx; formulas neutralised', async () => {
      const { response, sheet } = await workbook(`report=ongoing&${FEBRUARY}&location=3`);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="report_ongoing_2026-03-16.xlsx"',
      );
      expect(sheet.getCell('A1').value).toBe('Действующие договоры');
      expect(sheet.getCell('A2').value).toBe('Филиал: Минск');
      expect(sheet.getCell('A3').value).toBe('Курс: все курсы');
      expect(sheet.getCell('A4').value).toBe('Месяц: Февраль 2021');
      const header = rowOf(sheet, 'Филиал');
      const headers = (header.values as unknown[]).slice(1);
      // The course named like a formula is text behind a quote.
      expect(headers).toContain('\'=HYPERLINK("x")');
      expect(headers.at(-1)).toBe('Итого');
      const minsk = rowOf(sheet, 'Минск');
      expect(minsk.getCell(headers.length).value).toBe(5);
      expect(rowOf(sheet, 'Итого').getCell(headers.length).value).toBe(5);
    });

    it('writes amounts as numbers under a heading with the currency; new contracts name the course types', async () => {
      const { sheet } = await workbook(`report=pay_by_day&${FEBRUARY}`);
      expect(sheet.getCell('A1').value).toBe('Платежи по дням');
      const header = (rowOf(sheet, 'Дата').values as unknown[]).slice(1);
      expect(header).toContain('Минск, р.');
      expect(header).toContain('Итого, ₾');
      const total = rowOf(sheet, 'Итого');
      expect(total.getCell(header.indexOf('Итого, р.') + 1).value).toBe(212.5);
      expect(total.getCell(header.indexOf('Итого, ₾') + 1).value).toBe(55.25);

      const signedBook = await workbook(`report=new&${FEBRUARY}&camp=0`);
      expect(signedBook.sheet.getCell('A5').value).toBe('Типы курсов: учебный год, индивидуальные');
      const signedHeader = (rowOf(signedBook.sheet, 'Неделя').values as unknown[]).slice(1);
      expect(signedHeader).toContain('Минск · Всего');
      expect(rowOf(signedBook.sheet, 'Итого').getCell(signedHeader.indexOf('Итого · Всего') + 1).value).toBe(
        4,
      );
    });

    it('writes the lesson reports with their own sheets: the pivot their tabs show', async () => {
      // Months of the seeded journal: its camps' last and its first lessons' (the pupils' first visits).
      const month = async (camp: boolean) => {
        const [row] = await db.query<{ month: number; year: number }>(
          `SELECT extract(month FROM l.date)::int AS month, extract(year FROM l.date)::int AS year
           FROM lessons l JOIN groups g ON g.id = l.group_id
           WHERE g.camp = $1 ORDER BY l.date ${camp ? 'DESC' : 'ASC'} LIMIT 1`,
          [camp],
        );
        return `month=${row.month}&year=${row.year}`;
      };
      const cases = [
        { report: 'camp', path: '/report/camp/get', query: await month(true), title: 'Посещение лагеря' },
        {
          report: 'first_visit',
          path: '/report/first_visit/get',
          query: await month(false),
          title: 'Первые посещения',
        },
      ];
      for (const { report, path, query, title } of cases) {
        const { pivot } = await get<{ pivot: Pivot }>(`${path}?${query}`);
        expect(pivot.rows.length).toBeGreaterThan(0);
        const { response, sheet } = await workbook(`report=${report}&${query}`);
        expect(response.headers.get('content-disposition')).toContain(`report_${report}_2026-03-16.xlsx`);
        expect(sheet.getCell('A1').value).toBe(title);
        const header = rowOf(sheet, pivot.corner);
        const last = pivot.rows[pivot.rows.length - 1];
        // Every row of the pivot under the header, in its order, with the figures of the last.
        const written = sheet.getRow(header.number + pivot.rows.length);
        expect(String(written.getCell(1).value)).toContain(last.label);
        last.cells.forEach((value, i) => {
          const expected = value === true ? '✓' : value === false ? null : value;
          expect(written.getCell(i + 2).value ?? null).toBe(expected);
        });
      }
    });

    it("exports only the caller's branches; another branch is 404, a bad report 400", async () => {
      const { sheet } = await workbook(`report=ongoing&${FEBRUARY}`, accountant);
      const labels: unknown[] = [];
      sheet.eachRow((row) => labels.push(row.getCell(1).value));
      expect(labels).toContain('Минск');
      expect(labels).not.toContain('Тбилиси');
      const elsewhere = await server.request(`/api/report/export?report=new&${FEBRUARY}&location=40`, {
        cookie: accountant,
      });
      expect(elsewhere.status).toBe(404);
      const bad = await server.request(`/api/report/export?report=debts&${FEBRUARY}`, { cookie: admin });
      expect(bad.status).toBe(400);
    });
  });
});
