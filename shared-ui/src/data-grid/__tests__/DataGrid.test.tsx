import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSavedGridFilters, GRID_FILTER_PREFIX } from '../utils/gridFilterStorage';
import { bodyRows, bodyTexts, payments, renderGrid } from './fixtures';

describe('DataGrid: display', () => {
  beforeEach(() => localStorage.clear());

  it('shows the rows with formatted dates, amounts and option labels', () => {
    renderGrid();
    expect(screen.getByRole('grid', { name: 'Платежи' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Дата',
      'Сумма',
      'Способ',
      'Комментарий',
    ]);
    expect(bodyTexts()).toEqual([
      ['22-11-2026', '1 500,00 р.', 'Наличные', 'Сентябрь'],
      ['05-10-2026', '-200,50 р.', 'Карта', 'Возврат'],
      ['01-12-2026', '99 999,99 р.', 'Карта', 'Октябрь'],
    ]);
    expect(screen.getByText('Записей: 3')).toBeInTheDocument();
  });

  it('shows the empty text', () => {
    renderGrid({ rows: [] });
    expect(screen.getByText('нет данных для отображения')).toBeInTheDocument();
    expect(screen.getByText('Записей: 0')).toBeInTheDocument();
  });

  it('shows a loading state instead of rows', () => {
    renderGrid({ loading: true });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    expect(screen.queryByText('Сентябрь')).not.toBeInTheDocument();
  });

  it('leaves out hidden columns and uses custom renders', () => {
    renderGrid({
      columns: [
        { field: 'note', header: 'Комментарий', render: (row) => <strong>{row.note.toUpperCase()}</strong> },
        { field: 'amount', header: 'Сумма', type: 'money', hidden: true },
      ],
    });
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    expect(bodyTexts()[0]).toEqual(['СЕНТЯБРЬ']);
  });
});

describe('DataGrid: sorting', () => {
  beforeEach(() => localStorage.clear());

  it('sorts by a column on header clicks, by value', async () => {
    const user = userEvent.setup({ delay: null });
    renderGrid();
    const header = screen.getByRole('columnheader', { name: 'Сумма' });
    expect(header).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyTexts().map((row) => row[1])).toEqual(['-200,50 р.', '1 500,00 р.', '99 999,99 р.']);

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyTexts().map((row) => row[1])).toEqual(['99 999,99 р.', '1 500,00 р.', '-200,50 р.']);
  });

  it('sorts numbers ascending first, then descending, then back to the original order', async () => {
    const user = userEvent.setup({ delay: null });
    renderGrid({
      columns: [{ field: 'id', header: 'Номер', type: 'number' }],
      rows: [payments[1], payments[2], payments[0]],
    });
    const sortButton = within(screen.getByRole('columnheader', { name: 'Номер' })).getByRole('button');
    await user.click(sortButton);
    expect(bodyTexts().flat()).toEqual(['1', '2', '3']);
    await user.click(sortButton);
    expect(bodyTexts().flat()).toEqual(['3', '2', '1']);
    await user.click(sortButton);
    expect(bodyTexts().flat()).toEqual(['2', '3', '1']);
  });

  it('sorts dates chronologically and honours initialSort', () => {
    renderGrid({ initialSort: { field: 'date', desc: true } });
    expect(screen.getByRole('columnheader', { name: 'Дата' })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyTexts().map((row) => row[0])).toEqual(['01-12-2026', '22-11-2026', '05-10-2026']);
  });

  it('has no sort control on a column that is not sortable', () => {
    renderGrid({ columns: [{ field: 'note', header: 'Комментарий', sortable: false }] });
    const header = screen.getByRole('columnheader', { name: 'Комментарий' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(within(header).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('DataGrid: search and filters', () => {
  beforeEach(() => localStorage.clear());

  it('searches every visible column by what it shows', async () => {
    const user = userEvent.setup({ delay: null });
    renderGrid();
    const search = screen.getByRole('searchbox', { name: 'Поиск' });

    await user.type(search, 'карта');
    expect(bodyTexts().map((row) => row[3])).toEqual(['Возврат', 'Октябрь']);
    expect(screen.getByText('Записей: 2 из 3')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '22-11');
    expect(bodyTexts().map((row) => row[3])).toEqual(['Сентябрь']);

    await user.clear(search);
    await user.type(search, '99999');
    expect(bodyTexts().map((row) => row[3])).toEqual(['Октябрь']);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('нет данных для отображения')).toBeInTheDocument();
  });

  it('does not search hidden columns', async () => {
    const user = userEvent.setup({ delay: null });
    renderGrid({
      columns: [
        { field: 'note', header: 'Комментарий' },
        { field: 'date', header: 'Дата', type: 'date', hidden: true },
      ],
    });
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), '22-11');
    expect(screen.getByText('нет данных для отображения')).toBeInTheDocument();
  });

  it('filters by column in the filter row', async () => {
    const user = userEvent.setup({ delay: null });
    renderGrid();
    const toggle = screen.getByRole('button', { name: 'Фильтры' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Фильтр: Способ' }), 'Карта');
    expect(bodyTexts().map((row) => row[3])).toEqual(['Возврат', 'Октябрь']);
    await user.type(screen.getByRole('textbox', { name: 'Фильтр: Комментарий' }), 'окт');
    expect(bodyTexts().map((row) => row[3])).toEqual(['Октябрь']);
  });

  it('saves search and filters per grid name and restores them on remount', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderGrid();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'карта');
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    await user.type(screen.getByRole('textbox', { name: 'Фильтр: Комментарий' }), 'окт');
    expect(JSON.parse(localStorage.getItem(`${GRID_FILTER_PREFIX}payments`) ?? '{}')).toEqual({
      search: 'карта',
      columns: { note: 'окт' },
    });
    first.unmount();

    renderGrid();
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('карта');
    expect(screen.getByRole('textbox', { name: 'Фильтр: Комментарий' })).toHaveValue('окт');
    expect(bodyTexts().map((row) => row[3])).toEqual(['Октябрь']);
  });

  it('ignores a saved filter of a column that is hidden now', () => {
    localStorage.setItem(
      `${GRID_FILTER_PREFIX}payments`,
      JSON.stringify({ search: '', columns: { note: 'окт' } }),
    );
    renderGrid({
      columns: [
        { field: 'amount', header: 'Сумма', type: 'money' },
        { field: 'note', header: 'Комментарий', hidden: true },
      ],
    });
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Фильтры' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps grids with other names apart', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderGrid({ name: 'costs' });
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'карта');
    first.unmount();
    renderGrid({ name: 'payments' });
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('');
    expect(bodyRows()).toHaveLength(3);
  });

  it('forgets every saved filter after clearSavedGridFilters', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('selectedLocation', '7');
    const first = renderGrid({ name: 'payments' });
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'карта');
    first.unmount();
    localStorage.setItem(`${GRID_FILTER_PREFIX}costs`, JSON.stringify({ search: 'x', columns: {} }));

    clearSavedGridFilters();

    expect(localStorage.getItem(`${GRID_FILTER_PREFIX}payments`)).toBeNull();
    expect(localStorage.getItem(`${GRID_FILTER_PREFIX}costs`)).toBeNull();
    expect(localStorage.getItem('selectedLocation')).toBe('7');
    renderGrid({ name: 'payments' });
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });
});
