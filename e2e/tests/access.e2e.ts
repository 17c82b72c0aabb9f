import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// Users and access (issue 14, sales-people-settings.md /access) against the real server and database. The
// admin creates a teacher and gives them a second branch; creates a sales manager who is then given two
// leads; deactivates that manager, handing the leads to manager@ in the deactivation dialog (the dialog
// asks only for what the manager has), and sees the leads move: on GET /leads/search and on the sales
// board filtered by manager@. Then activates the manager again. manager@ itself is never disabled, so the
// other journeys keep their demo users.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type AccessUser = { id: number; email: string; short_name: string; location: number[]; status: string };
type Lead = { id_lead: number; name: string; manager: string };

const getJson = <T>(page: Page, url: string): Promise<T> =>
  page.evaluate((path) => fetch(path).then((r) => r.json()), url);

const usersTable = (page: Page) => page.getByRole('grid', { name: 'Сотрудники' });

/** The table draws only the rows in view: its search narrows it to the one user. */
async function showOnly(page: Page, email: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Поиск', exact: true }).fill(email);
  await usersTable(page).getByText(email).waitFor();
}

/** Fills and sends the create-user form. */
async function addUser(page: Page, user: { name: string; email: string; branch: string; role: string }) {
  const form = page.getByRole('form', { name: 'Новый сотрудник' });
  await form.getByRole('textbox', { name: /^Имя/ }).fill(user.name);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(user.email);
  await form.getByRole('group', { name: 'Филиалы' }).getByText(user.branch, { exact: true }).click();
  await form.getByRole('group', { name: 'Роли' }).getByText(user.role, { exact: true }).click();
  await form.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await page.getByText('Пользователь добавлен', { exact: true }).first().waitFor();
  await showOnly(page, user.email);
}

