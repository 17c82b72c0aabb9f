import type { Browser, Locator, Page } from 'playwright-core';
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

/**
 * The centre of the locator's element once it is what the page has on top there (a toast or the lifted lesson
 * may cover it for a while): where a pointer reaches it.
 */
async function uncovered(locator: Locator): Promise<{ x: number; y: number }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const point = await locator.evaluate((element) => {
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const top = document
        .elementsFromPoint(x, y)
        .find((each) => !each.closest('.class-schedule-lifted, [data-lifted-lesson]'));
      return top && element.contains(top) ? { x, y } : null;
    });
    if (point) return point;
    await locator.page().waitForTimeout(200);
  }
  throw new Error('the element stays covered by another one');
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

  // The lesson's own cell, where the undo below must bring it back.
  const home = grid.locator(`td:has([data-lesson-id="${lesson.id}"])`);
  const row = await home.getAttribute('data-cell-row');
  const column = Number(await home.getAttribute('data-cell-column'));
  const homeCard = grid.locator(
    `td[data-cell-row="${row}"][data-cell-column="${column}"] [data-lesson-id="${lesson.id}"] [aria-roledescription="занятие"]`,
  );

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
  // And the grid shows it there, its flash over: a drag begun while the grid still redraws the undo
  // loses its card under the pointer (seen in CI: no "над ячейкой" announcement came).
  await homeCard.waitFor();
  await grid.locator('[data-flashing="true"]').waitFor({ state: 'detached' });

  // The same move with the mouse: the lesson dragged onto the next day's cell of its row.
  const target = grid.locator(`td[data-cell-row="${row}"][data-cell-column="${column + 1}"]`);
  const targetLabel = (await target.getAttribute('aria-label')) ?? '';
  const overTarget = page.getByText(`над ячейкой «${targetLabel}»`, { exact: false });
  let over = false;
  for (let attempt = 0; attempt < 3 && !over; attempt += 1) {
    // Both ends must be what is on top at their centre: a toast may cover a cell for its 3 s (seen in CI:
    // no "над ячейкой" announcement came, as the cell under the pointer was a toast's).
    const from = await uncovered(homeCard);
    await uncovered(target);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y, { steps: 2 });
    // The grid may scroll under the pointer while it drags (seen in CI: the lesson landed in another slot of
    // the right day), so the pointer goes to the cell where it is now until the lesson is over it.
    for (let step = 0; step < 25 && !over; step += 1) {
      const to = await uncovered(target);
      await page.mouse.move(to.x, to.y, { steps: step === 0 ? 8 : 2 });
      await page.waitForTimeout(200);
      over = (await overTarget.count()) > 0;
    }
    if (!over) {
      // Not over its cell: the drag is cancelled (the lesson stays home) and made again.
      await page.keyboard.press('Escape');
      await page.mouse.up();
      await homeCard.waitFor();
    }
  }
  expect(over).toBe(true);
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
