import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { salesApi, useEntitiesTypes, type Lead } from 'shared-api';
import { TestWrapper, toaster, Toaster } from 'shared-ui';
import { entities, makeLead } from '../../test/fixtures';
import { ExtendedSearchTab } from '../ExtendedSearchTab';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  useEntitiesTypes: jest.fn(),
  salesApi: { searchLeads: jest.fn() },
}));
jest.mock('../../lead/LeadDialog', () => ({
  LeadDialog: ({ open, lead }: { open: boolean; lead: Lead | null }) =>
    open ? <div role="dialog" aria-label={`Лид ${lead?.name}`} /> : null,
}));

const api = salesApi as jest.Mocked<typeof salesApi>;

beforeEach(() => {
  jest.clearAllMocks();
  (useEntitiesTypes as jest.Mock).mockReturnValue({ data: entities });
});
afterEach(() => act(() => toaster.remove()));

test('searches leads by the filled fields only and lists them; double click opens the lead', async () => {
  const user = userEvent.setup();
  api.searchLeads.mockResolvedValue([makeLead({ name: 'Анна Ковалёва', status: 'rejected' })]);
  render(
    <>
      <ExtendedSearchTab />
      <Toaster />
    </>,
    { wrapper: TestWrapper },
  );
  const form = screen.getByRole('form', { name: 'Расширенный поиск лидов' });
  await user.type(within(form).getByLabelText('Имя'), 'Анна');
  await user.type(within(form).getByLabelText('Никнейм'), 'anna_k');
  await user.selectOptions(within(form).getByLabelText('Статус'), 'rejected');
  await user.selectOptions(within(form).getByLabelText('Менеджер'), '9');
  await user.type(within(form).getByLabelText('Создан с'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Найти' }));
  expect(api.searchLeads).toHaveBeenCalledWith({
    name: 'Анна',
    nickname: 'anna_k',
    status: 'rejected',
    manager: '9',
    date_from: '2026-11-01',
  });
  expect(await screen.findByText('Данные получены')).toBeInTheDocument();
  const grid = screen.getByRole('grid', { name: 'Найденные лиды' });
  expect(within(grid).getByText('Отказ')).toBeInTheDocument();
  await user.dblClick(within(grid).getByText('Анна Ковалёва'));
  expect(screen.getByRole('dialog', { name: 'Лид Анна Ковалёва' })).toBeInTheDocument();
});

test('an empty form asks for at least one field', async () => {
  const user = userEvent.setup();
  render(<ExtendedSearchTab />, { wrapper: TestWrapper });
  await user.click(screen.getByRole('button', { name: 'Найти' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Заполните хотя бы одно поле');
  expect(api.searchLeads).not.toHaveBeenCalled();
});
