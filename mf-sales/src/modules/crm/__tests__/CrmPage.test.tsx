import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import { renderWithProviders } from '@school/tools/testing';
import { signedInManager } from '../test/fixtures';
import { CrmPage } from '../CrmPage';

// The tabs' content has its own tests; here they only have to show which one is open.
jest.mock('../board/LeadsBoard', () => ({ LeadsBoard: () => <p>доска</p> }));
jest.mock('../contracts/ContractsTab', () => ({ ContractsTab: () => <p>договоры</p> }));
jest.mock('../search/ExtendedSearchTab', () => ({ ExtendedSearchTab: () => <p>поиск</p> }));

/** Rendered inside an async act(): the tabs finish their first-render bookkeeping in a microtask. */
async function renderAs(permissions: Permission[]) {
  await act(async () => {
    renderWithProviders(<CrmPage />, { session: signedInManager, permissions });
  });
}

test('three tabs, the leads board first; the upload button opens "Загрузить файл"', async () => {
  const user = userEvent.setup();
  await renderAs(['contacts.view', 'leads.view', 'contract.view']);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Лиды',
    'Договоры',
    'Расширенный поиск (тест)',
  ]);
  expect(screen.getByText('доска')).toBeInTheDocument();
  expect(screen.queryByText('договоры')).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Договоры' }));
  expect(screen.getByText('договоры')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Загрузить лиды' }));
  expect(await screen.findByRole('dialog', { name: 'Загрузить файл' })).toBeInTheDocument();
});

test('without contract.view there is no contracts tab', async () => {
  await renderAs(['contacts.view', 'leads.view']);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Лиды',
    'Расширенный поиск (тест)',
  ]);
});
