import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('with the money remote unreachable, the shell and the other remotes keep working', async () => {
  const { page, context } = await newPage(browser);
  // Ops pointed money at a version that is not there.
  await page.route('**/stage.json', async (route) => {
    const response = await route.fetch();
    const stage = await response.json();
    stage.remotes.money = '/remotes/mf-money/0.0.0-missing/mf-manifest.json';
    await route.fulfill({ response, json: stage });
  });
  await signIn(page, 'admin@school.test', '/app/debt');
  await page.waitForURL('**/app/debt');
  await page.getByText('Раздел не загрузился').waitFor();
  await page.getByRole('button', { name: 'Повторить' }).waitFor();

  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Группы' }).click();
  await page.getByRole('grid', { name: 'Группы' }).getByRole('row').nth(2).waitFor();
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Сотрудники' }).click();
  await page
    .getByRole('grid', { name: 'Сотрудники' })
    .getByText('admin@school.test', { exact: true })
    .waitFor();

  // Its page list did not load either, so the menu leaves its pages out.
  await expect(
    page
      .getByRole('navigation', { name: 'Меню' })
      .getByRole('link', { name: 'Дебиторская задолженность' })
      .count(),
  ).resolves.toBe(0);

  // Back to the broken area by its address: retry tries again and fails again inside the area, the menu
  // stays usable.
  await page.goto('/app/debt');
  await page.getByText('Раздел не загрузился').waitFor();
  await page.getByRole('button', { name: 'Повторить' }).click();
  await page.getByText('Раздел не загрузился').waitFor();
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Группы' }).waitFor();
  await context.close();
});

test('the maintenance flag replaces the whole application', async () => {
  const { page, context } = await newPage(browser);
  await page.route('**/stage.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), maintenance: true } });
  });
  await page.goto('/app/debt');
  await page.getByText('Technical maintenance in progress... please check again later').waitFor();
  await expect(page.getByRole('button', { name: 'Войти' }).count()).resolves.toBe(0);
  await context.close();
});
