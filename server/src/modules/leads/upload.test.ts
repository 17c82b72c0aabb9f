import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { LeadsUploadResponse } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { countRows, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

const HEADER = 'name;phone;email;city;nickname_inst;utm_source;date_due;new_comment;manager;year_of_birth';

/** The text as Excel in a Russian locale saves CSV: Windows-1251. */
const windows1251 = (text: string) => iconv.encode(text, 'win1251');

const xlsxOf = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

describe.each(TEST_DATABASES)('leads import on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let manager: string;
  let managerId: number;
  let adminId: number;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    managerId = await userIdByEmail(db, 'manager@school.test');
    adminId = await userIdByEmail(db, 'admin@school.test');
    // A lead already stored: a row of the file with its phone is a duplicate.
    await insertRows(db, 'leads', [
      {
        name: 'Уже есть',
        city: 'Минск',
        phone: '375291110000',
        manager_id: managerId,
        utm_source: 'google',
        date_due: new Date('2026-03-20T09:00:00Z'),
      },
    ]);
    server = await startTestServer(db);
    manager = await server.signIn('manager@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const upload = async (content: string | Buffer, filename: string, cookie = manager) => {
    const form = new FormData();
    form.append('file', new Blob([content]), filename);
    return server.request('/api/leads/upload', { method: 'POST', body: form, cookie });
  };
  const report = async (content: string | Buffer, filename: string): Promise<LeadsUploadResponse> => {
    const response = await upload(content, filename);
    expect(response.status).toBe(200);
    return (await response.json()) as LeadsUploadResponse;
  };
  const leadsNamed = (prefix: string) =>
    db.query<{
      name: string;
      phone: string;
      duplicate: boolean;
      manager_id: number;
      status: string;
      date_due: Date;
    }>(
      'SELECT name, phone, duplicate, manager_id, status, date_due FROM leads WHERE name LIKE $1 ORDER BY id',
      [`${prefix}%`],
    );

  it('imports the good rows of a CSV, marks duplicates and reports the refused rows with their reasons', async () => {
    const csv = [
      `\uFEFF${HEADER}`,
      'CSV Анна;+375 (29) 111-00-01;anna@mail.test;Минск;;instagram;2026-03-20 10:00;Звонок с сайта;;2016',
      'CSV Борис;375291110000;;Минск;;google;20.03.2026 11:30;Повторный;admin@school.test;',
      'CSV Вера;;;Гомель;vera_gomel;facebook;2026-03-21;Написала в директ;;',
      ';375291110002;;Минск;;google;2026-03-20 10:00;Без имени;;',
      'CSV Глеб;375291110003;;Минск;;google;;Без даты;;',
      'CSV Дина;375291110004;;Минск;ab;google;2026-03-20 10:00;Короткий ник;;',
      'CSV Ева;375291110005;not-an-email;Минск;;google;2026-03-20 10:00;Почта;;',
      'CSV Жанна;375291110006;;Минск;;google;2026-03-20 10:00;Чужой менеджер;nobody@school.test;',
      ';;;;;;;;;',
      'CSV Зоя;+375 29 111-00-01;;Брест;;google;2026-03-22 09:00;Та же Анна;;',
    ].join('\r\n');
    const before = await countRows(db, 'leads');
    const answer = await report(csv, 'leads.csv');
    expect(answer).toEqual({
      status: 'ok',
      message: 'Импортировано лидов: 4 (из них дубликатов: 2). Отклонено строк: 5.',
      imported: 4,
      duplicates: 2,
      refused: [
        { row: 5, reason: 'Заполните поле «Имя»' },
        { row: 6, reason: 'Дата обязательное поле!' },
        { row: 7, reason: 'Никнейм должен содержать не менее 3 символов и не содержать пробелов' },
        { row: 8, reason: 'Некорректное значение поля «E-mail»' },
        { row: 9, reason: 'Менеджер не найден или не активен' },
      ],
    });
    expect(await countRows(db, 'leads')).toBe(before + 4);
    const rows = await leadsNamed('CSV');
    expect(rows.map((row) => [row.name, row.phone, row.duplicate, row.manager_id, row.status])).toEqual([
      ['CSV Анна', '375291110001', false, managerId, 'new'],
      ['CSV Борис', '375291110000', true, adminId, 'new'],
      ['CSV Вера', '', false, managerId, 'new'],
      ['CSV Зоя', '375291110001', true, managerId, 'new'],
    ]);
    // Wall times of the user's zone (Минск, UTC+3).
    expect(rows.map((row) => row.date_due.toISOString())).toEqual([
      '2026-03-20T07:00:00.000Z',
      '2026-03-20T08:30:00.000Z',
      '2026-03-20T21:00:00.000Z',
      '2026-03-22T06:00:00.000Z',
    ]);
    const comments = await db.query<{ comment: string }>(
      "SELECT c.comment FROM crm_comments c JOIN leads l ON l.id = c.lead_id WHERE l.name LIKE 'CSV%' ORDER BY l.id",
    );
    expect(comments.map((c) => c.comment)).toEqual([
      'Звонок с сайта',
      'Повторный',
      'Написала в директ',
      'Та же Анна',
    ]);
    const [audit] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'lead' AND action = 'import' AND actor_id = $1",
      [managerId],
    );
    expect(audit.n).toBe(4);
    // The imported comments are audited in the one shape, as rows of their own.
    const commentAudit = await db.query<{ comment: string }>(
      `SELECT a.after->>'comment' AS comment FROM audit_log a
       JOIN crm_comments c ON c.id::text = a.entity_id JOIN leads l ON l.id = c.lead_id
       WHERE a.entity = 'comment' AND a.action = 'create' AND a.actor_id = $1 AND l.name LIKE 'CSV%'
       ORDER BY l.id`,
      [managerId],
    );
    expect(commentAudit.map((row) => row.comment)).toEqual(comments.map((c) => c.comment));
  });

  it('imports an XLSX with text, number and date cells the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лиды');
    sheet.addRow([
      'Name',
      'Phone',
      'City',
      'utm_source',
      'date_due',
      'new_comment',
      'nickname_tg',
      'year_of_birth',
      'Примечание',
    ]);
    sheet.addRow([
      'XLSX Олег',
      375331234567,
      'Минск',
      'google',
      new Date(Date.UTC(2026, 2, 25, 14, 15)),
      'Из таблицы',
      '',
      2015,
      'лишняя колонка',
    ]);
    sheet.addRow([
      'XLSX Пётр',
      '',
      'Минск',
      'google',
      '2026-03-25 15:00',
      'Только телеграм',
      'petr_tg',
      '',
      '',
    ]);
    sheet.addRow([
      'XLSX Рита',
      '',
      'Минск',
      'google',
      '2026-03-25 16:00',
      'Тот же телеграм',
      'PETR_TG',
      '',
      '',
    ]);
    sheet.addRow(['', 375330000000, 'Минск', 'google', '2026-03-25 16:00', 'Без имени', '', '', '']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await report(buffer, 'leads.xlsx');
    expect(answer).toMatchObject({
      status: 'ok',
      imported: 3,
      duplicates: 1,
      refused: [{ row: 5, reason: 'Заполните поле «Имя»' }],
    });
    const rows = await leadsNamed('XLSX');
    expect(rows.map((row) => [row.name, row.phone, row.duplicate])).toEqual([
      ['XLSX Олег', '375331234567', false],
      ['XLSX Пётр', '', false],
      ['XLSX Рита', '', true],
    ]);
    expect(rows[0].date_due.toISOString()).toBe('2026-03-25T11:15:00.000Z');
    const [oleg] = await db.query<{ year_of_birth: string }>(
      "SELECT year_of_birth FROM leads WHERE name = 'XLSX Олег'",
    );
    expect(oleg.year_of_birth).toBe('2015');
  });

  it('answers status error with a Russian message for a file it cannot use, and imports nothing', async () => {
    const before = await countRows(db, 'leads');
    const cases: [string | Buffer, string, string][] = [
      ['%PDF-1.4 ...', 'leads.pdf', 'Неподдерживаемый формат файла. Загрузите файл XLSX или CSV'],
      [
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]),
        'leads.xlsx',
        'Не удалось прочитать файл. Проверьте, что это XLSX или CSV (UTF-8 или Windows-1251)',
      ],
      // 'Имя;' in Windows-1251: a header and no rows.
      [Buffer.from([0xc8, 0xec, 0xff, 0x3b, 0x0a]), 'cp1251.csv', 'В файле нет строк с лидами'],
      ['', 'empty.csv', 'В файле нет строк с лидами'],
      [`${HEADER}\n`, 'header-only.csv', 'В файле нет строк с лидами'],
      [
        'фамилия;отчество\nИванов;Иванович\n',
        'other.csv',
        'В первой строке файла нет названий колонок (Имя, Телефон, E-mail, Город, ...)',
      ],
      [
        `${HEADER}\n;1;;;;;;;;\n`,
        'all-bad.csv',
        'Импортировано лидов: 0 (из них дубликатов: 0). Отклонено строк: 1.',
      ],
    ];
    for (const [content, name, message] of cases) {
      const answer = await report(content, name);
      expect(answer).toMatchObject({ status: 'error', message, imported: 0 });
    }
    const noFile = await server.request('/api/leads/upload', {
      method: 'POST',
      body: new FormData(),
      cookie: manager,
    });
    expect(await noFile.json()).toMatchObject({ status: 'error', message: 'Файл не выбран' });
    const json = await server.request('/api/leads/upload', { method: 'POST', json: {}, cookie: manager });
    expect(await json.json()).toMatchObject({ status: 'error', message: 'Файл не выбран' });
    expect(await countRows(db, 'leads')).toBe(before);
  });

  it('refuses a file over 20 MB with status error', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x61);
    expect(await report(big, 'big.csv')).toMatchObject({
      status: 'error',
      message: 'Файл больше 20 МБ',
      imported: 0,
    });
  });

  it('needs leads.view', async () => {
    expect((await upload(`${HEADER}\n`, 'x.csv', '')).status).toBe(401);
    const teacher = await server.signIn('teacher@school.test');
    expect((await upload(`${HEADER}\n`, 'x.csv', teacher)).status).toBe(403);
    expect((await server.request('/api/leads/upload/template', { cookie: teacher })).status).toBe(403);
  });

  it('gives a template to fill, as XLSX or CSV, that imports as it is', async () => {
    const xlsx = await server.request('/api/leads/upload/template?format=xlsx', { cookie: manager });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="leads-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const header = (workbook.worksheets[0].getRow(1).values as string[]).slice(1);
    // The labels of the lead dialog.
    expect(header).toEqual([
      'Имя',
      'Телефон',
      'E-mail',
      'Город',
      'Instagram',
      'Facebook',
      'Telegram',
      'Год рождения ребёнка',
      'Источник',
      'Кампания (utm_campaign)',
      'Ключевое слово (utm_term)',
      'Интересует',
      'Дата следующего контакта',
      'Комментарий',
      'Менеджер',
    ]);
    expect(workbook.worksheets[0].getRow(2).getCell(1).value).toBe('Пример: Иванова Анна');
    const csv = await server.request('/api/leads/upload/template?format=csv', { cookie: manager });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="leads-template.csv"');
    const text = await csv.text();
    expect(text.split(/\r?\n/)[0]).toBe(header.join(';'));
    expect(
      (await server.request('/api/leads/upload/template', { cookie: manager })).headers.get(
        'content-disposition',
      ),
    ).toContain('.xlsx');
    expect((await server.request('/api/leads/upload/template?format=pdf', { cookie: manager })).status).toBe(
      400,
    );
    // As it is, the template holds only its example, which is not imported.
    for (const [file, name] of [
      [await xlsxOf(workbook), 'template.xlsx'],
      [text, 'template.csv'],
    ] as const) {
      expect(await report(file, name)).toMatchObject({
        status: 'error',
        message: 'В файле нет строк с лидами',
      });
    }
    // Filled in below the example, its rows are imported and the example is not.
    workbook.worksheets[0].addRow(['Шаблон Пётр', '375291119900', '', 'Минск']);
    workbook.worksheets[0].getRow(3).getCell(9).value = 'google';
    workbook.worksheets[0].getRow(3).getCell(13).value = '2026-04-01 10:00';
    workbook.worksheets[0].getRow(3).getCell(14).value = 'Из шаблона';
    expect(await report(await xlsxOf(workbook), 'filled.xlsx')).toMatchObject({ status: 'ok', imported: 1 });
    expect(await leadsNamed('Пример')).toEqual([]);
    expect((await leadsNamed('Шаблон')).map((row) => row.phone)).toEqual(['375291119900']);
  });

  it("reads Excel's CSV: Windows-1251, ';' and the Russian column names, with reasons in Russian", async () => {
    const csv = [
      'Имя;Телефон;E-mail;Город;Источник;Дата следующего контакта;Комментарий;Менеджер;Кампания',
      'Пример: Иванова Анна;375291234567;anna@example.com;Минск;instagram;2026-12-01 10:00;Пример;;',
      'Кодировка Ёлкина;+375 29 555-00-01;;Гродно;google;01.04.2026 10:00;Звонила насчёт лагеря;;осень',
      'Кодировка Плохая;375295550002;не почта;Гродно;google;2026-04-01 10:00;Почта с ошибкой;;',
    ].join('\r\n');
    const answer = await report(windows1251(csv), 'excel.csv');
    expect(answer).toMatchObject({
      status: 'ok',
      imported: 1,
      refused: [{ row: 4, reason: 'Некорректное значение поля «E-mail»' }],
    });
    const [row] = await db.query<{ name: string; phone: string; city: string; utm_campaign: string }>(
      "SELECT name, phone, city, utm_campaign FROM leads WHERE name LIKE 'Кодировка%'",
    );
    expect(row).toEqual({
      name: 'Кодировка Ёлкина',
      phone: '375295550001',
      city: 'Гродно',
      utm_campaign: 'осень',
    });
    expect(await leadsNamed('Пример')).toEqual([]);
  });

  it('imports 10,000 rows in one go', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 10_000; i += 1) {
      const phone = `37544${String(i % 9_990).padStart(7, '0')}`; // the last 10 rows repeat earlier phones
      lines.push(`Массовый ${i};${phone};bulk${i}@mail.test;Минск;;google;2026-04-01 10:00;Строка ${i};;`);
    }
    const before = await countRows(db, 'leads');
    const started = Date.now();
    const answer = await report(lines.join('\n'), 'bulk.csv');
    const seconds = (Date.now() - started) / 1000;
    expect(answer).toMatchObject({ status: 'ok', imported: 10_000, duplicates: 10, refused: [] });
    expect(await countRows(db, 'leads')).toBe(before + 10_000);
    const [comments] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM crm_comments WHERE comment LIKE 'Строка %'",
    );
    expect(comments.n).toBe(10_000);
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});
