import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// The class schedule (learning.md section 2.7, issue 12) against the real server and database: the methodist
// opens next week's grid of their branch, unlocks it, moves a lesson a day on with the keyboard (saved through
// the plan, the cell flashes), undoes the move, makes it again with the mouse, and copies this week to the
// next after the confirmation.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Appointment = {
  id: number;
  date: string;
  duration: string;
  user_id: number;
  group_id: number;
  is_substitute: number | null;
};

const getJson = <T>(page: Page, url: string): Promise<T> =>
  page.evaluate((path) => fetch(path).then((r) => r.json()), url);
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

/** 'YYYY-MM-DD' `days` later. */
function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** This week's Monday in the browser's calendar. */
function thisMonday(): string {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

test('the methodist moves a lesson a day on with the keyboard, undoes it, drags it with the mouse, and copies the week', async () => {
  const { page, context, errors } = await newPage(browser, { width: 1600, height: 900 });
  await signIn(page, 'methodist@school.test', '/app/class-schedule');
  const grid = page.getByRole('grid', { name: 'Сетка расписания' });
  await grid.waitFor();
  // The branch shown: the selected tab (the first of the methodist's branches).
  const branch = (await page.getByRole('tab', { selected: true }).textContent())?.trim();
  const { location: branches } = await getJson<{ location: { value: number; label: string }[] }>(
    page,
    '/api/entities-types/get',
  );
  const location = branches.find((each) => each.label === branch)?.value ?? 0;
  expect(location).toBeGreaterThan(0);

  // Next week: a lesson from Monday to Friday that can move a day on without a clash.
  await page.getByRole('button', { name: 'Следующая неделя' }).click();
  const monday = addDays(thisMonday(), 7);
  const plan = await getJson<Appointment[]>(
    page,
    `/api/appointments/get?location=${location}&date_from=${monday}&date_to=${addDays(monday, 5)}`,
  );
  let lesson: Appointment | undefined;
  for (const each of plan.filter((row) => weekday(row.date.slice(0, 10)) < 5)) {
    const moved = `${addDays(each.date.slice(0, 10), 1)} ${each.date.slice(11)}`;
    const { clashes } = await postJson<{ clashes: unknown[] }>(page, '/api/appointment/check', {
      id: each.id,
      date: moved,
      duration: each.duration,
      user_id: each.user_id,
      group_id: each.group_id,
      is_substitute: each.is_substitute,
    });
    if (clashes.length === 0) {
      lesson = each;
      break;
    }
  }
  if (!lesson) throw new Error(`no lesson of branch ${location} next week can move a day on`);
  const card = grid.locator(`[data-lesson-id="${lesson.id}"] [aria-roledescription="занятие"]`);
  await grid.locator(`[data-lesson-id="${lesson.id}"]`).waitFor();
  // Brought into view, as a planner scrolls to it.
  await grid.locator(`[data-lesson-id="${lesson.id}"]`).scrollIntoViewIfNeeded();

  // Locked by default: no lesson is a drag handle until the lock is released.
  expect(await card.count()).toBe(0);
  await page.getByRole('button', { name: 'Редактирование заблокировано' }).click();
  await page.getByRole('button', { name: 'Редактирование разрешено' }).waitFor();
  await card.waitFor();
  const label = (await card.getAttribute('aria-label')) ?? '';

  // Space lifts, the arrow goes a day on (dnd-kit listens once the lift is handled: each step waits), Space drops.
  await card.focus();
  await page.keyboard.press('Space');
  await page.getByText(`Занятие ${label} над ячейкой`).first().waitFor({ state: 'attached' });
  const dayAfter = addDays(lesson.date.slice(0, 10), 1);
  const dayText = `${dayAfter.slice(8, 10)}.${dayAfter.slice(5, 7)}`;
  await page.keyboard.press('ArrowRight');
  await page
    .getByText(new RegExp(`^Занятие .* над ячейкой «[^»]*${dayText}[^»]*»$`))
    .waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await page.getByText('Данные расписания изменены').first().waitFor();
  await grid.locator('[data-flashing="true"]').first().waitFor();
  await shoot(page, 'class-schedule-moved');
  const after = await getJson<Appointment[]>(
    page,
    `/api/appointments/get?location=${location}&date_from=${monday}&date_to=${addDays(monday, 6)}`,
  );
  expect(after.find((row) => row.id === lesson!.id)?.date).toBe(`${dayAfter} ${lesson.date.slice(11)}`);

  // Undo puts it back on its day.
  await page.getByRole('button', { name: 'Отменить' }).click();
  let restored: string | undefined;
  for (let attempt = 0; attempt < 50 && restored !== lesson.date; attempt += 1) {
    await page.waitForTimeout(200);
    const rows = await getJson<Appointment[]>(
      page,
      `/api/appointments/get?location=${location}&date_from=${monday}&date_to=${addDays(monday, 6)}`,
    );
    restored = rows.find((row) => row.id === lesson!.id)?.date;
  }
  expect(restored).toBe(lesson.date);

  // The same move with the mouse: the lesson dragged onto the next day's cell of its row.
  const source = grid.locator(`td:has([data-lesson-id="${lesson.id}"])`);
  const row = await source.getAttribute('data-cell-row');
  const column = Number(await source.getAttribute('data-cell-column'));
  const target = grid.locator(`td[data-cell-row="${row}"][data-cell-column="${column + 1}"]`);
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the lesson or its target cell is not on the screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page
    .getByText(new RegExp(`^Занятие .* над ячейкой «[^»]*${dayText}[^»]*»$`))
    .waitFor({ state: 'attached' });
  await page.mouse.up();
  let dragged: string | undefined;
  for (let attempt = 0; attempt < 50 && dragged !== `${dayAfter} ${lesson.date.slice(11)}`; attempt += 1) {
    await page.waitForTimeout(200);
    const rows = await getJson<Appointment[]>(
      page,
      `/api/appointments/get?location=${location}&date_from=${monday}&date_to=${addDays(monday, 6)}`,
    );
    dragged = rows.find((each) => each.id === lesson!.id)?.date;
  }
  expect(dragged).toBe(`${dayAfter} ${lesson.date.slice(11)}`);
  await grid
    .locator(`td[data-cell-row="${row}"][data-cell-column="${column + 1}"] [data-lesson-id="${lesson.id}"]`)
    .waitFor();

  // Copy of the week, after the confirmation: the count said is what the next week gained.
  const before = await getJson<Appointment[]>(
    page,
    `/api/appointments/get?location=${location}&date_from=${monday}&date_to=${addDays(monday, 6)}`,
  );
  await page.getByRole('button', { name: 'Копировать неделю' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Копирование расписания' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  const said = page.getByText(/^Скопировано занятий: \d+, пропущено: \d+$/);
  await said.waitFor();
  const copied = Number(/Скопировано занятий: (\d+)/.exec((await said.textContent()) ?? '')?.[1]);
  const next = await getJson<Appointment[]>(
    page,
    `/api/appointments/get?location=${location}&date_from=${monday}&date_to=${addDays(monday, 6)}`,
  );
  expect(next.length - before.length).toBe(copied);
  await shoot(page, 'class-schedule-copied');
  expect(errors).toEqual([]);
  await context.close();
});
