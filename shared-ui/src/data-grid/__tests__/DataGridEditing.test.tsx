import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColumn } from '../types';
import { bodyRows, bodyTexts, type Payment, payments, renderGrid, rowWithText } from './fixtures';

const setup = () => userEvent.setup({ delay: null });

/** Names of the inputs a row shows (its editable cells). */
const editorsIn = (row: HTMLElement) =>
  Array.from(row.querySelectorAll<HTMLElement>('input, select')).map((input) =>
    input.getAttribute('aria-label'),
  );

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

beforeEach(() => localStorage.clear());

describe('DataGrid: toolbar by flags', () => {
  it('shows no edit buttons on a read-only grid and does not edit on double click', async () => {
    const user = setup();
    renderGrid({ onRowCommit: jest.fn(), onRowDelete: jest.fn() });
    for (const name of ['Добавить', 'Изменить', 'Удалить']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await user.dblClick(rowWithText('Сентябрь'));
    expect(editorsIn(rowWithText('Сентябрь'))).toEqual([]);
  });

  it('shows each button by its flag; Modify and Remove need a selected row', async () => {
    const user = setup();
    renderGrid({ flags: { modify: true, remove: true }, onRowCommit: jest.fn(), onRowDelete: jest.fn() });
    expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeDisabled();
    await user.click(rowWithText('Сентябрь'));
    expect(rowWithText('Сентябрь')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeEnabled();
  });
});

describe('DataGrid: adding rows', () => {
  it('adds a temporary row first and discards it on Cancel', async () => {
    const user = setup();
    const onRowCommit = jest.fn();
    renderGrid({
      flags: { add: true },
      onRowCommit,
      createRow: () => ({ note: 'Новый платёж', method: 1 }),
      initialSort: { field: 'note' },
    });
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(bodyRows()).toHaveLength(4);
    expect(editorsIn(bodyRows()[0])).toEqual(['Дата', 'Сумма', 'Способ', 'Комментарий']);
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Новый платёж');
    expect(screen.getByLabelText('Дата')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Добавить' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByText('Новый платёж')).not.toBeInTheDocument();
    expect(onRowCommit).not.toHaveBeenCalled();
  });

  it('discards the new row when another row is selected, and on Escape', async () => {
    const user = setup();
    renderGrid({ flags: { add: true }, onRowCommit: jest.fn() });
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'черновик');
    await user.click(rowWithText('Возврат'));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByDisplayValue('черновик')).not.toBeInTheDocument();
    expect(rowWithText('Возврат')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'ч{Escape}');
    expect(bodyRows()).toHaveLength(3);
  });

  it('saves a new row: commits defaults plus typed values and leaves edit mode when it resolves', async () => {
    const user = setup();
    const commit = deferred<Payment>();
    const onRowCommit = jest.fn(() => commit.promise);
    renderGrid({ flags: { add: true }, onRowCommit, createRow: () => ({ method: 2, date: '2026-11-30' }) });
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '1 234,5');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Ноябрь{Enter}');

    expect(onRowCommit).toHaveBeenCalledWith(
      { date: '2026-11-30', amount: '1234.50', method: 2, note: 'Ноябрь' },
      { isNew: true },
    );
    // Still in edit mode while the commit is pending.
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Ноябрь');

    await act(async () =>
      commit.resolve({ id: 9, date: '2026-11-30', amount: '1234.50', method: 2, note: 'Ноябрь' }),
    );
    expect(screen.queryByRole('textbox', { name: 'Комментарий' })).not.toBeInTheDocument();
    expect(bodyTexts()[0]).toEqual(['30-11-2026', '1 234,50 р.', 'Карта', 'Ноябрь']);
    expect(rowWithText('Ноябрь')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Записей: 4')).toBeInTheDocument();
  });
});

describe('DataGrid: modifying rows', () => {
  it('edits the selected row with Modify and saves; the row shows the saved values', async () => {
    const user = setup();
    const onRowCommit = jest.fn().mockResolvedValue(undefined);
    renderGrid({ flags: { modify: true }, onRowCommit });
    await user.click(rowWithText('Сентябрь'));
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(screen.getByRole('textbox', { name: 'Сумма' })).toHaveValue('1500.00');
    expect(screen.getByRole('combobox', { name: 'Способ' })).toHaveValue('1');
    expect(screen.getByLabelText('Дата')).toHaveValue('2026-11-22');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Способ' }), 'Карта');
    const note = screen.getByRole('textbox', { name: 'Комментарий' });
    await user.clear(note);
    await user.type(note, 'Август');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(onRowCommit).toHaveBeenCalledWith(
      { id: 1, date: '2026-11-22', amount: '1500.00', method: 2, note: 'Август' },
      { isNew: false },
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument());
    expect(bodyTexts()[0]).toEqual(['22-11-2026', '1 500,00 р.', 'Карта', 'Август']);
  });

  it('stays in edit mode with the typed values and shows the message when the commit fails', async () => {
    const user = setup();
    const onRowCommit = jest
      .fn()
      .mockRejectedValueOnce({ message: 'Платёж уже проведён', statusCode: 409 })
      .mockResolvedValueOnce(undefined);
    renderGrid({ flags: { modify: true }, onRowCommit });
    await user.dblClick(rowWithText('Возврат'));
    const note = screen.getByRole('textbox', { name: 'Комментарий' });
    await user.clear(note);
    await user.type(note, 'Возврат 2{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Платёж уже проведён');
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Возврат 2');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Возврат 2')).toBeInTheDocument();
  });

  it('shows a fallback message for a rejection without one', async () => {
    const user = setup();
    renderGrid({ flags: { modify: true }, onRowCommit: jest.fn().mockRejectedValue(undefined) });
    await user.dblClick(rowWithText('Возврат'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось сохранить запись');
  });

  it('checks amounts before committing', async () => {
    const user = setup();
    const onRowCommit = jest.fn();
    renderGrid({ flags: { modify: true }, onRowCommit });
    await user.dblClick(rowWithText('Возврат'));
    const amount = screen.getByRole('textbox', { name: 'Сумма' });
    await user.clear(amount);
    await user.type(amount, '12р{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Поле «Сумма» должно быть суммой');
    expect(onRowCommit).not.toHaveBeenCalled();
  });

  it('edits with Enter on a focused row and cancels with Escape, keeping the saved values', async () => {
    const user = setup();
    const onRowCommit = jest.fn();
    renderGrid({ flags: { modify: true }, onRowCommit });
    await user.click(rowWithText('Сентябрь'));
    await user.keyboard('{ArrowDown}');
    expect(rowWithText('Возврат')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), ' и ещё');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Комментарий' })).not.toBeInTheDocument();
    expect(screen.getByText('Возврат')).toBeInTheDocument();
    expect(onRowCommit).not.toHaveBeenCalled();
  });

  it('calls onRowDoubleClick instead of editing when given', async () => {
    const user = setup();
    const onRowDoubleClick = jest.fn();
    renderGrid({ flags: { modify: true }, onRowCommit: jest.fn(), onRowDoubleClick });
    await user.dblClick(rowWithText('Октябрь'));
    expect(onRowDoubleClick).toHaveBeenCalledWith(payments[2]);
    expect(screen.queryByRole('textbox', { name: 'Комментарий' })).not.toBeInTheDocument();
  });
});

