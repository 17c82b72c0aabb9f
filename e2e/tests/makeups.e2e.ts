import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// Makeups (learning.md sections 2.5 and 2.10) against the real server and database: a manager (contract.modify)
// assigns a makeup on the contract page; the methodist of Минск (group.view, group.modify) finds it on
// /app/working-out and moves it to another lesson day of its group; then the branch's unmarked lessons open.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type ListRow = { id_contract: number; number: string; location: string; status: string };
type MakeupOption = { group_for_temporary_arrangement: number; name_group: string; date: string[] };
type Makeup = { contract_id: number; group_for_temporary_arrangement: number; date: string };

/** An active Минск contract with a makeup group that meets on at least two days of the next four weeks. */
async function contractWithMakeupGroup(page: Page): Promise<{ contract: ListRow; option: MakeupOption }> {
  const rows: ListRow[] = await page.evaluate(() =>
    fetch('/api/contracts/get?limit=5000').then((r) => r.json()),
  );
  for (const contract of rows.filter((row) => row.location === 'Минск' && row.status === 'active')) {
    const options: MakeupOption[] = await page.evaluate(
      (id) => fetch(`/api/contract/set/working_out?id=${id}`).then((r) => r.json()),
      contract.id_contract,
    );
    const option = options.find((each) => each.date.length >= 2);
    if (option) return { contract, option };
  }
  throw new Error('no active Минск contract with a makeup group');
}

/** 'YYYY-MM-DD' as the makeups table shows it: DD.MM.YYYY. */
const dots = (date: string) => date.split('-').reverse().join('.');

test('a makeup assigned on the contract page is changed on the makeups page; unmarked lessons open', async () => {
  // The manager assigns it: the group's last lesson day of the next four weeks (seldom taken already).
  const manager = await newPage(browser);
  await signIn(manager.page, 'manager@school.test', '/app/contracts');
  await manager.page.waitForURL('**/app/contracts');
  const { contract, option } = await contractWithMakeupGroup(manager.page);
  const [later, last] = option.date.slice(-2);
  await manager.page.goto(`/app/contracts/${contract.id_contract}`);
  await manager.page.getByRole('button', { name: 'Отработки' }).click();
  const assign = manager.page.getByRole('dialog', { name: 'Отработки' });
  const group = assign.getByLabel('Группа');
  await group.locator('option').nth(1).waitFor({ state: 'attached' });
  await group.selectOption(String(option.group_for_temporary_arrangement));
  await assign.getByLabel('Дата').selectOption(last);
  await assign.getByRole('button', { name: 'Назначить' }).click();
  await manager.page.getByText('Дата отработки выбрана', { exact: true }).waitFor();
  expect(manager.errors).toEqual([]);
  await manager.context.close();

  // The methodist finds it by the contract's number and moves it to the group's previous lesson day.
  const { page, context, errors } = await newPage(browser);
  await signIn(page, 'methodist@school.test', '/app/working-out');
  await page.waitForURL('**/app/working-out');
  const grid = page.getByRole('grid', { name: 'Отработки' });
  await grid.getByRole('row').nth(1).waitFor();
  await page.getByRole('main').getByRole('searchbox', { name: 'Поиск', exact: true }).fill(contract.number);
  const row = grid
    .getByRole('row')
    .filter({ hasText: contract.number })
    .filter({ hasText: dots(last) });
  await row.getByText('Назначено').waitFor();
  await row.getByRole('button', { name: /^Изменить отработку/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение отработки' });
  await dialog.getByRole('combobox', { name: /Дата отработки/ }).selectOption(later);
  await shoot(page, 'makeups-change');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Группа для отработки изменена', { exact: true }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await grid
    .getByRole('row')
    .filter({ hasText: contract.number })
    .filter({ hasText: dots(later) })
    .waitFor();
  const makeups: Makeup[] = await page.evaluate(() =>
    fetch('/api/get/temporary_arrangement').then((r) => r.json()),
  );
  expect(makeups.filter((each) => each.contract_id === contract.id_contract && each.date === later)).toEqual([
    expect.objectContaining({ group_for_temporary_arrangement: option.group_for_temporary_arrangement }),
  ]);

  // Unmarked lessons of Минск: the table or 'All lessons are marked!', never the error.
  await page.goto('/app/unmarked-lessons/3');
  await page
    .getByRole('table', { name: 'Неотмеченные уроки филиала' })
    .or(page.getByText('All lessons are marked!', { exact: true }))
    .waitFor();
  expect(await page.getByText(/^Ошибка:/).count()).toBe(0);
  await shoot(page, 'unmarked-lessons');
  expect(errors).toEqual([]);
  await context.close();
});
