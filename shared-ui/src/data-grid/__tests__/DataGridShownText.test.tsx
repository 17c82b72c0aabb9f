import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColumn } from '../types';
import { bodyTexts, renderGrid } from './fixtures';

// Columns that hold ids and show labels (roles of a user, a group's teacher) or text derived from the row:
// search, filters and sort work on what the cell shows, never on the ids behind it.

type Staff = { id: number; name: string; roles: number[]; teacher: number; days: number[]; seen: string };

const ROLES = [
  { value: 1, label: 'Администратор' },
  { value: 2, label: 'Менеджер' },
  { value: 3, label: 'Бухгалтер' },
];
const TEACHERS = [
  { value: 10, label: 'Яковлева Анна' },
  { value: 11, label: 'Борисов Олег' },
];
const DAYS = ['', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт'];

const columns: GridColumn<Staff>[] = [
  { field: 'name', header: 'Имя' },
  { field: 'roles', header: 'Роли', type: 'select', options: ROLES },
  { field: 'teacher', header: 'Учитель', options: TEACHERS },
  { field: 'days', header: 'Дни', text: (row) => row.days.map((day) => DAYS[day]).join(', ') },
  { field: 'seen', header: 'Активность', type: 'datetime' },
];

const staff: Staff[] = [
  { id: 1, name: 'Петрова', roles: [3], teacher: 10, days: [1, 3], seen: '2026-03-05T10:20:00' },
  { id: 2, name: 'Иванов', roles: [1, 2], teacher: 11, days: [2], seen: '2026-01-15T08:00:00' },
  { id: 3, name: 'Сидорова', roles: [], teacher: 10, days: [4], seen: '2026-02-01T12:30:00' },
];

const renderStaff = () =>
  renderGrid<Staff>({ name: 'staff', label: 'Сотрудники', rows: staff, columns, getRowId: (row) => row.id });

const names = () => bodyTexts().map((row) => row[0]);

describe('DataGrid: what a cell shows', () => {
  beforeEach(() => localStorage.clear());

  it('shows the labels of a list of ids, of one id, derived text and moments', () => {
    renderStaff();
    expect(bodyTexts()).toEqual([
      ['Петрова', 'Бухгалтер', 'Яковлева Анна', 'Пн, Ср', '05.03.2026 10:20'],
      ['Иванов', 'Администратор, Менеджер', 'Борисов Олег', 'Вт', '15.01.2026 08:00'],
      ['Сидорова', '', 'Яковлева Анна', 'Чт', '01.02.2026 12:30'],
    ]);
  });

  it('searches labels and shown text, not the ids behind them', async () => {
    const user = userEvent.setup({ delay: null });
    renderStaff();
    const search = screen.getByRole('searchbox', { name: 'Поиск' });

    await user.type(search, 'Бухгалтер');
    expect(names()).toEqual(['Петрова']);

    await user.clear(search);
    await user.type(search, 'менедж');
    expect(names()).toEqual(['Иванов']);

    await user.clear(search);
    await user.type(search, 'борисов');
    expect(names()).toEqual(['Иванов']);

    await user.clear(search);
    await user.type(search, 'Ср');
    expect(names()).toEqual(['Петрова']);

    await user.clear(search);
    await user.type(search, '05.03.2026');
    expect(names()).toEqual(['Петрова']);

    // 11 is Борисов's id: it is not shown, so it is not found.
    await user.clear(search);
    await user.type(search, '11');
    expect(screen.getByText('нет данных для отображения')).toBeInTheDocument();
  });

  it('filters option columns by picking a label; a list matches when it holds it', async () => {
    const user = userEvent.setup({ delay: null });
    renderStaff();
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Фильтр: Роли' }), 'Менеджер');
    expect(names()).toEqual(['Иванов']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Фильтр: Роли' }), 'Все');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Фильтр: Учитель' }), 'Яковлева Анна');
    expect(names()).toEqual(['Петрова', 'Сидорова']);

    await user.type(screen.getByRole('textbox', { name: 'Фильтр: Дни' }), 'чт');
    expect(names()).toEqual(['Сидорова']);
  });

  it('sorts by the labels and the shown text, moments chronologically', async () => {
    const user = userEvent.setup({ delay: null });
    renderStaff();
    const sortBy = (header: string) =>
      user.click(within(screen.getByRole('columnheader', { name: header })).getByRole('button'));

    await sortBy('Учитель');
    expect(names()).toEqual(['Иванов', 'Петрова', 'Сидорова']);
    await sortBy('Роли');
    // No role first, then 'Администратор, Менеджер' before 'Бухгалтер' (by label, not by id 1 < 3).
    expect(names()).toEqual(['Сидорова', 'Иванов', 'Петрова']);
    await sortBy('Дни');
    expect(names()).toEqual(['Иванов', 'Петрова', 'Сидорова']);
    await sortBy('Активность');
    expect(names()).toEqual(['Иванов', 'Сидорова', 'Петрова']);
  });
});
