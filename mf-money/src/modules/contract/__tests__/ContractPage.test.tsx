import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ContractData, Permission } from '@school/shared-api';
import { Route, Routes, useLocation } from '@school/shared-ui/router';
import { gatewayError, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { ContractPage } from '../ContractPage';

const data: ContractData = {
  contract: {
    contract_id: 9201,
    number: 'ТМ-00001',
    full_name: 'Зайцева Алла Петровна',
    phone: '+375 29 111-22-33',
    kid_name: 'Зайцев Миша',
    course_id: 1,
    course: 'Робототехника',
    group_id: 9101,
    group: 'Т-Робо-1',
    status: 'active',
    children_club: false,
    location_id: 901,
    currency: 'BYN',
    version: 1,
  },
  lines: [
    {
      id: 1,
      contract_id: 9201,
      type: 'debit',
      date: '2026-09-01',
      amount: '100.10',
      credit: '0.00',
      category: 'tuition',
    },
    {
      id: 2,
      contract_id: 9201,
      type: 'credit',
      date: '2026-09-10',
      amount: '0.00',
      credit: '150.15',
      category: 'payment',
    },
  ],
  totals: { debit: '100.10', credit: '150.15', balance: '-50.05' },
};

const server = setupFakeServer();

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

const renderAt = (route: string, permissions: Permission[] = ['contract.view']) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/app/contracts/*"
        element={
          <>
            <ContractPage />
            <Where />
          </>
        }
      />
      <Route path="/app/debt" element={<p>debt page</p>} />
    </Routes>,
    { route, permissions, toasts: true },
  );

afterEach(() => jest.useRealTimers());

test('shows the client header, the lines and the totals, a negative remainder red as overpayment', async () => {
  server.on('GET', '/contract_data/get', () => ({ body: data }));
  renderAt('/app/contracts/9201/ТМ-00001/Зайцева?from=debt');
  expect(await screen.findByText('Зайцева Алла Петровна')).toBeInTheDocument();
  expect(server.calls('GET', '/contract_data/get')[0].query.get('id')).toBe('9201');
  expect(screen.getByText('Активный')).toBeInTheDocument();
  expect(screen.getByText('Т-Робо-1')).toBeInTheDocument();
  const totals = screen.getByRole('group', { name: 'Дебет и кредит' });
  expect(totals).toHaveTextContent('Дебет: 100,10 р.');
  expect(totals).toHaveTextContent('Кредит: 150,15 р.');
  expect(totals).toHaveTextContent('Остаток: переплата 50,05 р.');
  const grid = screen.getByRole('grid', { name: 'Дебет и кредит' });
  expect(within(grid).getByText('Обучение')).toBeInTheDocument();
  expect(within(grid).getByText('Оплата')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← К дебиторской задолженности' })).toHaveAttribute(
    'href',
    '/app/debt',
  );
});

test('opened from the pupil-group board it offers the way back there', async () => {
  server.on('GET', '/contract_data/get', () => ({ body: data }));
  renderAt('/app/contracts/9201?from=studentsKanban');
  expect(await screen.findByRole('link', { name: '← К редактированию групп' })).toHaveAttribute(
    'href',
    '/app/edit-groups',
  );
  expect(screen.queryByRole('link', { name: '← К дебиторской задолженности' })).not.toBeInTheDocument();
});

test('a failed load shows the error with a retry, never an empty table or a zero total', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', '/contract_data/get', () => gatewayError);
  renderAt('/app/contracts/9201');
  expect(await screen.findByText('Ошибка при загрузке данных контракта')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  expect(screen.queryByText(/0,00 р\./)).not.toBeInTheDocument();
  server.on('GET', '/contract_data/get', () => ({ body: data }));
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('Зайцева Алла Петровна')).toBeInTheDocument();
});

test('the search asks 1000 ms after typing stops, and the arrow keys and Enter open a hit', async () => {
  jest.useFakeTimers();
  server.on('GET', '/contract/search', () => ({
    body: {
      9201: {
        contract_id: 9201,
        phone: '+375 29 111-22-33',
        status: 'active',
        full_name: 'Зайцева Алла',
        number: 'ТМ-00001',
        kid_name: 'Миша',
      },
      9300: {
        contract_id: 9300,
        phone: '',
        status: 'new',
        full_name: 'Зайцев Олег',
        number: 'ТМ-00002',
        kid_name: '',
      },
    },
  }));
  server.on('GET', '/contract_data/get', () => ({ body: data }));
  renderAt('/app/contracts');
  expect(screen.getByText('Найдите договор по номеру, фамилии или телефону.')).toBeInTheDocument();
  const box = screen.getByRole('combobox', { name: 'Поиск договора' });
  fireEvent.change(box, { target: { value: 'Зайц' } });
  act(() => jest.advanceTimersByTime(999));
  expect(server.calls('GET', '/contract/search')).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  jest.useRealTimers();
  const options = await screen.findAllByRole('option');
  expect(options).toHaveLength(2);
  expect(server.calls('GET', '/contract/search')[0].query.get('param')).toBe('Зайц');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  // Escape closes the hits; typing again shows them.
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  fireEvent.change(box, { target: { value: 'Зайц ' } });
  expect(await screen.findAllByRole('option')).toHaveLength(2);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(decodeURIComponent(screen.getByLabelText('location').textContent ?? '')).toBe(
    '/app/contracts/9300/ТМ-00002/Зайцев Олег',
  );
  expect(await screen.findByText('Зайцева Алла Петровна')).toBeInTheDocument();
});

test('with contract.modify the child is renamed inline: Enter saves, the page reloads, Escape cancels', async () => {
  let kid = data.contract.kid_name;
  server.on('GET', '/contract_data/get', () => ({
    body: { ...data, contract: { ...data.contract, kid_name: kid } },
  }));
  server.on('POST', '/contract/kid_rename', (request) => {
    kid = (request.body as { kid_name: string }).kid_name;
    return { body: { contract_id: 9201, kid_name: kid } };
  });
  renderAt('/app/contracts/9201', ['contract.view', 'contract.modify']);
  fireEvent.click(await screen.findByRole('button', { name: 'Изменить имя ребёнка' }));
  const field = screen.getByRole('textbox', { name: 'Ребёнок' });
  fireEvent.keyDown(field, { key: 'Escape' });
  expect(screen.queryByRole('textbox', { name: 'Ребёнок' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Изменить имя ребёнка' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Ребёнок' }), { target: { value: 'Зайцев Михаил' } });
  fireEvent.submit(screen.getByRole('textbox', { name: 'Ребёнок' }).closest('form')!);
  expect(await screen.findByText('Данные договора изменены')).toBeInTheDocument();
  expect(server.calls('POST', '/contract/kid_rename')[0].body).toEqual({
    contract_id: 9201,
    kid_name: 'Зайцев Михаил',
  });
  expect(await screen.findByText('Зайцев Михаил')).toBeInTheDocument();
});

test('without contract.modify the child is not editable', async () => {
  server.on('GET', '/contract_data/get', () => ({ body: data }));
  renderAt('/app/contracts/9201');
  expect(await screen.findByText('Зайцев Миша')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Изменить имя ребёнка' })).not.toBeInTheDocument();
});

test('links to the contract’s history in the audit journal for those who may read it', async () => {
  server.on('GET', '/contract_data/get', () => ({ body: data }));
  const { unmount } = renderAt('/app/contracts/9201', ['contract.view', 'audit.view']);
  expect(await screen.findByRole('link', { name: 'История изменений' })).toHaveAttribute(
    'href',
    '/app/audit?entity=contract&entity_id=9201',
  );
  unmount();
  renderAt('/app/contracts/9201');
  expect(await screen.findByText('Зайцева Алла Петровна')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'История изменений' })).not.toBeInTheDocument();
});
