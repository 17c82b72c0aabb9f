import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import PizZip from 'pizzip';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// Journeys of a sales manager on the sales page (sales-people-settings.md: /crm, header search, lead and
// contact dialogs, leads upload) against the real server and database.

/** The text of a DOCX file's body (its paragraphs and table cells, in order). */
async function docxText(file: string): Promise<string> {
  const zip = new PizZip(readFileSync(file));
  const xml = zip.file('word/document.xml')?.asText() ?? '';
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A datetime-local value a day ahead. */
function tomorrowAt(hour: number): string {
  const date = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:30`;
}

test('a manager creates a lead from the header, finds it, comments, changes its manager, makes its contact and sees the history', async () => {
  const { page, context, errors } = await newPage(browser);
  const suffix = String(Date.now()).slice(-7);
  const name = `Тестовая Анна ${suffix}`;
  const phone = `37533${suffix}`;

  await signIn(page, 'manager@school.test', '/app/crm');
  await page.waitForURL('**/app/crm');
  const board = page.getByRole('region', { name: 'Доска лидов' });
  await board.getByRole('region', { name: 'В работе' }).locator('.lead-card').first().waitFor();

  // Create the lead from the header.
  await page.getByRole('button', { name: 'Создать лид' }).click();
  const create = page.getByRole('dialog', { name: 'Новый лид' });
  await create.waitFor();
  await create.getByLabel('Имя', { exact: true }).fill(name);
  await create.getByLabel('Телефон').pressSequentially('+375 33 ' + suffix);
  await create.getByLabel('Город').fill('Брест');
  await create.getByLabel('Год рождения ребёнка').pressSequentially('20190512');
  await create.getByText(/^Возраст: \d+ (год|года|лет)$/).waitFor();
  await create.getByLabel('Источник').selectOption({ label: 'instagram' });
  await create.getByLabel('Дата следующего контакта').fill(tomorrowAt(10));
  await create.getByLabel('Комментарий', { exact: true }).fill('Спрашивала про робототехнику');
  expect(await create.getByLabel('Телефон').inputValue()).toBe(phone);
  expect(await create.getByLabel('Менеджер').locator('option:checked').innerText()).not.toBe('');
  await shoot(page, 'crm-new-lead-dialog');
  await create.getByRole('button', { name: 'Создать лид', exact: true }).click();
  await page.getByText('Лид создан', { exact: true }).waitFor();
  await create.waitFor({ state: 'hidden' });

  // On the board: newest first in 'Новые'.
  const newColumn = board.getByRole('region', { name: 'Новые' });
  const card = newColumn.locator('.lead-card', { hasText: name });
  await card.waitFor();
  expect(await card.innerText()).toContain('Спрашивала про робототехнику');
  await shoot(page, 'crm-board');

  // By the header search, 1000 ms after typing stops.
  await page.getByRole('searchbox', { name: 'Поиск лидов и контактов' }).fill(suffix);
  const results = page.getByRole('region', { name: 'Результаты поиска' });
  await results.getByRole('gridcell', { name }).waitFor();
  await shoot(page, 'crm-header-search');
  await results.getByRole('button', { name: 'Закрыть результаты поиска' }).click();

  // Open it from the board, add a comment, change its manager.
  await card.dblclick();
  const dialog = page.getByRole('dialog', { name: /^Лид создан \d\d\.\d\d\.\d{4} \d\d:\d\d$/ });
  await dialog.waitFor();
  await dialog.getByLabel('Комментарий', { exact: true }).fill('Перезвонить после 18:00');
  await dialog.getByRole('button', { name: 'Добавить комментарий' }).click();
  await page.getByText('Комментарий добавлен', { exact: true }).waitFor();
  await dialog.getByRole('list', { name: 'Комментарии' }).getByText('Перезвонить после 18:00').waitFor();

  const manager = dialog.getByLabel('Менеджер');
  const before = await manager.inputValue();
  const other = await manager
    .locator('option:not([disabled])')
    .evaluateAll(
      (options, current) => (options as HTMLOptionElement[]).find((o) => o.value !== current)?.value,
      before,
    );
  expect(other).toBeTruthy();
  await manager.selectOption(other as string);
  await page.getByText('Менеджер изменен', { exact: true }).waitFor();
  const saved = await page.evaluate(
    (p) => fetch(`/api/leads/search?phone=${p}`).then((r) => r.json()),
    phone,
  );
  expect(saved).toHaveLength(1);
  expect(saved[0].manager).toBe(other);

  // Its contact, then the contact dialog with the history.
  await dialog.getByRole('button', { name: 'Создать контакт' }).click();
  await page.getByText('Контакт создан', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'К контакту' }).waitFor();
  await shoot(page, 'crm-lead-dialog');
  await dialog.getByRole('button', { name: 'К контакту' }).click();
  const contact = page.getByRole('dialog', { name: `Контакт пользователя: ${name}` });
  await contact.waitFor();
  const history = contact.getByRole('list', { name: 'История' });
  await history.getByText(/^Лид №\d+ от /).waitFor();
  await history.getByText('Перезвонить после 18:00').waitFor();
  await history.getByText('Спрашивала про робототехнику').waitFor();
  expect(await contact.getByLabel('Телефон').inputValue()).toBe(phone);
  await shoot(page, 'crm-contact-dialog');

  // The money area's contract dialog, loaded at run time: an academic-year contract with a schedule
  // calculated by weeks, then its document.
  await contact.getByRole('button', { name: 'Создать договор' }).click();
  const contract = page.getByRole('dialog', { name: `Создать договор: ${name}` });
  await contract.getByLabel('ФИО родителя').waitFor();
  expect(await contract.getByLabel('ФИО родителя').inputValue()).toBe(name);
  await contract.getByLabel('ФИО ребёнка').fill(`Тестовый Миша ${suffix}`);
  await contract.getByLabel('Паспортные данные').fill('MP1234567, выдан Ленинским РУВД г. Бреста 01.02.2020');
  await contract.getByLabel('Адрес регистрации').fill('г. Брест, ул. Гоголя, 3, кв. 7');
  await contract.getByLabel('Филиал').selectOption({ label: 'Минск' });
  await contract
    .getByLabel('Курс')
    .locator('option', { hasText: 'Робототехника' })
    .waitFor({ state: 'attached' });
  await contract.getByLabel('Реквизиты').selectOption({ index: 1 });
  await contract.getByLabel('Курс').selectOption({ label: 'Робототехника' });
  await contract.getByLabel('Группа').selectOption({ index: 1 });
  const fullPrice = await contract.getByLabel('Полная стоимость').inputValue();
  expect(fullPrice).toMatch(/^\d+\.\d\d$/);
  await contract.getByRole('button', { name: 'По неделям' }).click();
  await page.getByText(/^Рассчитано платежей: \d+$/).waitFor();
  const firstDue = await contract.getByLabel('Строка 1: Дата').inputValue();
  expect(firstDue).toMatch(/^\d{4}-\d\d-\d\d$/);
  await shoot(page, 'contract-create-academic-year');
  await contract.getByRole('button', { name: 'Создать договор' }).click();
  await page.getByText('Договор создан', { exact: true }).waitFor();
  await contract.getByText(`Договор для ${name} создан`).waitFor();
  const number = /Номер договора: (МН-\d{5})/.exec(await contract.innerText())?.[1];
  expect(number).toBeTruthy();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    contract.getByRole('button', { name: 'Скачать договор' }).click(),
  ]);
  await page.getByText('Договор сохранен', { exact: true }).waitFor();
  expect(download.suggestedFilename()).toBe(`Договор ${number}.docx`);
  const text = await docxText(await download.path());
  expect(text).toContain(`Тестовый Миша ${suffix}`);
  expect(text).toContain(number);
  expect(text).toMatch(/рубл/);
  expect(text).toContain(firstDue.split('-').reverse().join('.'));
  await shoot(page, 'contract-create-result');
  await contract.getByRole('button', { name: 'Закрыть' }).last().click();
  await contract.waitFor({ state: 'hidden' });
  // The contact's history shows the new contract.
  await history.getByText(`Договор ${number} от`, { exact: false }).first().waitFor();

  await contact.getByRole('button', { name: 'Закрыть', exact: true }).click();
  await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Double click on the contact's row in the header search opens the same contact.
  await page.getByRole('searchbox', { name: 'Поиск лидов и контактов' }).fill(phone);
  await page.getByRole('button', { name: 'Найти' }).click();
  const row = results.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'Контакт' }) });
  await row.first().dblclick();
  await page.getByRole('dialog', { name: `Контакт пользователя: ${name}` }).waitFor();

  expect(errors).toEqual([]);
  await context.close();
});

test('a contact changed by someone else meanwhile: the save is refused with the message, the typed text stays, and saves after a reload', async () => {
  const { page, context, errors } = await newPage(browser);
  await signIn(page, 'manager@school.test', '/app/crm');
  await page.waitForURL('**/app/crm');
  const suffix = String(Date.now()).slice(-7);
  // A contact of the manager's, made through the API as the lead dialog would.
  const made = await page.evaluate(async (s) => {
    const headers = { 'content-type': 'application/json' };
    const body = {
      name: `Версия ${s}`,
      phone: `37525${s}`,
      city: 'Минск',
      utm_source: 'instagram',
      date_due: '2030-01-10 10:00',
      new_comment: 'Проверка версий',
      create_contact: true,
    };
    const answer = await fetch('/api/lead/add', { method: 'POST', headers, body: JSON.stringify(body) });
    return (await answer.json()) as { contact: { id_contact: number; version: number } };
  }, suffix);
  const contactId = made.contact.id_contact;

  await page.getByRole('searchbox', { name: 'Поиск лидов и контактов' }).fill(`37525${suffix}`);
  await page.getByRole('button', { name: 'Найти' }).click();
  const results = page.getByRole('region', { name: 'Результаты поиска' });
  const row = results.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'Контакт' }) });
  await row.first().dblclick();
  const dialog = page.getByRole('dialog', { name: `Контакт пользователя: Версия ${suffix}` });
  await dialog.waitFor();

  // Another user saves the contact first (version 1 -> 2).
  const other = await page.evaluate(
    (id) =>
      fetch('/api/contact/update', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id_contact: id, version: 1, kid_name: 'Миша' }),
      }).then((r) => r.status),
    contactId,
  );
  expect(other).toBe(200);

  await dialog.getByLabel('Город').fill('Гродно');
  await dialog.getByRole('button', { name: 'Сохранить контакт' }).click();
  const alert = dialog
    .getByRole('alert')
    .filter({ hasText: 'Запись изменена другим пользователем. Обновите данные.' });
  await alert.waitFor();
  // Seen where the user is: the save button is at the bottom of a long form.
  await page.waitForTimeout(300);
  expect(
    await alert.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }),
  ).toBe(true);
  expect(await dialog.getByLabel('Город').inputValue()).toBe('Гродно');
  await shoot(page, 'crm-contact-stale-version');

  await alert.getByRole('button', { name: 'Обновить данные' }).click();
  await alert.waitFor({ state: 'hidden' });
  expect(await dialog.getByLabel('Город').inputValue()).toBe('Гродно');
  await dialog.getByRole('button', { name: 'Сохранить контакт' }).click();
  await page.getByText('Данные контакта обновлены', { exact: true }).waitFor();
  const saved = await page.evaluate(
    (id) => fetch(`/api/history_contact/get?id=${id}`).then((r) => r.json()),
    contactId,
  );
  expect(saved.contact).toMatchObject({ city: 'Гродно', kid_name: 'Миша', version: 3 });

  expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  await context.close();
});

test('a manager imports a CSV file with good and bad rows and sees the report', async () => {
  const { page, context, errors } = await newPage(browser);
  const suffix = String(Date.now()).slice(-7);
  const due = tomorrowAt(11).replace('T', ' ');
  const csv = [
    'name,phone,email,city,utm_source,date_due,new_comment',
    `Импорт Первый ${suffix},37529${suffix},,Минск,google,${due},Из таблицы`,
    `Импорт Второй ${suffix},37544${suffix},second${suffix}@example.by,Брест,instagram,${due},Из таблицы`,
    `Импорт Без города ${suffix},37525${suffix},,,google,${due},Из таблицы`,
  ].join('\n');

  await signIn(page, 'manager@school.test', '/app/crm');
  await page.waitForURL('**/app/crm');
  await page.getByRole('button', { name: 'Загрузить лиды' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузить файл' });
  await dialog.waitFor();
  await dialog.getByLabel('Файл с лидами (XLSX или CSV)').setInputFiles({
    name: 'leads.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Загрузить', exact: true }).click();
  const report = dialog.getByTestId('upload-report');
  await report.waitFor();
  expect(await report.innerText()).toContain('Импортировано лидов: 2');
  const refused = report.getByRole('table');
  expect(await refused.getByRole('row').count()).toBe(2);
  expect(await refused.getByRole('row').nth(1).innerText()).toMatch(/^4\s+Заполните поле «Город»/);
  await shoot(page, 'crm-upload-report');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'CSV', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('leads-template.csv');
  await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click();

  const board = page.getByRole('region', { name: 'Доска лидов' });
  await board.getByRole('region', { name: 'Новые' }).getByText(`Импорт Второй ${suffix}`).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('the contracts tab and the extended search', async () => {
  const { page, context, errors } = await newPage(browser);
  await signIn(page, 'manager@school.test', '/app/crm');
  await page.waitForURL('**/app/crm');
  await page.getByRole('tab', { name: 'Договоры' }).click();
  const contracts = page.getByRole('grid', { name: 'Договоры' });
  await contracts.getByRole('row').nth(2).waitFor();
  await expect(contracts.getByRole('columnheader').allInnerTexts()).resolves.toEqual([
    'ID',
    'ФИО',
    'Документ',
    'Телефон',
    'Дата создания',
    'Филиал',
    'Сумма',
    'Ребёнок',
    'Курс',
    'Группа',
    'Статус',
  ]);
  await contracts.locator('[data-status]').first().waitFor();
  await shoot(page, 'crm-contracts');

  await page.getByRole('tab', { name: 'Расширенный поиск (тест)' }).click();
  const form = page.getByRole('form', { name: 'Расширенный поиск лидов' });
  await form.getByLabel('Статус').selectOption({ label: 'В работе' });
  await form.getByRole('button', { name: 'Найти' }).click();
  const found = page.getByRole('grid', { name: 'Найденные лиды' });
  await found.getByRole('row').nth(2).waitFor();
  await page.getByText('Данные получены', { exact: true }).waitFor();
  await found.getByRole('row').nth(1).dblclick();
  await page.getByRole('dialog', { name: /^Лид создан / }).waitFor();
  await shoot(page, 'crm-extended-search');
  expect(errors).toEqual([]);
  await context.close();
});

test('dragging a card to another column is refused and the lead stays where it was', async () => {
  const { page, context, errors } = await newPage(browser);
  await signIn(page, 'manager@school.test', '/app/crm');
  await page.waitForURL('**/app/crm');
  const board = page.getByRole('region', { name: 'Доска лидов' });
  const card = board.getByRole('region', { name: 'В работе' }).locator('.lead-card').first();
  await card.waitFor();
  const name = (await card.locator('p').first().innerText()).trim();
  const from = await card.boundingBox();
  const to = await board.getByRole('region', { name: 'Обработанные', exact: true }).boundingBox();
  if (!from || !to) throw new Error('the board is not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 30, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 10 });
  await shoot(page, 'crm-board-dragging');
  await page.mouse.up();
  await page.getByText('Запрещенное действие', { exact: true }).waitFor();
  await board
    .getByRole('region', { name: 'В работе' })
    .locator('.lead-card', { hasText: name })
    .first()
    .waitFor();
  expect(
    await board
      .getByRole('region', { name: 'Обработанные', exact: true })
      .getByText(name, { exact: true })
      .count(),
  ).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
