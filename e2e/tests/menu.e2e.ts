import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Меню' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').allInnerTexts();
}

// The menu of money.md section 2 filtered by the role's permissions (DESIGN.md section 4).
const expected: Record<string, string[]> = {
  'admin@school.test': [
    'Продажи',
    'Задачи',
    'Договоры',
    'Платежи',
    'Дебиторская задолженность',
    'Группы',
    'Занятия',
    'Расписание',
    'Распределение по группам',
    'Темы и даты занятий',
    'Отработки',
    'Назначения и замены',
    'Неотмеченные занятия',
    'Сотрудники',
    'Клиенты',
    'График поступлений',
    'Отчеты',
    'Посещаемость',
    'Ссылки и заказ отчетов',
    'Дневник',
    'Настройки',
  ],
  'manager@school.test': [
    'Продажи',
    'Задачи',
    'Договоры',
    'Платежи',
    'График поступлений',
    'Отчеты',
    'Ссылки и заказ отчетов',
  ],
  'accountant@school.test': [
    'Задачи',
    'Договоры',
    'Платежи',
    'Дебиторская задолженность',
    'График поступлений',
    'Отчеты',
    'Ссылки и заказ отчетов',
  ],
  'teacher@school.test': ['Задачи', 'Занятия', 'Темы и даты занятий', 'Неотмеченные занятия', 'Посещаемость'],
  'parent@school.test': ['Дневник'],
};

test.each(Object.entries(expected))(
  '%s sees exactly the menu of their permissions',
  async (email, labels) => {
    const { page, context, errors } = await newPage(browser);
    await signIn(page, email);
    await page.waitForURL('**/app/**');
    expect(await menuLabels(page)).toEqual(labels);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('unknown paths under /app go to the first page the user may see', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, 'accountant@school.test');
  await page.waitForURL('**/app/tasks');
  await page.goto('/app/no-such-page');
  await page.waitForURL('**/app/tasks');
  await context.close();
});

test('the sidebar collapses, and under 991 px the menu opens over an overlay', async () => {
  const { page, context } = await newPage(browser);
  await signIn(page, 'admin@school.test', '/app/groups');
  await page.waitForURL('**/app/groups');
  await page.getByRole('button', { name: 'Свернуть меню' }).click();
  await expect(page.getByRole('navigation', { name: 'Меню' }).getByRole('link').count()).resolves.toBe(0);
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