describe('DataGrid: which cells are editable', () => {
  type Lead = { id: number; name: string; phone: string; source: string; manager: string; contract: string };
  const leadColumns: GridColumn<Lead>[] = [
    { field: 'name', header: 'Имя', editable: true },
    { field: 'phone', header: 'Телефон', editableOnAdd: true },
    { field: 'source', header: 'Источник', editableAfterAdd: true },
    { field: 'manager', header: 'Менеджер', editableWithEmptyValue: true },
    { field: 'contract', header: 'Договор', editableOnlyUnknown: true },
    { field: 'id', header: 'Номер' },
  ];
  const leads: Lead[] = [
    { id: 1, name: 'Анна', phone: '+375', source: 'сайт', manager: '', contract: 'unknown' },
    { id: 2, name: 'Борис', phone: '+995', source: 'звонок', manager: 'Ольга', contract: 'Д-15' },
  ];
  const renderLeads = (flags: { add?: boolean; modify?: boolean }, createRow?: () => Partial<Lead>) =>
    renderGrid<Lead>({
      rows: leads,
      columns: leadColumns,
      getRowId: (row) => row.id,
      flags,
      onRowCommit: jest.fn(),
      createRow,
    });

  it('on an existing row: editable, editableAfterAdd, and the value-conditioned flags by the saved value', async () => {
    const user = setup();
    renderLeads({ modify: true });
    await user.dblClick(rowWithText('Анна'));
    expect(editorsIn(bodyRows()[0])).toEqual(['Имя', 'Источник', 'Менеджер', 'Договор']);

    await user.dblClick(rowWithText('Борис'));
    expect(editorsIn(bodyRows()[0])).toEqual([]);
    expect(editorsIn(bodyRows()[1])).toEqual(['Имя', 'Источник']);
  });

  it('keeps a value-conditioned cell editable while the user types into it', async () => {
    const user = setup();
    renderLeads({ modify: true });
    await user.dblClick(rowWithText('Анна'));
    await user.type(screen.getByRole('textbox', { name: 'Менеджер' }), 'Ольга');
    await user.clear(screen.getByRole('textbox', { name: 'Договор' }));
    await user.type(screen.getByRole('textbox', { name: 'Договор' }), 'Д-16');
    expect(editorsIn(bodyRows()[0])).toEqual(['Имя', 'Источник', 'Менеджер', 'Договор']);
  });

  it('on a new row: editable and editableOnAdd, and the value-conditioned flags by the defaults', async () => {
    const user = setup();
    renderLeads({ add: true }, () => ({ manager: 'Ольга', contract: 'unknown' }));
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(editorsIn(bodyRows()[0])).toEqual(['Имя', 'Телефон', 'Договор']);
  });

  it('needs the grid flag: add for new rows, modify for existing ones', async () => {
    const user = setup();
    renderLeads({ add: true });
    await user.dblClick(rowWithText('Анна'));
    expect(editorsIn(rowWithText('Анна'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Изменить' })).not.toBeInTheDocument();
  });
});

describe('DataGrid: removing rows', () => {
  it('asks for confirmation with the exact texts and deletes only on confirm', async () => {
    const user = setup();
    const onRowDelete = jest.fn().mockResolvedValue(undefined);
    renderGrid({ flags: { remove: true }, onRowDelete });
    await user.click(rowWithText('Возврат'));
    await user.click(screen.getByRole('button', { name: 'Удалить' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Вы уверены, что хотите удалить запись?' });
    expect(dialog).toHaveTextContent('Удалённые данные невозможно восстановить.');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onRowDelete).not.toHaveBeenCalled();
    expect(bodyRows()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Удалить' }));
    expect(onRowDelete).toHaveBeenCalledWith(payments[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Возврат')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
  });

  it('keeps the row and shows the message when deleting fails', async () => {
    const user = setup();
    const onRowDelete = jest.fn().mockRejectedValue(new Error('Есть связанные платежи'));
    renderGrid({ flags: { remove: true }, onRowDelete });
    await user.click(rowWithText('Возврат'));
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Есть связанные платежи');
    expect(screen.getByText('Возврат')).toBeInTheDocument();
  });
});
