import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// The teachers' plan (learning.md section 2.6, issue 12) against the real server and database: the methodist
// of Минск plans an appointment next week at a free time, substitutes its teacher in the table, undoes and
// redoes the substitution, and is refused a clashing appointment of the same group (the clash shown under
// the form, nothing saved).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Option = { value: number; label: string };
type Group = { id: number; short_name: string; location: number };
type GroupOptions = { locations: (Option & { teachers: Option[] })[] };
type Appointment = { id: number; date: string; group_id: number; is_substitute: number | null };
type Clash = { message: string };

const MINSK = 3;

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

/** 'YYYY-MM-DD' as the table shows it: DD.MM.YYYY. */
const dots = (date: string) => date.split('-').reverse().join('.');

/** The Sunday of next week (the plan shows this week and the next by default), 'YYYY-MM-DD'. */
function nextSunday(): string {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCDate(monday.getUTCDate() + 13);
  return monday.toISOString().slice(0, 10);
}

/** A group of Минск, two of its teachers and a time next Sunday when neither the group nor they are busy. */
async function freeSlot(page: Page) {
  const groups = (await getJson<Group[]>(page, '/api/group/get')).filter((each) => each.location === MINSK);
  const options = await getJson<GroupOptions>(page, '/api/group/options/get');
  const teachers = options.locations.find((each) => each.value === MINSK)!.teachers;
  const entities = await getJson<{ subject: Option[] }>(page, '/api/entities-types/get');
  const subject = entities.subject[0].label;
  const day = nextSunday();
  const [teacher, substitute] = teachers;
  for (const group of groups) {
    for (const time of ['07:00', '07:45', '20:00', '20:45', '21:30']) {
      const probe = { date: `${day} ${time}:00`, group_id: group.id, duration: '0:45' };
      const asTeacher = await postJson<{ clashes: Clash[] }>(page, '/api/appointment/check', {
        ...probe,
        user_id: teacher.value,
      });
      const asSubstitute = await postJson<{ clashes: Clash[] }>(page, '/api/appointment/check', {
        ...probe,
        user_id: teacher.value,
        is_substitute: substitute.value,
      });
      if (asTeacher.clashes.length === 0 && asSubstitute.clashes.length === 0)
        return { group, teacher, substitute, subject, day, time };
    }
  }
  throw new Error('no free time next Sunday for a Минск group');
}

test('the methodist plans an appointment, substitutes its teacher, undoes and redoes, and is refused a clash', async () => {
  const { page, context, errors } = await newPage(browser);
  await signIn(page, 'methodist@school.test', '/app/appointments');
  await page.waitForURL('**/app/appointments');
  const slot = await freeSlot(page);
  const planOf = async () =>
    (await getJson<Appointment[]>(page, `/api/appointments/get?location=${MINSK}`)).filter(
      (each) => each.group_id === slot.group.id && each.date === `${slot.day} ${slot.time}:00`,
    );

  await page.getByRole('tab', { name: 'Минск' }).click();
  const form = page.getByRole('form', { name: 'Новое назначение' });
  const fillForm = async () => {
    await form.getByLabel('Дата').fill(slot.day);
    await form.getByRole('combobox', { name: 'Время' }).selectOption(slot.time);
    await form.getByRole('combobox', { name: 'Учитель' }).selectOption(String(slot.teacher.value));
    await form.getByRole('combobox', { name: 'Группа' }).selectOption(String(slot.group.id));
    await form.getByRole('combobox', { name: 'Предмет' }).selectOption(slot.subject);
  };
  await form
    .getByRole('combobox', { name: 'Группа' })
    .locator('option')
    .nth(1)
    .waitFor({ state: 'attached' });
  await fillForm();
  await form.getByRole('button', { name: 'Создать' }).click();
  await page.getByText('Назначение создано', { exact: true }).waitFor();
  expect(await planOf()).toHaveLength(1);

  // The new row of the table: substitute its teacher.
  const grid = page.getByRole('grid', { name: 'Назначения и замены' });
  await page
    .getByRole('main')
    .getByRole('searchbox', { name: 'Поиск', exact: true })
    .fill(slot.group.short_name);
  const row = grid
    .getByRole('row')
    .filter({ hasText: slot.group.short_name })
    .filter({ hasText: dots(slot.day) })
    .filter({ hasText: slot.time });
  await row.getByText('запланировано').click();
  await page.getByRole('button', { name: 'Изменить', exact: true }).click();
  await grid.getByRole('combobox', { name: 'Замена' }).selectOption(String(slot.substitute.value));
  await grid.getByRole('combobox', { name: 'Предмет замены' }).selectOption(slot.subject);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await page.getByText('Замена назначена', { exact: true }).waitFor();
  await row.getByText(slot.substitute.label).waitFor();
  expect((await planOf())[0].is_substitute).toBe(slot.substitute.value);
  await shoot(page, 'appointments-substituted');

  // Undo takes the substitution back; redo sets it again (each button waits out its 1 s lock).
  const undo = page.getByRole('button', { name: 'Отменить', exact: true });
  const redo = page.getByRole('button', { name: 'Повторить', exact: true });
  await undo.waitFor();
  await page.getByRole('button', { name: 'Отменить', exact: true, disabled: false }).click();
  await page.getByText('Данные изменены', { exact: true }).first().waitFor();
  await row.getByText(slot.substitute.label).waitFor({ state: 'detached' });
  expect((await planOf())[0].is_substitute).toBeNull();
  await redo.waitFor();
  await page.getByRole('button', { name: 'Повторить', exact: true, disabled: false }).click();
  await row.getByText(slot.substitute.label).waitFor();
  expect((await planOf())[0].is_substitute).toBe(slot.substitute.value);

  // The same group at the same time: the clash under the form, and nothing saved.
  await fillForm();
  const clashes = page.getByRole('region', { name: 'Пересечения' });
  await clashes.getByText(`Группа ${slot.group.short_name} уже занята`, { exact: false }).waitFor();
  await form.getByRole('button', { name: 'Создать' }).click();
  await page.getByText('Не удалось создать запись', { exact: true }).waitFor();
  await shoot(page, 'appointments-clash');
  expect(await planOf()).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});
