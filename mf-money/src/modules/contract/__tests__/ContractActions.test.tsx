import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractData, Permission } from '@school/shared-api';
import { Route, Routes, useLocation } from '@school/shared-ui/router';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { ContractPage } from '../ContractPage';

const base: ContractData = {
  contract: {
    contract_id: 9201,
    number: 'ТМ-00001',
    full_name: 'Зайцева Алла Петровна',
    phone: '+375 29 111-22-33',
    kid_name: 'Зайцев Миша',
    course_id: 6,
    course: 'Садик: подготовка к школе',
    group_id: 9101,
    group: 'Т-Сад-1',
    status: 'active',
    children_club: true,
    location_id: 901,
    currency: 'BYN',
    version: 3,
  },
  lines: [
    {
      id: 1,
      contract_id: 9201,
      type: 'debit',
      date: '2026-03-01',
      amount: '100.00',
      credit: '0.00',
      category: 'tuition',
    },
  ],
  totals: { debit: '100.00', credit: '0.00', balance: '100.00' },
};

const server = setupFakeServer();
const MODIFY: Permission[] = ['contract.view', 'contract.modify'];

function Where() {
  const location = useLocation();
  return <output aria-label="location">{decodeURIComponent(location.pathname)}</output>;
}

/** Serves the page's data (changeable by the test) and renders the page of contract 9201. */
function renderPage(contract: Partial<ContractData['contract']> = {}, permissions = MODIFY) {
  let data: ContractData = { ...base, contract: { ...base.contract, ...contract } };
  server.on('GET', '/contract_data/get', () => ({ body: data }));
  const view = renderWithProviders(
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
    </Routes>,
    { route: '/app/contracts/9201', permissions, toasts: true },
  );
  return {
    ...view,
    setData: (next: Partial<ContractData>) => {
      data = { ...data, ...next };
    },
  };
}

const actions = async () => within(await screen.findByRole('group', { name: 'Действия с договором' }));
const dialog = (name: string) => screen.findByRole('dialog', { name });
const dataLoads = () => server.calls('GET', '/contract_data/get').length;
/** The toast whose title is `title`. */
const toast = async (title: string) =>
  (await screen.findByText(title, { selector: '[role="status"] *' })).closest(
    '[role="status"]',
  ) as HTMLElement;

describe('the action buttons', () => {
  test('are not shown without contract.modify', async () => {
    renderPage({}, ['contract.view']);
    expect(await screen.findByText('Зайцева Алла Петровна')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Действия с договором' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить договор' })).not.toBeInTheDocument();
  });

  test('with contract.modify: cancel, extend, makeups, extra services and additional debt, enabled', async () => {
    renderPage();
    const group = await actions();
    for (const name of [
      'Отменить договор',
      'Продлить договор',
      'Отработки',
      'Дополнительные услуги',
      'Дополнительный долг',
    ])
      expect(group.getByRole('button', { name })).toBeEnabled();
  });

  test.each(['cancelled', 'closed'] as const)(
    'makeups and extra services are disabled for a %s contract',
    async (status) => {
      renderPage({ status });
      const group = await actions();
      expect(group.getByRole('button', { name: 'Отработки' })).toBeDisabled();
      expect(group.getByRole('button', { name: 'Дополнительные услуги' })).toBeDisabled();
      expect(group.getByRole('button', { name: 'Дополнительный долг' })).toBeEnabled();
    },
  );

  test('the page shows the status words and colours of the spec', async () => {
    renderPage({ status: 'cancelled' });
    expect(await screen.findByText('Отменен')).toBeInTheDocument();
  });

  test("extend is disabled outside the children's club, with the hint", async () => {
    renderPage({ children_club: false });
    const button = (await actions()).getByRole('button', { name: 'Продлить договор' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Продлить можно только договора на Сад');
  });
});