test('a teacher created and given a branch; a manager deactivated with their leads handed to manager@, then activated', async () => {
  const { page, errors } = await newPage(browser);
  await signIn(page, 'admin@school.test', '/app/access');
  await page.waitForURL('**/app/access');
  await showOnly(page, 'manager@school.test');
  const suffix = String(Date.now()).slice(-7);

  // The form names what is missing, and offers no customer roles.
  const form = page.getByRole('form', { name: 'Новый сотрудник' });
  await form.getByRole('button', { name: 'Добавить сотрудника' }).click();
  await form.getByText('необходимо заполнить все поля: Имя, E-mail, Филиалы, Роли').waitFor();
  expect(await form.getByRole('group', { name: 'Роли' }).getByText('Родитель', { exact: true }).count()).toBe(
    0,
  );

  // A teacher of Минск, then given Барановичи too.
  const teacher = { name: `Учитель ${suffix}`, email: `teacher.${suffix}@school.test` };
  await addUser(page, { ...teacher, branch: 'Минск', role: 'Преподаватель' });
  await page.getByRole('button', { name: `Изменить: ${teacher.email}` }).click();
  const edit = page.getByRole('dialog', { name: `Изменить сотрудника: ${teacher.email}` });
  await edit.getByRole('group', { name: 'Филиалы' }).getByText('Барановичи', { exact: true }).click();
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Данные о пользователе обновлены', { exact: true }).first().waitFor();
  await edit.waitFor({ state: 'hidden' });
  const row = usersTable(page).getByRole('row').filter({ hasText: teacher.email });
  await row.getByText('Минск, Барановичи').waitFor();
  const created = (await getJson<AccessUser[]>(page, '/api/get/access')).find(
    (u) => u.email === teacher.email,
  );
  expect(created).toMatchObject({ location: [3, 24], status: 'active' });

  // A sales manager of Минск, given two leads.
  const leaver = { name: `Менеджер ${suffix}`, email: `sales.${suffix}@school.test` };
  await addUser(page, { ...leaver, branch: 'Минск', role: 'Менеджер по продажам' });
  const users = await getJson<AccessUser[]>(page, '/api/get/access');
  const leaverId = users.find((u) => u.email === leaver.email)!.id;
  const keeperId = users.find((u) => u.email === 'manager@school.test')!.id;
  const phones = [`37529${suffix}`, `37533${suffix}`];
  for (const [index, phone] of phones.entries()) {
    const answer = await page.evaluate(
      async ({ phone, name, manager }) => {
        const response = await fetch('/api/lead/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name,
            phone,
            city: 'Минск',
            utm_source: 'instagram',
            date_due: '2030-01-10 10:00',
            new_comment: 'Передать при увольнении',
            manager,
          }),
        });
        return response.status;
      },
      { phone, name: `Лид ${index + 1} ${suffix}`, manager: String(leaverId) },
    );
    expect(answer).toBe(200);
  }
  const managersOf = async () =>
    Promise.all(
      phones.map(
        async (phone) => (await getJson<Lead[]>(page, `/api/leads/search?phone=${phone}`))[0].manager,
      ),
    );
  expect(await managersOf()).toEqual([String(leaverId), String(leaverId)]);

  // Deactivation: the dialog loads what the manager has and asks only for the leads' new manager.
  await page.getByRole('button', { name: `Отключить: ${leaver.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Отключить сотрудника: ${leaver.name}` });
  const leadsTo = dialog.getByRole('combobox', { name: /Лиды \(2\)/ });
  await leadsTo.waitFor();
  expect(await dialog.getByRole('combobox').count()).toBe(1);
  // Only active users are offered, never the leaver.
  expect(await leadsTo.locator(`option[value="${leaverId}"]`).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Отключить' }).click();
  await dialog.getByText('Выберите, кому передать').waitFor();
  await leadsTo.selectOption(String(keeperId));
  await shoot(page, 'access-deactivate');
  await dialog.getByRole('button', { name: 'Отключить' }).click();
  await page.getByText('Пользователю назначен статус disabled', { exact: true }).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const leaverRow = usersTable(page).getByRole('row').filter({ hasText: leaver.email });
  await leaverRow.getByText('Отключен').waitFor();

  // The leads moved to manager@: in the API and on the sales board filtered by manager@.
  expect(await managersOf()).toEqual([String(keeperId), String(keeperId)]);
  await page.goto('/app/crm');
  await page.getByRole('combobox', { name: 'Менеджер' }).selectOption(String(keeperId));
  await page.getByText(`Лид 1 ${suffix}`).first().waitFor();
  await page.getByText(`Лид 2 ${suffix}`).first().waitFor();
  await shoot(page, 'access-leads-moved');

  // Activated again.
  await page.goto('/app/access');
  await showOnly(page, leaver.email);
  await page.getByRole('button', { name: `Включить: ${leaver.email}` }).click();
  await page.getByText('Пользователю назначен статус active', { exact: true }).first().waitFor();
  await usersTable(page).getByRole('row').filter({ hasText: leaver.email }).getByText('Активен').waitFor();
  expect(errors).toEqual([]);
});

test('a deactivated user is signed out at once', async () => {
  const admin = await newPage(browser);
  await signIn(admin.page, 'admin@school.test', '/app/access');
  await admin.page.waitForURL('**/app/access');
  const suffix = String(Date.now()).slice(-7);
  const email = `short.${suffix}@school.test`;
  await addUser(admin.page, { name: `Временный ${suffix}`, email, branch: 'Минск', role: 'Преподаватель' });

  const leaver = await newPage(browser);
  await signIn(leaver.page, email, '/app');
  expect(await leaver.page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(200);

  await admin.page.getByRole('button', { name: `Отключить: ${email}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Отключить сотрудника: Временный ${suffix}` });
  await dialog.getByText(/передавать нечего/).waitFor();
  await dialog.getByRole('button', { name: 'Отключить' }).click();
  await admin.page.getByText('Пользователю назначен статус disabled', { exact: true }).first().waitFor();
  expect(await leaver.page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);
});
