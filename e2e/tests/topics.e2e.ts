import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shoot, signIn } from '../support/browser';

// The lesson topics and dates page (learning.md 2.8) as a methodist works it, against the real server and
// the demo school: a topic added in edit mode for a lesson of the current week shows in the table, and after
// 'Назад' the week's schedule shows it in that lesson's row.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Option = { value: number; label: string };
type ScheduleAnswer = {
  days: {
    date: string;
    day_of_the_week: number;
    lessons: { group_id: number; name_group: string; topic: string }[];
  }[];
};

const WEEKDAYS = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'];
const dots = (date: string) => date.split('-').reverse().join('.');

test('a methodist adds a topic for a group and date and sees it in the week schedule', async () => {
  const { page, errors } = await newPage(browser);
  await signIn(page, 'methodist@school.test', '/app/schedule-view');
  await page.waitForURL('**/app/schedule-view');

  // A lesson of the current week in the page's default branch (the first of the user's branches).
  const location: Option = await page.evaluate(() =>
    fetch('/api/entities-types/get')
      .then((r) => r.json())
      .then((lists) => lists.location[0]),
  );
  const week: ScheduleAnswer = await page.evaluate(
    (id) =>
      fetch('/api/schedule', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ week: 'current', location: id }),
      }).then((r) => r.json()),
    location.value,
  );
  const day = week.days.find((item) => item.lessons.length > 0);
  expect(day).toBeDefined();
  const lesson = day!.lessons[0];
  const topic = `Тема проверки ${Date.now()}`;

  await page.getByRole('button', { name: 'Добавить / изменить тему' }).click();
  const form = page.getByRole('form', { name: 'Новая тема занятия' });
  await form.getByLabel('Дата').fill(day!.date);
  await form.getByRole('combobox', { name: 'Группа' }).selectOption(String(lesson.group_id));
  await form.getByRole('textbox', { name: 'Тема' }).fill(topic);
  await form.getByRole('button', { name: 'Добавить' }).click();
  await page.getByText('Тема занятия добавлена', { exact: true }).waitFor();

  const grid = page.getByRole('grid', { name: 'Темы занятий' });
  await page.getByRole('main').getByRole('searchbox', { name: 'Поиск', exact: true }).fill(topic);
  await grid.getByRole('row').filter({ hasText: topic }).first().waitFor();
  await shoot(page, 'topics-edit');

  await page.getByRole('button', { name: 'Назад' }).click();
  await page.getByRole('button', { name: 'Текущая' }).click();
  await page.getByRole('button', { name: 'Показать' }).click();
  const region = page.getByRole('region', { name: `${WEEKDAYS[day!.day_of_the_week]}, ${dots(day!.date)}` });
  await region
    .getByRole('row')
    .filter({ hasText: lesson.name_group })
    .filter({ hasText: topic })
    .first()
    .waitFor();
  await shoot(page, 'topics-view');
  expect(errors).toEqual([]);
});
