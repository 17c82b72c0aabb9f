import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupStudent, Permission } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { StudentHoursForm } from '../StudentHoursForm';

// The student-hours download over the real client, with the server faked at the HTTP boundary: a group of
// the user's, a pupil of it, both dates, then student_hours_{contract}.xlsx saved; a refusal shows the
// server's message.

const server = setupFakeServer();

const GROUPS = [
  { value: 4, label: 'МН-3D-1' },
  { value: 7, label: 'МН-ЛагИзобр-1' },
];

const PUPILS: GroupStudent[] = [
  { id: 1, name: 'Петров Иван', number: 'МН-00001', in_group: true },
  { id: 30, name: 'Сидорова Анна', number: 'МН-00030', in_group: false },
];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: { group: GROUPS } }));
  server.on('GET', '/report/student/get', ({ query }) => ({
    body: query.get('group_id') === '4' ? PUPILS : [],
  }));
  server.on('POST', '/report/student/hours', ({ body }) => ({
    raw: Buffer.from('xlsx'),
    headers: {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="student_hours_${(body as { student_id: number }).student_id}.xlsx"`,
    },
  }));
  URL.createObjectURL = jest.fn(() => 'blob:hours');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const renderForm = (permissions: Permission[] = ['report.view']) =>
  renderWithProviders(<StudentHoursForm />, { permissions });

const downloads = () => server.calls('POST', '/report/student/hours');

async function fillIn(user: ReturnType<typeof userEvent.setup>, pupil = 'Петров Иван (МН-00001)') {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Группа/ }), 'МН-3D-1');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Ученик/ }), pupil);
  await user.type(screen.getByLabelText(/Период с/), '2026-02-01');
  await user.type(screen.getByLabelText(/^по/), '2026-02-28');
}

test('lists the pupils of the chosen group, those who left marked, and none before a group is chosen', async () => {
  const user = userEvent.setup();
  renderForm();
  expect(await screen.findByText('Сначала выберите группу')).toBeInTheDocument();
  expect(server.calls('GET', '/report/student/get')).toHaveLength(0);
  await user.selectOptions(screen.getByRole('combobox', { name: /Группа/ }), 'МН-3D-1');
  const pupils = await screen.findByRole('combobox', { name: /Ученик/ });
  expect(
    within(pupils)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Выберите ученика', 'Петров Иван (МН-00001)', 'Сидорова Анна (МН-00030) — ранее в группе']);
  expect(Object.fromEntries(server.calls('GET', '/report/student/get')[0].query)).toEqual({ group_id: '4' });
  await user.selectOptions(screen.getByRole('combobox', { name: /Группа/ }), 'МН-ЛагИзобр-1');
  expect(await screen.findByText('В группе нет учеников')).toBeInTheDocument();
});

test('sends nothing until the group, the pupil and both dates are chosen, then saves student_hours_{id}.xlsx', async () => {
  const user = userEvent.setup();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderForm();
  const button = await screen.findByRole('button', { name: 'Скачать' });
  expect(button).toBeDisabled();
  await user.selectOptions(screen.getByRole('combobox', { name: /Группа/ }), 'МН-3D-1');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /Ученик/ }),
    'Сидорова Анна (МН-00030) — ранее в группе',
  );
  await user.type(screen.getByLabelText(/Период с/), '2026-02-01');
  expect(button).toBeDisabled();
  await user.type(screen.getByLabelText(/^по/), '2026-02-28');
  expect(button).toBeEnabled();
  await user.click(button);
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(downloads().map((request) => request.body)).toEqual([
    { group_id: 4, student_id: 30, date_start: '2026-02-01', date_end: '2026-02-28' },
  ]);
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('student_hours_30.xlsx');
});

test('a period ending before it starts is refused in the form; another group clears the pupil', async () => {
  const user = userEvent.setup();
  renderForm();
  await fillIn(user);
  await user.clear(screen.getByLabelText(/^по/));
  await user.type(screen.getByLabelText(/^по/), '2026-01-15');
  expect(screen.getByText('Дата окончания раньше даты начала')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Скачать' })).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(downloads()).toHaveLength(0);
  await user.clear(screen.getByLabelText(/^по/));
  await user.type(screen.getByLabelText(/^по/), '2026-02-28');
  expect(screen.getByRole('button', { name: 'Скачать' })).toBeEnabled();
  await user.selectOptions(screen.getByRole('combobox', { name: /Группа/ }), 'МН-ЛагИзобр-1');
  expect(screen.getByRole('button', { name: 'Скачать' })).toBeDisabled();
});

test('a refusal shows the server’s message and keeps the form', async () => {
  const user = userEvent.setup();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.on('POST', '/report/student/hours', () =>
    errorReply(400, 'Ученик не занимается в этой группе', {
      student_id: 'Ученик не занимается в этой группе',
    }),
  );
  renderForm();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Скачать' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Не удалось сформировать отчёт');
  expect(alert).toHaveTextContent('Ученик не занимается в этой группе');
  expect(click).not.toHaveBeenCalled();
  expect(screen.getByRole('combobox', { name: /Ученик/ })).toHaveValue('1');
  expect(screen.getByRole('button', { name: 'Скачать' })).toBeEnabled();
});

test('a failed load of the pupils is an error with a retry, not an empty list', async () => {
  const user = userEvent.setup();
  server.on('GET', '/report/student/get', () => errorReply(500, 'Сбой'));
  renderForm();
  await user.selectOptions(await screen.findByRole('combobox', { name: /Группа/ }), 'МН-3D-1');
  expect(await screen.findByText('Не удалось загрузить учеников группы')).toBeInTheDocument();
  server.on('GET', '/report/student/get', () => ({ body: PUPILS }));
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('combobox', { name: /Ученик/ })).toBeInTheDocument();
});

test('is not offered to a user without report.view', () => {
  const { container } = renderForm(['report_attendance.view', 'group.view']);
  expect(container).toBeEmptyDOMElement();
  expect(server.calls('GET', '/report/student/get')).toHaveLength(0);
});