describe('cancel', () => {
  const lists = {
    reasons_cancelled: [
      { value: 1, label: 'Переезд' },
      { value: 2, label: 'Финансовые причины' },
    ],
  };

  test('needs a reason; sends it with the version; "Договор отменен" and the table reloads', async () => {
    server.on('GET', '/entities-types/get', () => ({ body: lists }));
    const page = renderPage();
    server.on('POST', '/contract/cancel', () => {
      page.setData({ contract: { ...base.contract, status: 'cancelled', version: 4 } });
      return { body: { contract: { contract_id: 9201, status: 'cancelled', version: 4 } } };
    });
    fireEvent.click((await actions()).getByRole('button', { name: 'Отменить договор' }));
    const box = within(await dialog('Отменить договор'));
    const submit = box.getByRole('button', { name: 'Отменить договор' });
    expect(submit).toBeDisabled();
    const reason = box.getByRole('combobox', { name: 'Причина отмены' });
    await waitFor(() => expect(within(reason).getByRole('option', { name: 'Переезд' })).toBeInTheDocument());
    fireEvent.change(reason, { target: { value: 'Переезд' } });
    expect(submit).toBeEnabled();
    const loads = dataLoads();
    fireEvent.click(submit);
    expect(await screen.findByText('Договор отменен')).toBeInTheDocument();
    expect(server.calls('POST', '/contract/cancel')[0].body).toEqual({
      contract_id: 9201,
      reason: 'Переезд',
      version: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Отменен')).toBeInTheDocument();
    expect(dataLoads()).toBeGreaterThan(loads);
  });

  test("a refusal: 'Не удалось отменить договор' and the server's message in the dialog", async () => {
    server.on('GET', '/entities-types/get', () => ({ body: lists }));
    server.on('POST', '/contract/cancel', () =>
      errorReply(409, 'Запись изменена другим пользователем. Обновите данные.'),
    );
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Отменить договор' }));
    const box = within(await dialog('Отменить договор'));
    const reason = box.getByRole('combobox', { name: 'Причина отмены' });
    await waitFor(() => expect(within(reason).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(reason, { target: { value: 'Финансовые причины' } });
    fireEvent.click(box.getByRole('button', { name: 'Отменить договор' }));
    expect(await screen.findByText('Не удалось отменить договор')).toBeInTheDocument();
    expect(await box.findByRole('alert')).toHaveTextContent(
      'Запись изменена другим пользователем. Обновите данные.',
    );
  });

  test('is not keyed; after a refusal the page loads again and the toast is the title alone', async () => {
    server.on('GET', '/entities-types/get', () => ({ body: lists }));
    server.on('POST', '/contract/cancel', () =>
      errorReply(409, 'Запись изменена другим пользователем. Обновите данные.'),
    );
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Отменить договор' }));
    const box = within(await dialog('Отменить договор'));
    const reason = box.getByRole('combobox', { name: 'Причина отмены' });
    await waitFor(() => expect(within(reason).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(reason, { target: { value: 'Переезд' } });
    const loads = dataLoads();
    fireEvent.click(box.getByRole('button', { name: 'Отменить договор' }));
    expect(await toast('Не удалось отменить договор')).not.toHaveTextContent('Запись изменена');
    expect(server.calls('POST', '/contract/cancel')[0].headers['idempotency-key']).toBeUndefined();
    await waitFor(() => expect(dataLoads()).toBeGreaterThan(loads));
    expect(box.getByRole('combobox', { name: 'Причина отмены' })).toHaveValue('Переезд');
  });
});

describe('extend', () => {
  const kindergarten = {
    courses: [
      { course_id: 6, name: 'Садик: подготовка к школе' },
      { course_id: 7, name: 'Садик: английский' },
    ],
    groups: [
      { group_id: 9101, short_name: 'Т-Сад-1', course_id: 6 },
      { group_id: 9103, short_name: 'Т-Англ', course_id: 7 },
    ],
  };

  test("an inactive contract: 'Не удалось продлить договор (договор не активен)', no dialog", async () => {
    server.on('GET', '/contract/active/get', () => ({ body: [] }));
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Продлить договор' }));
    expect(await screen.findByText('Не удалось продлить договор (договор не активен)')).toBeInTheDocument();
    expect(server.calls('GET', '/contract/active/get')[0].query.get('id')).toBe('9201');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('course, then a group of that course, the confirmation, then the successor opens', async () => {
    server.on('GET', '/contract/active/get', () => ({
      body: [{ contract_id: 9201, number: 'ТМ-00001', debt: '49.95' }],
    }));
    server.on('GET', '/contract/get_kg', () => ({ body: kindergarten }));
    server.on('POST', '/contract/extend', () => ({
      body: { contract_id: 9300, number: 'ТМ-00006', file_name: '' },
    }));
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Продлить договор' }));
    const box = within(await dialog('Продлить договор'));
    expect(box.getByText(/Остаток, который перейдёт в новый договор/)).toHaveTextContent('49,95 р.');
    const course = await box.findByRole('combobox', { name: 'Курс' });
    const group = box.getByRole('combobox', { name: 'Группа' });
    const submit = box.getByRole('button', { name: 'Продлить' });
    expect(group).toBeDisabled();
    expect(submit).toBeDisabled();
    fireEvent.change(course, { target: { value: '7' } });
    expect(group).toBeEnabled();
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Выберите группу', 'Т-Англ']);
    fireEvent.change(group, { target: { value: '9103' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Вы уверены, что хотите продлить договор?' }),
    );
    expect(server.calls('POST', '/contract/extend')).toHaveLength(0);
    fireEvent.click(confirm.getByRole('button', { name: 'Продлить' }));
    expect(await screen.findByText('Договор успешно продлен')).toBeInTheDocument();
    const [call] = server.calls('POST', '/contract/extend');
    expect(call.body).toEqual({ contract_id: 9201, course_id: 7, group_id: 9103, version: 3 });
    expect(call.headers['idempotency-key']).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        '/app/contracts/9300/ТМ-00006/Зайцева Алла Петровна',
      ),
    );
  });

  test("a refusal shows the server's message", async () => {
    server.on('GET', '/contract/active/get', () => ({
      body: [{ contract_id: 9201, number: 'ТМ-00001', debt: '0.00' }],
    }));
    server.on('GET', '/contract/get_kg', () => ({ body: kindergarten }));
    server.on('POST', '/contract/extend', () =>
      errorReply(409, 'Не удалось продлить договор (договор не активен)'),
    );
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Продлить договор' }));
    const box = within(await dialog('Продлить договор'));
    fireEvent.change(await box.findByRole('combobox', { name: 'Курс' }), { target: { value: '6' } });
    fireEvent.change(box.getByRole('combobox', { name: 'Группа' }), { target: { value: '9101' } });
    fireEvent.click(box.getByRole('button', { name: 'Продлить' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Продлить' }));
    expect(await box.findByRole('alert')).toHaveTextContent(
      'Не удалось продлить договор (договор не активен)',
    );
  });

  test('after a refusal the confirmation closes, the choices stay and the page loads again', async () => {
    server.on('GET', '/contract/active/get', () => ({
      body: [{ contract_id: 9201, number: 'ТМ-00001', debt: '0.00' }],
    }));
    server.on('GET', '/contract/get_kg', () => ({ body: kindergarten }));
    server.on('POST', '/contract/extend', () =>
      errorReply(409, 'Запись изменена другим пользователем. Обновите данные.'),
    );
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Продлить договор' }));
    const box = within(await dialog('Продлить договор'));
    fireEvent.change(await box.findByRole('combobox', { name: 'Курс' }), { target: { value: '6' } });
    fireEvent.change(box.getByRole('combobox', { name: 'Группа' }), { target: { value: '9101' } });
    fireEvent.click(box.getByRole('button', { name: 'Продлить' }));
    const loads = dataLoads();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Продлить' }));
    expect(await toast('Не удалось продлить договор')).toHaveTextContent(
      'Запись изменена другим пользователем. Обновите данные.',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(dataLoads()).toBeGreaterThan(loads));
    expect(box.getByRole('combobox', { name: 'Группа' })).toHaveValue('9101');
    expect(screen.getByLabelText('location')).toHaveTextContent('/app/contracts/9201');
  });
});

describe('makeups', () => {
  const options = [
    {
      group_id: 9102,
      group_for_temporary_arrangement: 9102,
      name_group: 'Т-Сад-2',
      date: ['2026-03-16', '2026-03-18'],
    },
    { group_id: 9106, group_for_temporary_arrangement: 9106, name_group: 'Т-Сад-3', date: [] },
  ];

  test("group and date required; the group's lesson days; 'Дата отработки выбрана'", async () => {
    server.on('GET', '/contract/set/working_out', () => ({ body: options }));
    server.on('POST', '/contract/add/working_out', () => ({
      body: {
        id_temporary_arrangement: 1,
        contract_id: 9201,
        group_id: 9102,
        date: '2026-03-18',
        status: 'new',
      },
    }));
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Отработки' }));
    const box = within(await dialog('Отработки'));
    const group = await box.findByRole('combobox', { name: 'Группа' });
    const submit = box.getByRole('button', { name: 'Назначить' });
    expect(submit).toBeDisabled();
    expect(box.getByRole('combobox', { name: 'Дата' })).toBeDisabled();
    fireEvent.change(group, { target: { value: '9102' } });
    const date = box.getByRole('combobox', { name: 'Дата' });
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Выберите дату', '16-03-2026', '18-03-2026']);
    expect(submit).toBeDisabled();
    fireEvent.change(date, { target: { value: '2026-03-18' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(await screen.findByText('Дата отработки выбрана')).toBeInTheDocument();
    expect(server.calls('POST', '/contract/add/working_out')[0].body).toEqual({
      contract_id: 9201,
      group_for_temporary_arrangement: 9102,
      date: '2026-03-18',
    });
  });

  test("a group without a timetable takes any date; a refusal: 'Не удалось назначить отработку'", async () => {
    server.on('GET', '/contract/set/working_out', () => ({ body: options }));
    server.on('POST', '/contract/add/working_out', () =>
      errorReply(409, 'На эту дату отработка по договору уже назначена'),
    );
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Отработки' }));
    const box = within(await dialog('Отработки'));
    fireEvent.change(await box.findByRole('combobox', { name: 'Группа' }), { target: { value: '9106' } });
    fireEvent.change(box.getByLabelText(/Дата/), { target: { value: '2026-03-19' } });
    fireEvent.click(box.getByRole('button', { name: 'Назначить' }));
    expect(await screen.findByText('Не удалось назначить отработку')).toBeInTheDocument();
    expect(await box.findByRole('alert')).toHaveTextContent(
      'На эту дату отработка по договору уже назначена',
    );
  });

  test("keyed; a refusal's toast carries the server's message", async () => {
    server.on('GET', '/contract/set/working_out', () => ({ body: options }));
    server.on('POST', '/contract/add/working_out', () =>
      errorReply(422, 'На эту дату отработка по договору уже назначена'),
    );
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Отработки' }));
    const box = within(await dialog('Отработки'));
    fireEvent.change(await box.findByRole('combobox', { name: 'Группа' }), { target: { value: '9106' } });
    fireEvent.change(box.getByLabelText(/Дата/), { target: { value: '2026-03-19' } });
    fireEvent.click(box.getByRole('button', { name: 'Назначить' }));
    expect(await toast('Не удалось назначить отработку')).toHaveTextContent(
      'На эту дату отработка по договору уже назначена',
    );
    expect(server.calls('POST', '/contract/add/working_out')[0].headers['idempotency-key']).toBeTruthy();
  });
});

describe('extra services', () => {
  test("ten rows; an amount without a date: 'Вы не заполнили дату в строке N', nothing sent", async () => {
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Дополнительные услуги' }));
    const box = within(await dialog('Дополнительные услуги'));
    expect(box.getAllByRole('row')).toHaveLength(11);
    for (const header of ['Дата', 'Завтрак', 'Обед', 'Полдник', 'Продлёнка', 'Факультативы'])
      expect(box.getByRole('columnheader', { name: header })).toBeInTheDocument();
    fireEvent.change(box.getByRole('textbox', { name: 'Строка 2: Обед' }), { target: { value: '5' } });
    fireEvent.click(box.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Вы не заполнили дату в строке 2')).toBeInTheDocument();
    expect(server.calls('POST', '/debt_and_credit/update')).toHaveLength(0);
  });

  test('sends the dated rows with empty amounts as 0, skips the rest, and the table reloads', async () => {
    const page = renderPage();
    server.on('POST', '/debt_and_credit/update', () => {
      page.setData({
        lines: [
          ...base.lines,
          {
            id: 2,
            contract_id: 9201,
            type: 'debit',
            date: '2026-03-02',
            amount: '12.50',
            credit: '0.00',
            category: 'lunch',
          },
        ],
      });
      return { body: { debt_and_credit: [] } };
    });
    fireEvent.click((await actions()).getByRole('button', { name: 'Дополнительные услуги' }));
    const box = within(await dialog('Дополнительные услуги'));
    fireEvent.change(box.getByLabelText('Строка 1: Дата'), { target: { value: '2026-03-02' } });
    fireEvent.change(box.getByRole('textbox', { name: 'Строка 1: Обед' }), { target: { value: '12,5' } });
    fireEvent.change(box.getByRole('textbox', { name: 'Строка 1: Завтрак' }), { target: { value: '3' } });
    fireEvent.change(box.getByLabelText('Строка 3: Дата'), { target: { value: '2026-03-03' } });
    fireEvent.click(box.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Дополнительные услуги добавлены')).toBeInTheDocument();
    const [call] = server.calls('POST', '/debt_and_credit/update');
    expect(call.body).toEqual({
      number: 'ТМ-00001',
      contract_id: 9201,
      receivable: [
        { amount: '3.00', type: 'breakfast', date: '2026-03-02' },
        { amount: '12.50', type: 'lunch', date: '2026-03-02' },
        { amount: 0, type: 'snack', date: '2026-03-02' },
        { amount: 0, type: 'extension', date: '2026-03-02' },
        { amount: 0, type: 'electives', date: '2026-03-02' },
        { amount: 0, type: 'breakfast', date: '2026-03-03' },
        { amount: 0, type: 'lunch', date: '2026-03-03' },
        { amount: 0, type: 'snack', date: '2026-03-03' },
        { amount: 0, type: 'extension', date: '2026-03-03' },
        { amount: 0, type: 'electives', date: '2026-03-03' },
      ],
    });
    expect(call.headers['idempotency-key']).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Дебет и кредит' });
    expect(await within(grid).findByText('Обед')).toBeInTheDocument();
  });
});

describe('additional debt', () => {
  test('date and amount required; sends the date, the amount and the comment', async () => {
    server.on('POST', '/add/additional/debt', () => ({ body: { debt_and_credit: [] } }));
    renderPage();
    fireEvent.click((await actions()).getByRole('button', { name: 'Дополнительный долг' }));
    const box = within(await dialog('Дополнительный долг'));
    fireEvent.click(box.getByRole('button', { name: 'Сохранить' }));
    expect(await box.findByText('Введите дату')).toBeInTheDocument();
    expect(box.getByText('Введите сумму')).toBeInTheDocument();
    fireEvent.change(box.getByLabelText(/Дата/), { target: { value: '2026-03-20' } });
    fireEvent.change(box.getByRole('textbox', { name: /Сумма/ }), { target: { value: '0' } });
    fireEvent.click(box.getByRole('button', { name: 'Сохранить' }));
    expect(await box.findByText('Сумма должна быть больше нуля')).toBeInTheDocument();
    fireEvent.change(box.getByRole('textbox', { name: /Сумма/ }), { target: { value: '15,5' } });
    fireEvent.change(box.getByRole('textbox', { name: /Комментарий/ }), { target: { value: 'Учебник' } });
    fireEvent.click(box.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Дополнительный долг добавлен')).toBeInTheDocument();
    expect(server.calls('POST', '/add/additional/debt')[0].body).toEqual({
      contract_id: 9201,
      date: '2026-03-20',
      amount: '15.50',
      comment: 'Учебник',
    });
  });
});
