import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditPage as AuditAnswer, AuditRow } from '@school/shared-api/people';
import { useLocation } from '@school/shared-ui/router';
import { gatewayError, heldReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { AuditPage } from '../AuditPage';

// The journal over the real client and hooks, with the server faked at the HTTP boundary: the filters live in
// the address and go to GET /audit/get, each change shows what it did, and loading, failure and an empty
// answer each say so.

const cancel: AuditRow = {
  id: 41,
  at: '2026-05-01T21:00:00.000Z',
  actor_id: 2,
  actor_name: 'Менеджер М.',
  entity: 'contract',
  entity_id: '12',
  action: 'cancel',
  before: { status: 'active', version: 3, kid_name: 'Аня' },
  after: { status: 'cancelled', version: 4, kid_name: 'Аня' },
};
const creation: AuditRow = {
  id: 40,
  at: '2026-04-30T08:15:00.000Z',
  actor_id: null,
  actor_name: null,
  entity: 'contract',
  entity_id: '12',
  action: 'create',
  before: null,
  after: { number: 'МН-00012', status: 'new' },
};

const answer = (rows: AuditRow[], more = false, offset = 0): { body: AuditAnswer } => ({
  body: { rows, offset, limit: 50, has_more: more },
});

const server = setupFakeServer();

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

const renderPage = (route = '/audit') =>
  renderWithProviders(
    <>
      <AuditPage />
      <Address />
    </>,
    { route, permissions: ['audit.view'] },
  );

const asked = () => server.calls('GET', '/audit/get').map((call) => Object.fromEntries(call.query));

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({
    body: {
      user: [
        { value: 1, label: 'Админ А.' },
        { value: 2, label: 'Менеджер М.' },
      ],
    },
  }));
});
afterEach(() => jest.restoreAllMocks());

test('a link to one contract’s history asks for it and shows only what each change did', async () => {
  server.on('GET', '/audit/get', () => answer([cancel, creation]));
  renderPage('/audit?entity=contract&entity_id=12');
  const table = await screen.findByRole('table', { name: 'Журнал изменений' });
  expect(asked()).toEqual([{ entity: 'contract', entity_id: '12', limit: '50', offset: '0' }]);
  expect(screen.getByRole('combobox', { name: 'Сущность' })).toHaveValue('contract');
  expect(screen.getByRole('textbox', { name: 'Номер записи' })).toHaveValue('12');

  // The journal's own rows, not those of the changes' tables inside them.
  const [, first, second] = within(table)
    .getAllByRole('row')
    .filter((row) => row.parentElement?.parentElement === table);
  expect(first).toHaveTextContent('02.05.2026, 00:00:00');
  expect(first).toHaveTextContent('Менеджер М.');
  expect(first).toHaveTextContent('Договор');
  expect(first).toHaveTextContent('Отмена');
  // The cancel changed the status and the version, not the child's name.
  const changed = within(first).getByRole('table');
  expect(
    within(changed)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['ПолеБылоСтало', 'statusactivecancelled', 'version34']);
  expect(second).toHaveTextContent('Система');
  expect(second).toHaveTextContent('Создано');
  expect(
    within(within(second).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['ПолеСтало', 'numberМН-00012', 'statusnew']);
  expect(screen.queryByRole('button', { name: /Следующая страница/ })).not.toBeInTheDocument();
});

test('a filter goes to the address and the server, and back to the first page', async () => {
  const user = userEvent.setup();
  server.on('GET', '/audit/get', (request) =>
    answer([cancel], request.query.get('offset') === '0', Number(request.query.get('offset'))),
  );
  renderPage();
  await screen.findByRole('table', { name: 'Журнал изменений' });
  await user.click(screen.getByRole('button', { name: /Следующая страница/ }));
  await waitFor(() => expect(asked().at(-1)).toEqual({ limit: '50', offset: '50' }));
  expect(await screen.findByText('Записи 51–51')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?page=1');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Пользователь' }), 'Менеджер М.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Действие' }), 'Отмена');
  await user.type(screen.getByLabelText('Период: с'), '2026-05-01');
  await user.type(screen.getByRole('textbox', { name: 'Номер записи' }), '12{Enter}');
  await waitFor(() =>
    expect(asked().at(-1)).toEqual({
      actor: '2',
      action: 'cancel',
      date_from: '2026-05-01',
      entity_id: '12',
      limit: '50',
      offset: '0',
    }),
  );
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
    '?actor=2&action=cancel&date_from=2026-05-01&entity_id=12',
  );
  await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
  await waitFor(() => expect(asked().at(-1)).toEqual({ limit: '50', offset: '0' }));
});

test('while the journal loads it says so, and an empty answer says nothing was found', async () => {
  const held = heldReply(answer([]));
  server.on('GET', '/audit/get', held.handler);
  renderPage('/audit?entity=payment&entity_id=7');
  expect(await screen.findByText('Загрузка…')).toBeInTheDocument();
  expect(screen.queryByText('Изменений не найдено')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await waitFor(() => expect(asked()).toHaveLength(1));
  held.release();
  expect(await screen.findByText('Изменений не найдено')).toBeInTheDocument();
  expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument();
});

test('a failed load shows the error panel, never an empty journal, and Повторить asks again', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', '/audit/get', () => gatewayError);
  renderPage();
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Ошибка получения данных');
  expect(panel).toHaveTextContent('Сервер недоступен. Попробуйте позже.');
  expect(screen.queryByText('Изменений не найдено')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  server.on('GET', '/audit/get', () => answer([cancel]));
  await user.click(within(panel).getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('table', { name: 'Журнал изменений' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('exports the filtered journal as XLSX under the server’s name', async () => {
  const user = userEvent.setup();
  URL.createObjectURL = jest.fn(() => 'blob:audit');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.on('GET', '/audit/get', () => answer([cancel]));
  server.on('GET', '/audit/export', () => ({
    raw: Buffer.from('xlsx'),
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="audit_2026-05-02.xlsx"',
    },
  }));
  renderPage('/audit?entity=contract&entity_id=12&page=2');
  await screen.findByRole('table', { name: 'Журнал изменений' });
  await user.click(screen.getByRole('button', { name: 'Выгрузить в XLSX' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(Object.fromEntries(server.calls('GET', '/audit/export')[0].query)).toEqual({
    entity: 'contract',
    entity_id: '12',
  });
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('audit_2026-05-02.xlsx');
});
