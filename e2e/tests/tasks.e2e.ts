import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// The task board (issue 13) against the real server and database. The manager creates a task from the
// header for the administrator with a file; the administrator sees it in the bell and takes it to work from
// there, is refused closing it (only its author may), moves it with the keyboard and denies it with a reason;
// the manager, its author, closes it, and the closed task refuses to move. A parent's support request appears
// on the support manager's board, and its status change shows in the parent's personal area.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Me = { id: number; short_name: string };
type Task = { id_task: number; title: string; status: string; id_attachments: { file_name: string }[] };

const getJson = <T>(page: Page, url: string): Promise<T> =>
  page.evaluate((path) => fetch(path).then((r) => r.json()), url);

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, columnName: string, id: number) =>
  column(page, columnName).locator(`.task-card[data-task-id="${id}"]`);

/** A keyboard move: Space lifts the card, each arrow goes a column right (waiting for its announcement), Space drops. */
async function moveRight(
  page: Page,
  from: string,
  task: { id_task: number; title: string },
  over: string[],
  liftOnly = false,
): Promise<void> {
  const { title } = task;
  await card(page, from, task.id_task).focus();
  await page.keyboard.press('Space');
  // Lifted: the card is pressed and the announcement says it is over its own column (dnd-kit listens for
  // the arrows only once the lift has been handled).
  await column(page, from)
    .locator(`.task-card[data-task-id="${task.id_task}"][aria-pressed="true"]`)
    .waitFor();
  await page.getByText(`Задача «${title}» над колонкой «${from}»`).waitFor({ state: 'attached' });
  for (const name of over) {
    await page.keyboard.press('ArrowRight');
    await page.getByText(`Задача «${title}» над колонкой «${name}»`).waitFor({ state: 'attached' });
  }
  // Lifted only: the caller goes on with other keys.
  if (liftOnly) return;
  await page.keyboard.press('Space');
}

