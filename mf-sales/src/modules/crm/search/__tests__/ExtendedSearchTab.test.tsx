import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@school/shared-api';
import { renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { entities, makeLead, signedInManager } from '../../test/fixtures';
import { ExtendedSearchTab } from '../ExtendedSearchTab';

jest.mock('../../lead/LeadDialog', () => ({
  LeadDialog: ({ open, lead }: { open: boolean; lead: Lead | null }) =>
    open ? <div role="dialog" aria-label={`Лид ${lead?.name}`} /> : null,
}));

const server = setupFakeServer();

beforeEach(() => {
  server.on('GET', '/entities-types/get', () => ({ body: entities }));
});

const searches = () =>
  server.calls('GET', '/leads/search').map((request) => Object.fromEntries(request.query));

test('searches leads by the filled fields only and lists them; double click opens the lead', async () => {
  const user = userEvent.setup();
  server.on('GET', '/leads/search', () => ({
    body: [makeLead({ name: 'Анна Ковалёва', status: 'rejected' })],
  }));
  renderWithProviders(<ExtendedSearchTab />, { session: signedInManager, toasts: true });
  const form = screen.getByRole('form', { name: 'Расширенный поиск лидов' });
  // The managers come with the reference lists.
  await within(within(form).getByLabelText('Менеджер')).findByRole('option', { name: 'Уволенный Б.' });
  await user.type(within(form).getByLabelText('Имя'), 'Анна');
  await user.type(within(form).getByLabelText('Никнейм'), 'anna_k');
  await user.selectOptions(within(form).getByLabelText('Статус'), 'rejected');
  await user.selectOptions(within(form).getByLabelText('Менеджер'), '9');
  await user.type(within(form).getByLabelText('Создан с'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Найти' }));
  expect(await screen.findByText('Данные получены')).toBeInTheDocument();
  expect(searches()).toEqual([
    {
      name: 'Анна',
      nickname: 'anna_k',
      status: 'rejected',
      manager: '9',
      date_from: '2026-11-01',
    },
  ]);
  const grid = screen.getByRole('grid', { name: 'Найденные лиды' });
  expect(within(grid).getByText('Отказ')).toBeInTheDocument();
  await user.dblClick(within(grid).getByText('Анна Ковалёва'));
  expect(screen.getByRole('dialog', { name: 'Лид Анна Ковалёва' })).toBeInTheDocument();
});

test('an empty form asks for at least one field', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ExtendedSearchTab />, { session: signedInManager });
  await user.click(screen.getByRole('button', { name: 'Найти' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Заполните хотя бы одно поле');
  expect(server.calls('GET', '/leads/search')).toEqual([]);
});
