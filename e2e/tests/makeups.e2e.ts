import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// Makeups (learning.md sections 2.5 and 2.10) against the real server and database: a manager (contract.modify)
// assigns a makeup on the contract page; the methodist of Минск (group.view, group.modify) finds it on
// /app/working-out and moves it to another lesson day of its group, and the pupil is on that lesson's list of
// pupils; then a lesson of the branch's unmarked lessons is recorded and leaves the list.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type ListRow = { id_contract: number; number: string; location: string; status: string };
type MakeupOption = { group_for_temporary_arrangement: number; name_group: string; date: string[] };
type Makeup = { contract_id: number; group_for_temporary_arrangement: number; date: string };
type LessonPupil = { id: number; name: string; isPresence: boolean; makeup: boolean };
type Lesson = {
  id_appointment: number;
  lesson_id: number | null;
  date: string;
  id_group: number;
  name_group: string;
  subject: string;
  students: LessonPupil[];
};
type Unmarked = { id_appointment: number; group_name: string; date: string };

const getJson = <T>(page: Page, url: string): Promise<T> =>
  page.evaluate((path) => fetch(path).then((r) => r.json()), url);

const PLAN_END = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);

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
    // Days inside the demo's plan (it has appointments two weeks ahead), so the lesson of that day exists.
    const planned = options.map((each) => ({ ...each, date: each.date.filter((day) => day <= PLAN_END) }));
    const option = planned.find((each) => each.date.length >= 2);
    if (option) return { contract, option };
  }
  throw new Error('no active Минск contract with a makeup group');
}

/** 'YYYY-MM-DD' as the makeups table shows it: DD.MM.YYYY. */
const dots = (date: string) => date.split('-').reverse().join('.');

test("a makeup assigned on the contract page is changed on the makeups page and is on the lesson's pupils; a recorded lesson leaves the unmarked ones", async () => {
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

  // The makeup group's lesson that day lists the pupil, marked as there on a makeup (the lesson dialog's pupils).
  const lessons = await getJson<Lesson[]>(page, `/api/lesson?date=${later}&location_id=3`);
  const lesson = lessons.find((each) => each.id_group === option.group_for_temporary_arrangement)!;
  expect(lesson).toBeDefined();
  const pupil = lesson.students.find((each) => each.id === contract.id_contract)!;
  expect(pupil).toMatchObject({ makeup: true });
  await page.goto('/app/lessons');
  await page.getByLabel('Дата').fill(later);
  await page
    .getByRole('button', {
      name: new RegExp(`^(Отметить|Изменить): ${lesson.name_group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`),
    })
    .first()
    .click();
  const lessonDialog = page.getByRole('dialog');
  await lessonDialog.getByRole('tab', { name: 'Ученики' }).click();
  await lessonDialog.getByRole('textbox', { name: `Имя: ${pupil.name}` }).waitFor();
  await lessonDialog.getByText('отработка', { exact: true }).first().waitFor();
  await shoot(page, 'makeup-in-lesson');
  await lessonDialog.getByRole('button', { name: 'Закрыть' }).first().click();

  // Unmarked lessons of Минск: recording one removes it from the list.
  await page.goto('/app/unmarked-lessons/3');
  const table = page.getByRole('table', { name: 'Неотмеченные уроки филиала' });
  await table.getByRole('row').nth(1).waitFor();
  const rowsBefore = await table.getByRole('row').count();
  const [first] = await getJson<Unmarked[]>(page, '/api/unmarked/classes?id=3');
  const day = first.date.slice(0, 10);
  const open = (await getJson<Lesson[]>(page, `/api/lesson?date=${day}&location_id=3`)).find(
    (each) => each.id_appointment === first.id_appointment,
  )!;
  expect(open.lesson_id).toBeNull();
  const recorded = await page.evaluate(
    (body) =>
      fetch('/api/lesson/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    {
      id_appointment: open.id_appointment,
      date: open.date,
      group: open.id_group,
      topic: 'Повторение',
      subject: open.subject,
      students: open.students.map((each) => ({ id: each.id, isPresence: true })),
    },
  );
  expect(recorded).toBe(200);
  await page.reload();
  await table
    .getByRole('row')
    .nth(1)
    .or(page.getByText('All lessons are marked!', { exact: true }))
    .waitFor();
  await expect(table.getByRole('row').count()).resolves.toBe(rowsBefore - 1);
  const after = await getJson<Unmarked[]>(page, '/api/unmarked/classes?id=3');
  expect(after.some((each) => each.id_appointment === first.id_appointment)).toBe(false);
  expect(await page.getByText(/^Ошибка:/).count()).toBe(0);
  await shoot(page, 'unmarked-lessons');
  expect(errors).toEqual([]);
  await context.close();
});