test('a task from the header: bell, work, a refused close, denial with a reason, closed by its author', async () => {
  const admin = await newPage(browser);
  await signIn(admin.page, 'administrator@school.test', '/app/tasks');
  await admin.page.waitForURL('**/app/tasks');
  const { user: executor } = await getJson<{ user: Me }>(admin.page, '/api/auth/user');

  // The manager creates it from the header, with a file.
  const manager = await newPage(browser);
  await signIn(manager.page, 'manager@school.test', '/app/crm');
  const title = `Проверить расписание ${Date.now()}`;
  await manager.page.getByRole('banner').getByRole('button', { name: 'Создать задачу' }).click();
  const form = manager.page.getByRole('dialog', { name: 'Новая задача' });
  await form.getByRole('textbox', { name: /^Заголовок/ }).fill(title);
  await form.getByRole('combobox', { name: /^Группа исполнителей/ }).selectOption({ label: 'Администратор' });
  await form.getByRole('combobox', { name: /^Исполнитель/ }).selectOption({ label: executor.short_name });
  await form.getByRole('textbox', { name: /^Комментарий/ }).fill('Срочно, до конца недели');
  await form.getByLabel('Прикрепить файл').setInputFiles({
    name: 'расписание.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Понедельник 10:00'),
  });
  await manager.page.getByText('Файл успешно загружен').first().waitFor();
  await form.getByRole('button', { name: 'Создать', exact: true }).click();
  await manager.page.getByText('Задача добавлена').first().waitFor();
  const created = (await getJson<Task[]>(manager.page, '/api/tasks/get')).find(
    (task) => task.title === title,
  );
  expect(created?.status).toBe('new');
  expect(created?.id_attachments.map((file) => file.file_name)).toEqual(['расписание.txt']);

  // The administrator: the bell has it among new tasks; 'В работу' takes it to work.
  const page = admin.page;
  await page.reload();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Уведомления, новых: \d+$/ });
  await bell.click();
  const popup = page.getByRole('dialog', { name: 'Уведомления' });
  await popup
    .getByRole('region', { name: /^Новые задачи/ })
    .getByRole('button', { name: `В работу: ${title}` })
    .click();
  await page.getByText('Статус обновлен').first().waitFor();
  await shoot(page, 'tasks-bell');
  await popup.getByRole('button', { name: 'Закрыть уведомления' }).click();
  await page.reload();
  await card(page, 'В работе', created!.id_task).waitFor();

  // Only its author may close it: the administrator's move to 'Закрыты' is refused.
  await moveRight(page, 'В работе', created!, ['Выполнены', 'Отказано в выполнении', 'Закрыты']);
  await page.getByText('Задачу может закрыть только ее создатель(автор)').first().waitFor();
  await card(page, 'В работе', created!.id_task).waitFor();

  // Denied with a reason: the dialog's confirm waits for more than five characters.
  await moveRight(page, 'В работе', created!, ['Выполнены', 'Отказано в выполнении']);
  const denial = page.getByRole('alertdialog');
  await denial.waitFor();
  const confirm = denial.getByRole('button', { name: 'Отказать' });
  await denial.getByLabel('Не менее 6 символов').fill('Нет');
  expect(await confirm.isDisabled()).toBe(true);
  await denial.getByLabel('Не менее 6 символов').fill('Нет доступа к расписанию филиала');
  await confirm.click();
  await page.getByText('Статус обновлен').first().waitFor();
  await card(page, 'Отказано в выполнении', created!.id_task).waitFor();
  await shoot(page, 'tasks-denied');

  // The author closes it; closed, it does not move.
  const author = manager.page;
  await author.goto('/app/tasks');
  await moveRight(author, 'Отказано в выполнении', created!, ['Закрыты']);
  await author.getByText('Статус обновлен').first().waitFor();
  await card(author, 'Закрыты', created!.id_task).waitFor();
  await moveRight(author, 'Закрыты', created!, [], true);
  await author.keyboard.press('ArrowLeft');
  await author
    .getByText(`Задача «${title}» над колонкой «Отказано в выполнении»`)
    .waitFor({ state: 'attached' });
  await author.keyboard.press('Space');
  await author.getByText('Запрещенное действие. Задача уже закрыта').first().waitFor();
  const final = (await getJson<Task[]>(author, '/api/tasks/get')).find((task) => task.title === title);
  expect(final?.status).toBe('closed');

  // The history holds the comment with the reason and every status change.
  await card(author, 'Закрыты', created!.id_task).dblclick();
  const popupTask = author.getByRole('dialog', { name: `Задача №${created!.id_task}` });
  await popupTask
    .getByText(/Нет доступа к расписанию филиала/)
    .first()
    .waitFor();
  expect(await popupTask.getByRole('combobox', { name: /Статус/ }).isDisabled()).toBe(true);

  expect(admin.errors).toEqual([]);
  expect(manager.errors).toEqual([]);
  await admin.context.close();
  await manager.context.close();
});

test("a parent's support request is on the support manager's board; its status shows in the personal area", async () => {
  const parent = await newPage(browser);
  await signIn(parent.page, 'parent@school.test');
  await parent.page.waitForURL('**/app/journal');
  const message = `Не видно домашнего задания ${Date.now()}`;
  await parent.page.getByRole('tab', { name: 'Техподдержка' }).click();
  await parent.page.getByRole('button', { name: 'Новое обращение' }).click();
  const popup = parent.page.getByRole('form', { name: 'Новое обращение' });
  await popup.getByRole('textbox').fill(message);
  await popup.getByRole('button', { name: 'Отправить' }).click();
  await parent.page.getByText('Обращение отправлено менеджеру техподдержки').waitFor();

  const support = await newPage(browser);
  await signIn(support.page, 'support@school.test', '/app/tasks');
  const page = support.page;
  const tasks = await getJson<(Task & { description: string; source: string })[]>(page, '/api/tasks/get');
  const mine = tasks.find((task) => task.source === 'support' && task.description === message);
  expect(mine).toBeDefined();
  await card(page, 'Новые', mine!.id_task).waitFor();
  await moveRight(page, 'Новые', mine!, ['В работе']);
  await page.getByText('Статус обновлен').first().waitFor();

  await parent.page.reload();
  await parent.page.getByRole('tab', { name: 'Техподдержка' }).click();
  await parent.page.getByRole('listitem').filter({ hasText: message }).getByText('обрабатывается').waitFor();
  await shoot(parent.page, 'tasks-support-in-work');
  expect(parent.errors).toEqual([]);
  expect(support.errors).toEqual([]);
  await parent.context.close();
  await support.context.close();
});
