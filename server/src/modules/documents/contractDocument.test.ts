import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { seededDocumentIds } from '../../seed/documents';
import { generateContractDocument } from './contractDocument';
import { docxText } from './docx';

const TEN_PAYMENTS = [
  ...Array.from({ length: 9 }, (_, k) => ({
    date: `2026-${String(3 + k).padStart(2, '0')}-16`,
    amount: '162.00',
    count_week: 4,
  })),
  { date: '2026-12-16', amount: '162', count_week: '' },
];

async function documentText(db: TestDb, contractId: number): Promise<{ name: string; text: string }> {
  const [row] = await db.query<{ name: string; content: Uint8Array; doc_name: string }>(
    `SELECT d.name, d.content, c.doc_name FROM contract_documents d JOIN contracts c ON c.id = d.contract_id
     WHERE d.contract_id = $1`,
    [contractId],
  );
  expect(row.doc_name).toBe(row.name);
  return { name: row.name, text: docxText(Buffer.from(row.content)) };
}

async function templateOf(db: TestDb, contractId: number): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    `SELECT t.name FROM contract_documents d JOIN contract_templates t ON t.id = d.template_id
     WHERE d.contract_id = $1`,
    [contractId],
  );
  return row.name;
}

describe.each(TEST_DATABASES)('contract documents from the demo templates on %s', (kind) => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await insertRows(db, 'groups', [
      { id: 9401, short_name: 'МН-Робо-Т', course_id: 1, location_id: 3, weeks: 36, price_per_week: '45.00' },
      {
        id: 9402,
        short_name: 'БТ-ЛагSTEM-Т',
        course_id: 9,
        location_id: 31,
        weeks: 2,
        price_per_week: '137.50',
      },
      {
        id: 9403,
        short_name: 'МН-ИндМат-Т',
        course_id: 10,
        location_id: 3,
        weeks: 36,
        price_per_week: '70.00',
      },
    ]);
    const common = {
      contact_id: null,
      phone: '+375 29 111-22-33',
      status: 'new',
      date_created: '2026-03-16T10:00:00Z',
      start_date: '2026-03-16',
    };
    const parties = {
      full_name: 'Зайцева Алла Петровна',
      kid_name: 'Зайцев Миша',
      year_of_birth: '2016',
      passport_contact: 'MP1234567, выдан Фрунзенским РУВД г. Минска 01.02.2020',
      registration_contact: 'г. Минск, ул. Ложинская, д. 5, кв. 12',
    };
    const academicYear = {
      ...parties,
      start_date: '2026-03-16',
      weeks: 36,
      week_price: '45.00',
      full_price: '1620.00',
      hours_per_week: '4',
      payments: [...TEN_PAYMENTS],
    };
    await insertRows(db, 'contracts', [
      {
        ...common,
        id: 9301,
        number: 'МН-90001',
        full_name: parties.full_name,
        kid_name: parties.kid_name,
        course_id: 1,
        group_id: 9401,
        location_id: 3,
        full_price: '1620.00',
        lessons_type: 'academic_year',
        requisite_id: 1,
        details: JSON.stringify(academicYear),
      },
      {
        ...common,
        id: 9302,
        number: 'МН-90002',
        full_name: parties.full_name,
        kid_name: parties.kid_name,
        course_id: 1,
        group_id: 9401,
        location_id: 3,
        full_price: '1620.00',
        lessons_type: 'academic_year',
        requisite_id: 2,
        details: JSON.stringify(academicYear),
      },
      {
        ...common,
        id: 9303,
        number: 'БТ-90003',
        full_name: 'Беридзе Нино',
        kid_name: 'Беридзе Лука',
        course_id: 9,
        group_id: 9402,
        location_id: 31,
        full_price: '275.00',
        lessons_type: 'camp',
        requisite_id: 3,
        details: JSON.stringify({
          full_name: 'Беридзе Нино',
          kid_name: 'Беридзе Лука',
          year_of_birth: '2015',
          passport_contact: '01024012345',
          registration_contact: 'г. Батуми, ул. Руставели, 10',
          campaign_start: '2026-06-01',
          campaign_end: '2026-06-12',
          day_price: '27.50',
          total_days: 10,
          full_price_camp: '275.00',
          prepayment: '100.00',
          nutrition: 'Обед',
          schedule: '09:00–13:00',
          payments: [
            { date: '2026-05-15', amount: '100.00', count_week: 0 },
            { date: '2026-06-01', amount: '175.00', count_week: 2 },
          ],
        }),
      },
      {
        ...common,
        id: 9304,
        number: 'МН-90004',
        full_name: parties.full_name,
        kid_name: parties.kid_name,
        course_id: 10,
        group_id: 9403,
        location_id: 3,
        full_price: '0.00',
        lessons_type: 'individual',
        requisite_id: 1,
        details: JSON.stringify({ ...parties, lesson_price: '70.00', lesson_duration: 45 }),
      },
    ]);
  }, DATABASE_SETUP_TIMEOUT);

  afterAll(async () => {
    await db?.dispose();
  });

  it('fills an academic year: parties, child, prices in figures and words, the schedule rows', async () => {
    const name = await db.transaction((tx) => generateContractDocument(tx, 9301));
    expect(name).toBe('Договор МН-90001.docx');
    expect(await templateOf(db, 9301)).toBe('School_IP');
    const { text } = await documentText(db, 9301);
    expect(text).toContain('ДОГОВОР № МН-90001');
    expect(text).toContain('г. Минск');
    expect(text).toContain('16.03.2026');
    expect(text).toContain('ИП Ковалёв А. С. (УНП 191234567), индивидуальный предприниматель');
    expect(text).toContain('Зайцева Алла Петровна');
    expect(text).toContain('MP1234567, выдан Фрунзенским РУВД г. Минска 01.02.2020');
    expect(text).toContain('г. Минск, ул. Ложинская, д. 5, кв. 12');
    expect(text).toContain('Зайцев Миша, 2016 г. р.');
    expect(text).toContain('«Робототехника» (группа МН-Робо-Т)');
    expect(text).toContain('1 620,00 руб. (одна тысяча шестьсот двадцать рублей 00 копеек)');
    expect(text).toContain('45,00 руб. (сорок пять рублей 00 копеек)');
    expect(text).toContain('36 недель с 16.03.2026 по 22.11.2026');
    // The schedule table: one row per payment, in order, with its weeks.
    expect(text).toContain('116.03.2026162,00 руб.сто шестьдесят два рубля 00 копеек4');
    expect(text).toContain('1016.12.2026162,00 руб.сто шестьдесят два рубля 00 копеек');
    expect(text).toContain(
      'Итого по графику: 1 620,00 руб. (одна тысяча шестьсот двадцать рублей 00 копеек)',
    );
    expect(text).not.toContain('{');
  });

  it('picks the organisation template for an organisation requisite', async () => {
    await db.transaction((tx) => generateContractDocument(tx, 9302));
    expect(await templateOf(db, 9302)).toBe('School_IIP');
    const { text } = await documentText(db, 9302);
    expect(text).toContain('ООО «Школа будущего» (УНП 192345678) в лице директора');
  });

  it('fills a Georgian camp in lari', async () => {
    expect(await db.transaction((tx) => generateContractDocument(tx, 9303))).toBe('Договор БТ-90003.docx');
    expect(await templateOf(db, 9303)).toBe('CampG');
    const { text } = await documentText(db, 9303);
    expect(text).toContain('с 01.06.2026 по 12.06.2026, всего 10 дней');
    expect(text).toContain('Режим пребывания: 09:00–13:00. Питание: Обед.');
    expect(text).toContain('275,00 лари (двести семьдесят пять лари 00 тетри)');
    expect(text).toContain('27,50 лари (двадцать семь лари 50 тетри)');
    expect(text).toContain('100,00 лари (сто лари 00 тетри)');
    expect(text).toContain('Идентификационный код 405123456');
    expect(text).toContain('законодательством Грузии');
  });

  it('fills individual lessons', async () => {
    await db.transaction((tx) => generateContractDocument(tx, 9304));
    expect(await templateOf(db, 9304)).toBe('Individual');
    const { text } = await documentText(db, 9304);
    expect(text).toContain('70,00 руб. (семьдесят рублей 00 копеек)');
    expect(text).toContain('45 минут');
    expect(text).toContain('до 31.05.2026 включительно');
  });

  it('makes the document again in place, from the newest template', async () => {
    await db.transaction((tx) => generateContractDocument(tx, 9301));
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contract_documents WHERE contract_id = 9301',
    );
    expect(row.n).toBe(1);
  });

  it('answers null and stores nothing when the template was never uploaded', async () => {
    const rolledBack = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `DELETE FROM contract_documents WHERE template_id IN
             (SELECT id FROM contract_templates WHERE name = 'Individual')`,
        );
        await tx.query(`DELETE FROM contract_templates WHERE name = 'Individual'`);
        await tx.query('UPDATE contracts SET doc_name = NULL WHERE id = 9304');
        expect(await generateContractDocument(tx, 9304)).toBeNull();
        const [row] = await tx.query<{ doc_name: string | null }>(
          'SELECT doc_name FROM contracts WHERE id = 9304',
        );
        expect(row.doc_name).toBeNull();
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('seeds the demo templates and the demo family contracts documents', async () => {
    const templates = await db.query<{ name: string; version: number }>(
      'SELECT name, version FROM contract_templates ORDER BY id',
    );
    expect(templates).toEqual(
      ['School_IP', 'School_IIP', 'Stem_programm', 'StemG', 'CampRB', 'CampG', 'Individual', 'Садик'].map(
        (name) => ({ name, version: 1 }),
      ),
    );
    const [contract] = await db.query<{ kid_name: string; number: string }>(
      'SELECT kid_name, number FROM contracts WHERE id = 1',
    );
    const { name, text } = await documentText(db, 1);
    expect(name).toBe(`Договор ${contract.number}.docx`);
    expect(text).toContain(contract.kid_name);
    // Contracts made before passports were entered leave a line to complete by hand.
    expect(text).toContain('Паспорт: ________________________');
    const seeded = await db.query<{ id: number }>(
      'SELECT contract_id AS id FROM contract_documents WHERE contract_id < 9000 ORDER BY contract_id',
    );
    const contracts = await db.query<{ id: number; course_id: number; location_id: number }>(
      'SELECT id, course_id, location_id FROM contracts WHERE id < 9000 ORDER BY id',
    );
    const links = await db.query<{ contract_id: number }>('SELECT contract_id FROM customer_contracts');
    expect(seeded.map((row) => row.id)).toEqual(
      seededDocumentIds({
        contracts,
        customerContracts: links.map((link) => ({ ...link, user_id: 0, relation: 'parent' as const })),
      }),
    );
  });
});
