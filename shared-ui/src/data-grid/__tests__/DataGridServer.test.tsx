import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerGridOptions, ServerGridQuery } from '../types';
import { GRID_FILTER_PREFIX } from '../utils/gridFilterStorage';
import { bodyRows, bodyTexts, payments, renderGrid, type Payment } from './fixtures';

// Server mode: the grid shows the page it is given as it is, and asks for pages through onQueryChange.

const serverOptions = (overrides: Partial<ServerGridOptions> = {}) => {
  const onQueryChange = jest.fn<void, [ServerGridQuery]>();
  const server: ServerGridOptions = {
    total: 120,
    sortable: ['date', 'amount'],
    filterable: ['method'],
    onQueryChange,
    ...overrides,
  };
  return { server, onQueryChange, lastQuery: () => onQueryChange.mock.lastCall?.[0] };
};

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

it('asks for the first page with the initial sort and the saved search and filters', () => {
  localStorage.setItem(
    `${GRID_FILTER_PREFIX}payments`,
    JSON.stringify({ search: 'Иванов', columns: { method: '2', note: 'x' } }),
  );
  const { server, onQueryChange } = serverOptions();
  renderGrid({ server, initialSort: { field: 'amount', desc: true } });
  expect(onQueryChange).toHaveBeenCalledTimes(1);
  // The note column has no server filter: its saved value does not narrow the query.
  expect(onQueryChange).toHaveBeenCalledWith({
    offset: 0,
    limit: 50,
    sort: 'amount',
    order: 'desc',
    q: 'Иванов',
    filters: { method: '2' },
  });
  expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('Иванов');
});

it('shows the rows in the order the server gave, unfiltered by the grid, with the server total', () => {
  localStorage.setItem(
    `${GRID_FILTER_PREFIX}payments`,
    JSON.stringify({ search: 'нет такого', columns: {} }),
  );
  const { server } = serverOptions();
  renderGrid({ server, initialSort: { field: 'amount' } });
  expect(bodyTexts().map((cells) => cells[3])).toEqual(['Сентябрь', 'Возврат', 'Октябрь']);
  expect(screen.getByText('Записи 1–50 из 120')).toBeInTheDocument();
  expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '121');
});

it('sorts only by the columns the server offers, and a new sort starts at the first page', async () => {
  const user = userEvent.setup();
  const { server, lastQuery } = serverOptions();
  renderGrid({ server, initialSort: { field: 'date' } });
  const headers = screen.getAllByRole('columnheader');
  expect(within(headers[2]).queryByRole('button')).not.toBeInTheDocument();
  expect(within(headers[3]).queryByRole('button')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
  expect(lastQuery()).toMatchObject({ offset: 50, sort: 'date', order: 'asc' });
  await user.click(within(headers[1]).getByRole('button', { name: /Сумма/ }));
  expect(lastQuery()).toMatchObject({ offset: 0, sort: 'amount', order: 'asc' });
  await user.click(within(screen.getAllByRole('columnheader')[1]).getByRole('button', { name: /Сумма/ }));
  expect(lastQuery()).toMatchObject({ offset: 0, sort: 'amount', order: 'desc' });
});

it('pages forward and back by keyboard, and stops at the last page', async () => {
  const user = userEvent.setup();
  const { server, lastQuery } = serverOptions({ total: 120 });
  renderGrid({ server });
  const next = screen.getByRole('button', { name: 'Следующая страница' });
  const previous = screen.getByRole('button', { name: 'Предыдущая страница' });
  expect(previous).toBeDisabled();
  next.focus();
  await user.keyboard('{Enter}');
  expect(lastQuery()).toMatchObject({ offset: 50, limit: 50 });
  await user.keyboard('{Enter}');
  expect(lastQuery()).toMatchObject({ offset: 100 });
  expect(screen.getByText('Записи 101–120 из 120')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
  expect(lastQuery()).toMatchObject({ offset: 50 });
});

it('sends the search 1000 ms after typing stops, from the first page, and saves it', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { server, onQueryChange, lastQuery } = serverOptions();
  renderGrid({ server });
  await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
  expect(lastQuery()).toMatchObject({ offset: 50, q: '' });
  const calls = onQueryChange.mock.calls.length;
  await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'Ив Ан');
  act(() => jest.advanceTimersByTime(999));
  expect(onQueryChange).toHaveBeenCalledTimes(calls);
  act(() => jest.advanceTimersByTime(1));
  expect(onQueryChange).toHaveBeenCalledTimes(calls + 1);
  expect(lastQuery()).toMatchObject({ offset: 0, q: 'Ив Ан' });
  expect(JSON.parse(localStorage.getItem(`${GRID_FILTER_PREFIX}payments`) ?? '{}')).toMatchObject({
    search: 'Ив Ан',
  });
});

it('filters only the columns the server filters by, and sends the option value', async () => {
  const user = userEvent.setup();
  const { server, lastQuery } = serverOptions();
  renderGrid({ server });
  await user.click(screen.getByRole('button', { name: /Фильтры/ }));
  expect(screen.queryByRole('textbox', { name: 'Фильтр: Комментарий' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Фильтр: Дата' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Фильтр: Способ' }), 'Карта');
  expect(lastQuery()).toMatchObject({ offset: 0, filters: { method: '2' } });
  // The grid does not filter the page itself: the server's rows are shown as given.
  expect(bodyRows()).toHaveLength(payments.length);
});

it('shows what the page gives as the error in place of the rows', () => {
  const { server } = serverOptions({ error: <p role="alert">Ошибка получения данных</p> });
  renderGrid<Payment>({ server });
  expect(screen.getByRole('alert')).toHaveTextContent('Ошибка получения данных');
  expect(screen.queryByText('Сентябрь')).not.toBeInTheDocument();
});

it('says loading until the server gave the total', () => {
  const { server } = serverOptions({ total: undefined });
  renderGrid({ server, rows: [], loading: true });
  expect(screen.getAllByText('Загрузка…').length).toBeGreaterThan(0);
  expect(screen.queryByText('нет данных для отображения')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
});
