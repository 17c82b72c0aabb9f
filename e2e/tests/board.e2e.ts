import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// The pupil-group board (learning.md sections 2.2 and 4) against the real server and database: the methodist
// of Минск moves a pupil between two groups of one course at different weekly prices and confirms; the old
// group's attendance report still lists the pupil (its lessons stay with the old group) and the contract page
// shows the tuition from the move date at the new price.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Group = {
  id: number;
  short_name: string;
  course: number;
  camp: boolean;
  students_count: number;
  price_per_week: string;
  version: number;
} & Record<string, unknown>;
type BoardGroup = { id: number; short_name: string; students: { id: number; name: string }[] };
type Line = { id: number; type: 'debit' | 'credit'; date: string; amount: string; category: string };
type Attendance = { report: { lessons: { students: { id: number }[] }[] }[] };
type Choice = { from: Group; to: Group; pupil: { id: number; name: string }; lines: Line[] };

const api = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate((url) => fetch(url).then((r) => r.json()), `/api${path}`);
const post = (page: Page, path: string, body: unknown): Promise<number> =>
  page.evaluate(
    ({ url, json }) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      }).then((r) => r.status),
    { url: `/api${path}`, json: body },
  );

/** Whole kopecks of an API amount ('1234.50' -> 123450n), exact. */
const kopecks = (amount: string) => {
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};
/** As the page shows an amount: '1 234,50 р.' (no-break spaces as thousands separators). */
const shown = (value: bigint) =>
  `${(value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${String(value % 100n).padStart(2, '0')} р.`;
const tuition = (lines: Line[]) =>
  lines.filter((line) => line.type === 'debit' && line.category === 'tuition');
const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/**
 * Two school-year groups of one course, the first with a pupil who has lessons recorded in it and tuition
 * still to come (so there is something to re-price).
 */
async function chooseMove(page: Page): Promise<Choice> {
  const groups = (await api<Group[]>(page, '/group/get')).filter((g) => !g.camp);
  for (const from of groups.filter((g) => g.students_count > 0)) {
    const to = groups.find((other) => other.course === from.course && other.id !== from.id);
    if (!to) continue;
    const [board] = await api<BoardGroup[]>(page, `/group/students?ids=${from.id}`);
    const attendance = await api<Attendance>(page, `/get/attendance?group=${from.id}`);
    const attended = new Set(
      attendance.report.flatMap((g) => g.lessons.flatMap((lesson) => lesson.students.map((s) => s.id))),
    );
    for (const pupil of board.students.filter((s) => attended.has(s.id)).slice(0, 5)) {
      const data = await api<{ lines: Line[] }>(page, `/contract_data/get?id=${pupil.id}`);
      if (tuition(data.lines).some((line) => line.date >= inTwoDays))
        return { from, to, pupil, lines: data.lines };
    }
  }
  throw new Error(
    'the demo school has no Минск pupil with lessons and tuition to come in a group with a sibling group',
  );
}

test('the methodist moves a pupil to a dearer group: the old group keeps the lessons, the contract the new price', async () => {
  const { page, errors } = await newPage(browser);
  await signIn(page, 'methodist@school.test', '/app/edit-groups');
  await page.waitForURL('**/app/edit-groups');
  await page.getByText('Группы не выбраны').waitFor();
  const { from, to, pupil, lines } = await chooseMove(page);
  // The demo school prices a course the same in every group: the target group becomes 5.00 a week dearer.
  const {
    id,
    students_count: _count,
    currency: _currency,
    ...fields
  } = (await api<Group[]>(page, '/group/get')).find((g) => g.id === to.id) as Group;
  const newPrice = kopecks(from.price_per_week) + 500n;
  const price = `${newPrice / 100n}.${String(newPrice % 100n).padStart(2, '0')}`;
  expect(await post(page, '/group/update', { id, ...fields, price_per_week: price })).toBe(200);

  await page.getByRole('button', { name: 'Выбрать группы' }).click();
  await page.getByRole('checkbox', { name: from.short_name, exact: true }).check({ force: true });
  await page.getByRole('checkbox', { name: to.short_name, exact: true }).check({ force: true });
  const fromColumn = page.getByRole('region', { name: `Группа ${from.short_name}`, exact: true });
  const toColumn = page.getByRole('region', { name: `Группа ${to.short_name}`, exact: true });
  await toColumn.waitFor();
  // With the keyboard: Space lifts the card, the arrow goes a column right, Space drops it.
  await fromColumn.getByRole('button', { name: pupil.name, exact: true }).focus();
  // dnd-kit listens for the arrows only once the lift has been handled, so each step waits for its announcement.
  await page.keyboard.press('Space');
  await fromColumn.getByRole('button', { name: pupil.name, exact: true, pressed: true }).waitFor();
  await page.keyboard.press('ArrowRight');
  await page
    .getByText(`Ученик ${pupil.name} над группой «${to.short_name}»`, { exact: true })
    .waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await toColumn.getByRole('button', { name: pupil.name, exact: true }).waitFor();
  await page.getByRole('button', { name: 'Отправить' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Перевод учеников' });
  await dialog.getByText(`${pupil.name}: ${from.short_name} → ${to.short_name}`).waitFor();
  await shoot(page, 'board-confirm');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await page.getByText('Группы изменены', { exact: true }).waitFor();
  await toColumn.getByRole('link', { name: `Договор ученика ${pupil.name}` }).waitFor();

  // The contract: tuition due from the move date scaled to the new price (running rounding to kopecks),
  // the earlier lines as they were.
  const after = tuition((await api<{ lines: Line[] }>(page, `/contract_data/get?id=${pupil.id}`)).lines);
  const before = tuition(lines);
  const kept = after.filter((line) => before.some((old) => old.id === line.id));
  const repriced = after.filter((line) => !before.some((old) => old.id === line.id));
  const replaced = before.filter((line) => !after.some((now) => now.id === line.id));
  expect(repriced.length).toBeGreaterThan(0);
  expect(repriced.map((line) => line.date)).toEqual(replaced.map((line) => line.date));
  expect(kept.every((line) => line.date < repriced[0].date)).toBe(true);
  const sum = (rows: Line[]) => rows.reduce((total, line) => total + kopecks(line.amount), 0n);
  const oldPrice = kopecks(from.price_per_week);
  expect(sum(repriced)).toBe((sum(replaced) * newPrice * 2n + oldPrice) / (oldPrice * 2n));

  await page.goto(`/app/contracts/${pupil.id}?from=studentsKanban`);
  const grid = page.getByRole('grid', { name: 'Дебет и кредит' });
  await grid
    .getByRole('row')
    .filter({ hasText: 'Обучение' })
    .filter({ hasText: shown(kopecks(repriced[0].amount)) })
    .first()
    .waitFor();
  await shoot(page, 'board-contract');

  // The old group's attendance report still has the pupil's lessons.
  await page.goto(`/app/attendance-reports/${from.id}?from=studentsKanban`);
  await page.getByRole('main').getByText(pupil.name, { exact: true }).first().waitFor();
  await shoot(page, 'board-attendance');
  expect(errors).toEqual([]);
});
