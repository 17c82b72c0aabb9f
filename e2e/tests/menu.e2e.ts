import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Меню' });
  // Either the menu has its first link, or the user may see no page at all.
  await nav.getByRole('link').first().or(page.getByText(NO_PAGES)).waitFor();
  return nav.getByRole('link').allInnerTexts();
}

const NO_PAGES = 'Нет доступных разделов. Обратитесь к администратору.';

// The pages the remotes declare (today: crm, contracts, payments, debt, the learning pages, access,
// payments-schedule, reports, attendance reports, the personal area, settings; docs/decisions.md), in the groups and
// order of money.md section 2, filtered by the role's permissions (DESIGN.md section 4).
const expected: Record<string, string[]> = {
  'admin@school.test': [
    'Продажи',
    'Задачи',
    'Баланс по договору',
    'Платежи',
    'Дебиторская задолженность',
    'Группы',
    'Расписание уроков',
    'Расписание занятий',
    'Редактирование групп',
    'Темы и даты занятий',
    'Отработки',
    'Назначения и замены',
    'Неотмеченные уроки',
    'Сотрудники',
    'Родители и дети',
    'График поступлений',
    'Отчеты',
    'Отчет о посещаемости',
    'Ссылки и приказы',
    'Личный кабинет',
    'Настройки',
    'Журнал изменений',
  ],
  'manager@school.test': ['Продажи', 'Задачи', 'Баланс по договору', 'Платежи', 'Отчеты', 'Ссылки и приказы'],
  'accountant@school.test': [
    'Задачи',
    'Баланс по договору',
    'Платежи',
    'Дебиторская задолженность',
    'График поступлений',
    'Отчеты',
    'Ссылки и приказы',
  ],
  'teacher@school.test': ['Задачи', 'Расписание уроков', 'Темы и даты занятий', 'Отчет о посещаемости'],
  'parent@school.test': ['Личный кабинет'],
};

test.each(Object.entries(expected))(
  '%s sees exactly the menu of their permissions',
  async (email, labels) => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname.startsWith('/app'));
    expect(await menuLabels(page)).toEqual(labels);
    if (labels.length === 0) await page.getByText(NO_PAGES).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('unknown paths under /app go to the first page the user may see', async () => {
  const { page, context } = await newPage(browser);
  // The accountant's first page is the task board (the sales group: Продажи is not theirs, Задачи is).
  await signIn(page, 'accountant@school.test');
  await page.waitForURL('**/app/tasks');
  await page.goto('/app/no-such-page');
  await page.waitForURL('**/app/tasks');
  await page.getByRole('heading', { name: 'Задачи', exact: true }).waitFor();
  await context.close();
});

test('the sidebar collapses, and under 991 px the menu opens over an overlay', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, 'admin@school.test', '/app/groups');
  await page.waitForURL('**/app/groups');
  await page.getByRole('button', { name: 'Свернуть меню' }).click();
  // Collapsed: the same pages as icon links, named by their labels (shown as tooltips).
  const nav = page.getByRole('navigation', { name: 'Меню' });
  await nav.getByRole('link', { name: 'Группы' }).waitFor();
  await expect(nav.getByRole('link').allInnerTexts()).resolves.toEqual(
    expected['admin@school.test'].map(() => ''),
  );
  await expect(
    nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
  ).resolves.toEqual(expected['admin@school.test']);
  await page.getByRole('button', { name: 'Развернуть меню' }).click();
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Группы' }).waitFor();

  await page.setViewportSize({ width: 800, height: 900 });
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const dialog = page.getByRole('dialog', { name: 'Меню' });
  await dialog.getByRole('link', { name: 'Сотрудники' }).click();
  await page.waitForURL('**/app/access');
  await dialog.waitFor({ state: 'hidden' });
  await context.close();
});
