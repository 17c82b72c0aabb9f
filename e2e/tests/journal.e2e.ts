import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// The personal area (learning.md section 2.9, issue 12) on a phone-sized screen against the real server and
// the demo database: the demo parent reads the diary and the balance of each of their two children, sends a
// support request and sees it in the history, closes a completed one, and opens the online tab. Nothing on
// the page is wider than the phone.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Diary = { children: { contract_id: number; name: string; days: { date: string }[] }[] };
type Balance = { contract_id: number; name: string; totals: { balance: string } }[];
type Request = { id_task: number; message: string; status: string };

const PHONE = { width: 375, height: 740 };

const postJson = <T>(page: Page, url: string, body: unknown): Promise<T> =>
  page.evaluate(
    ({ path, json }) =>
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      }).then((r) => r.json()),
    { path: url, json: body },
  );
const getJson = <T>(page: Page, url: string): Promise<T> =>
  page.evaluate((path) => fetch(path).then((r) => r.json()), url);

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY'. */
const dots = (date: string) => date.split('-').reverse().join('.');

/** This week's Monday in the browser's calendar. */
function thisMonday(): string {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a parent on a phone reads each child’s diary and balance, sends a support request and closes a completed one', async () => {
  const { page, context, errors } = await newPage(browser, PHONE);
  await signIn(page, 'parent@school.test');
  await page.waitForURL('**/app/journal');
  await page.getByRole('heading', { name: 'Личный кабинет' }).waitFor();

  // Diary: the week of today, a radio per child, each child's days.
  const diary = await postJson<Diary>(page, '/api/personal/area', { date: thisMonday() });
  expect(diary.children.length).toBe(2);
  expect(diary.children.some((child) => child.days.length > 0)).toBe(true);
  for (const child of diary.children) {
    await page.getByRole('radio', { name: child.name }).check();
    if (child.days.length === 0) {
      await page.getByText('Нет данных для отображения.').waitFor();
    } else {
      await page.getByRole('heading', { name: new RegExp(dots(child.days[0].date)) }).waitFor();
      await page.getByRole('article').first().waitFor();
    }
    expect(await noSidewaysScroll(page)).toBe(true);
  }
  await shoot(page, 'journal-diary-phone');

  // The week picker: the next week is asked for and shown.
  await page.getByRole('button', { name: 'Следующая неделя' }).click();
  await page.getByRole('button', { name: /^Неделя:/ }).click();
  await page.getByRole('dialog', { name: 'Выбрать неделю' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Выбрать неделю' }).waitFor({ state: 'detached' });

  // Balance: each child's section with its balance.
  const balance = await getJson<Balance>(page, '/api/personal/balance');
  expect(balance.length).toBe(2);
  await page.getByRole('tab', { name: 'Баланс' }).click();
  for (const child of balance) {
    const section = page.getByRole('region', { name: child.name });
    await section.waitFor();
    await section.getByText(/^Баланс:/).waitFor();
  }
  expect(await noSidewaysScroll(page)).toBe(true);
  await shoot(page, 'journal-balance-phone');

  // Support: a new request goes to the tech-support manager and shows as 'передано в работу'.
  await page.getByRole('tab', { name: 'Техподдержка' }).click();
  await page.getByRole('heading', { name: 'История обращений' }).waitFor();
  const message = `Не открывается ссылка на урок ${Date.now()}`;
  await page.getByRole('button', { name: 'Новое обращение' }).click();
  const popup = page.getByRole('form', { name: 'Новое обращение' });
  await popup.getByRole('textbox').fill(message);
  await popup.getByRole('button', { name: 'Отправить' }).click();
  await page.getByText('Обращение отправлено менеджеру техподдержки').waitFor();
  const card = page.getByRole('listitem').filter({ hasText: message });
  await card.getByText('передано в работу').waitFor();
  const sent = (await getJson<Request[]>(page, '/api/support/get')).filter(
    (each) => each.message === message,
  );
  expect(sent).toHaveLength(1);

  // A completed request (the support manager answered it) is closed by the parent.
  const completed = (await getJson<Request[]>(page, '/api/support/get')).find(
    (each) => each.status === 'completed',
  );
  expect(completed).toBeDefined();
  const done = page.getByRole('listitem').filter({ hasText: completed!.message });
  await done.getByRole('button', { name: 'закрыть' }).click();
  await page.getByText('Обращение закрыто').waitFor();
  await done.getByText('закрыто', { exact: true }).waitFor();
  const after = await getJson<Request[]>(page, '/api/support/get');
  expect(after.find((each) => each.id_task === completed!.id_task)?.status).toBe('closed');
  expect(await noSidewaysScroll(page)).toBe(true);
  await shoot(page, 'journal-support-phone');

  // Online: the groups' links open in a new tab (or the text that there are none).
  await page.getByRole('tab', { name: 'Онлайн' }).click();
  const links = await getJson<{ link: string }[]>(page, '/api/zoom/check');
  if (links.length > 0) {
    await page.getByRole('link', { name: links[0].link }).first().waitFor();
    expect(await page.getByRole('link', { name: links[0].link }).first().getAttribute('target')).toBe(
      '_blank',
    );
  } else {
    await page.getByText('Нет доступных ссылок на Zoom').waitFor();
  }

  expect(errors).toEqual([]);
  await context.close();
});

test('another family’s diary is out of reach: the second parent sees only their own child', async () => {
  const { page, context, errors } = await newPage(browser, PHONE);
  await signIn(page, 'parent2@school.test');
  await page.waitForURL('**/app/journal');
  const mine = await postJson<Diary>(page, '/api/personal/area', { date: thisMonday() });
  expect(mine.children.length).toBeGreaterThan(0);
  const balance = await getJson<Balance>(page, '/api/personal/balance');
  expect(balance.map((each) => each.contract_id).sort()).toEqual(
    mine.children.map((each) => each.contract_id).sort(),
  );
  expect(mine.children.map((each) => each.contract_id)).not.toContain(1);
  expect(errors).toEqual([]);
  await context.close();
});
