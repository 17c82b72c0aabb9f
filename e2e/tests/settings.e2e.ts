import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// The settings page's configurations (sales-people-settings.md section 2, issue 14 item 3) against the real
// server and the demo school: the administrator replaces the Zoom link of a group of the demo parent's child
// in the Configurations tab; the parent sees the new link in the personal area's Online tab and the group's
// teacher in the lesson dialog, without any reload of the settings. Then a configuration is edited in the
// JSON editor's tree and saved.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type ZoomLink = { group_id: number; name_group: string; link: string };
type Lesson = {
  id_appointment: number;
  date: string;
  id_group: number;
  name_group: string;
  zoom: string | null;
};
type Config = { id: number; name: string; data: unknown; version: number };

const getJson = <T>(page: Page, url: string): Promise<T> =>
  page.evaluate((path) => fetch(path).then((r) => r.json()), url);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The next 14 days from today in Минск, 'YYYY-MM-DD'. */
function nextDays(): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Minsk' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return Array.from({ length: 14 }, (_, i) =>
    new Date(Date.UTC(year, month - 1, day + i)).toISOString().slice(0, 10),
  );
}

test('a Zoom link added in the settings reaches the personal area and the lesson dialog; the JSON editor saves a change', async () => {
  // The demo parent's children's groups with their links, and a lesson of one of them that teacher@ gives.
  const parent = await newPage(browser);
  await signIn(parent.page, 'parent@school.test');
  await parent.page.waitForURL('**/app/journal');
  const familyLinks = await getJson<ZoomLink[]>(parent.page, '/api/zoom/check');
  expect(familyLinks.length).toBeGreaterThan(0);
  const familyGroups = new Set(familyLinks.map((each) => each.group_id));

  const teacher = await newPage(browser);
  await signIn(teacher.page, 'teacher@school.test', '/app/lessons');
  await teacher.page.waitForURL('**/app/lessons');
  let lesson: Lesson | undefined;
  for (const day of nextDays()) {
    const lessons = await getJson<Lesson[]>(teacher.page, `/api/lesson?date=${day}`);
    lesson = lessons.find((each) => familyGroups.has(each.id_group));
    if (lesson) break;
  }
  expect(lesson).toBeDefined();
  const group = lesson!.name_group;
  const link = `https://zoom.us/j/77${String(Date.now()).slice(-8)}`;

  // The administrator replaces the group's link: the old one deleted after the confirmation, the new one added.
  const admin = await newPage(browser);
  await signIn(admin.page, 'admin@school.test', '/app/settings');
  await admin.page.waitForURL('**/app/settings');
  await admin.page.getByRole('tab', { name: 'Конфигурации' }).click();
  await admin.page.getByRole('button', { name: /Ссылки Zoom/ }).click();
  const zoomList = admin.page.getByRole('list', { name: 'Ссылки Zoom' });
  const ofGroup = zoomList
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Группа:\\s*${escapeRegExp(group)}(?![\\w-])`) });
  await ofGroup.first().waitFor();
  await ofGroup.first().getByRole('button', { name: 'Удалить' }).click();
  const confirm = admin.page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await admin.page.getByText('Удалено').first().waitFor();
  await expect(ofGroup.count()).resolves.toBe(0);

  await admin.page
    .getByRole('group', { name: 'Ссылки Zoom' })
    .getByRole('button', { name: 'Добавить' })
    .click();
  const form = admin.page.getByRole('form', { name: 'Ссылки Zoom: Добавить' });
  await form.getByLabel('Ссылка').fill(link);
  await form.getByLabel('Группа').selectOption({ label: group });
  const added = admin.page.waitForResponse((r) => r.url().endsWith('/api/config/add'));
  await form.getByRole('button', { name: 'Сохранить' }).click();
  expect((await added).status()).toBe(200);
  await zoomList.getByText(link).waitFor();
  await shoot(admin.page, 'settings-configurations');

  // The parent's Online tab lists the new link (a new read, no reload of the settings needed).
  await parent.page.reload();
  await parent.page.getByRole('tab', { name: 'Онлайн' }).click();
  await parent.page.getByRole('link', { name: link }).waitFor();
  expect(await parent.page.getByRole('link', { name: link }).getAttribute('target')).toBe('_blank');

  // The teacher's lesson dialog of that group shows it on its Information tab (the lessons read anew).
  await teacher.page.reload();
  await teacher.page.getByLabel('Дата').fill(lesson!.date);
  const open = teacher.page
    .getByRole('button', { name: new RegExp(`^(Отметить|Изменить): ${escapeRegExp(group)},`) })
    .first();
  await open.waitFor();
  await open.click();
  const dialog = teacher.page.getByRole('dialog');
  await dialog.getByRole('link', { name: link }).waitFor();
  await dialog.getByRole('button', { name: 'Закрыть' }).first().click();

  // The JSON editor: the default teacher's user id edited in the tree and saved.
  const users = await getJson<{ active_users: { value: number; label: string }[] }>(
    admin.page,
    '/api/entities-types/get',
  );
  const [before] = await getJson<Config[]>(admin.page, '/api/configs/get?name=default_teacher');
  const current = (before.data as { user_id: number }).user_id;
  const next = users.active_users.find((user) => user.value !== current)!.value;
  await admin.page.getByRole('tab', { name: 'JSON редактор' }).click();
  await admin.page.getByRole('combobox', { name: 'Конфигурация' }).selectOption('default_teacher');
  const editor = admin.page.getByTestId('json-editor');
  await editor.getByText(String(current), { exact: true }).dblclick();
  const input = editor.locator('input, textarea').first();
  await input.fill(String(next));
  await input.press('Enter');
  const saved = admin.page.waitForResponse((r) => r.url().endsWith('/api/config/update'));
  await admin.page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).status()).toBe(200);
  await admin.page.getByText('Конфигурация сохранена').first().waitFor();
  const [after] = await getJson<Config[]>(admin.page, '/api/configs/get?name=default_teacher');
  expect(after).toEqual({ ...before, data: { user_id: next }, version: before.version + 1 });
  await shoot(admin.page, 'settings-json-editor');

  expect(admin.errors).toEqual([]);
  expect(parent.errors).toEqual([]);
  expect(teacher.errors).toEqual([]);

  // Data of the wrong shape is refused with the server's message and not saved.
  await editor.getByText(String(next), { exact: true }).dblclick();
  const again = editor.locator('input, textarea').first();
  await again.fill('0');
  await again.press('Enter');
  await admin.page.getByRole('button', { name: 'Сохранить' }).click();
  await admin.page.getByText('Не удалось обновить конфигурацию. Попробуйте ещё раз.').first().waitFor();
  await admin.page
    .getByText(/Неверные данные настройки «default_teacher»/)
    .first()
    .waitFor();
  const [kept] = await getJson<Config[]>(admin.page, '/api/configs/get?name=default_teacher');
  expect(kept).toEqual(after);
  // The page itself had no error: the refused request logs its 400 in the console, as any would.
  expect(admin.errors.every((error) => /400/.test(error))).toBe(true);
  await Promise.all([admin.context.close(), parent.context.close(), teacher.context.close()]);
});
