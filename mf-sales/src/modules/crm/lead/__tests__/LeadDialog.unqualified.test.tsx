import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeLead, signedInManager } from '../../test/fixtures';
import { LeadDialog } from '../LeadDialog';

// 'Неквалифицированный' asks only for the name and a comment (sales-people-settings.md section 5), for a
// new lead as for a saved one: not the phone, city, source or next-contact date that saving asks for.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
  server.on('GET', '/check/duplicate', () => ({ body: { duplicate: false } }));
});

async function confirmUnqualified(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Неквалифицированный' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Отметить лид как неквалифицированный?' });
  const button = within(confirm).getByRole('button', { name: 'Неквалифицированный' });
  // The confirmation takes pointer events once its opening has settled.
  await waitFor(() => expect(getComputedStyle(button).pointerEvents).not.toBe('none'));
  await user.click(button);
}

test('a new lead is marked unqualified with only a name and a comment', async () => {
  const user = userEvent.setup();
  const created = makeLead({ id_lead: 12, status: 'disqualified', disqualified: true, phone: '' });
  server.on('POST', '/lead/add', () => ({ body: { lead: created } }));
  renderWithProviders(<LeadDialog open onClose={jest.fn()} />, { session: signedInManager, toasts: true });

  await user.type(await screen.findByLabelText('Имя'), 'Реклама окон');
  await user.type(screen.getByLabelText('Комментарий'), 'Спам');
  await confirmUnqualified(user);

  expect(await screen.findByText('Лид создан')).toBeInTheDocument();
  expect(server.calls('POST', '/lead/add').map((request) => request.body)).toEqual([
    expect.objectContaining({
      name: 'Реклама окон',
      new_comment: 'Спам',
      status: 'disqualified',
      phone: '',
      city: '',
    }),
  ]);
  expect(screen.queryByText('Заполните телефон или хотя бы один никнейм')).not.toBeInTheDocument();
  expect(screen.queryByText('Дата обязательное поле!')).not.toBeInTheDocument();
});

test('a saved lead without phone or nickname is marked unqualified; its name and comment are asked for', async () => {
  const user = userEvent.setup();
  server.on('POST', '/lead/update', () => ({
    body: { lead: makeLead({ phone: '', status: 'disqualified', disqualified: true }) },
  }));
  renderWithProviders(<LeadDialog open lead={makeLead({ phone: '', name: '' })} onClose={jest.fn()} />, {
    session: signedInManager,
  });

  await screen.findByLabelText('Имя');
  await user.click(screen.getByRole('button', { name: 'Неквалифицированный' }));
  expect(await screen.findByText('Заполните поле «Имя»')).toBeInTheDocument();
  expect(screen.getByText('Заполните поле «Комментарий»')).toBeInTheDocument();
  expect(screen.queryByText('Заполните телефон или хотя бы один никнейм')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Имя'), 'Без телефона');
  await user.type(screen.getByLabelText('Комментарий'), 'Не отвечает');
  await confirmUnqualified(user);
  await waitFor(() =>
    expect(server.calls('POST', '/lead/update').map((request) => request.body)).toEqual([
      expect.objectContaining({ id_lead: 11, status: 'disqualified', phone: '', new_comment: 'Не отвечает' }),
    ]),
  );
});
