import { act, fireEvent, screen } from '@testing-library/react';
import type { GridColumn } from '../types';
import { bodyRows, renderGrid } from './fixtures';

type Line = { id: number; title: string; amount: string };

const lines: Line[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  title: `Строка ${index + 1}`,
  amount: `${index + 1}.00`,
}));
const columns: GridColumn<Line>[] = [
  { field: 'title', header: 'Название' },
  { field: 'amount', header: 'Сумма', type: 'money' },
];

describe('DataGrid: virtualisation', () => {
  beforeEach(() => localStorage.clear());

  it('renders only the visible window of 10,000 rows and follows the scroll', () => {
    renderGrid<Line>({ name: 'big', rows: lines, columns, getRowId: (row) => row.id, height: 400 });
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', String(10_000 + 1));
    expect(screen.getByText('Записей: 10000')).toBeInTheDocument();

    const firstWindow = bodyRows();
    expect(firstWindow.length).toBeGreaterThan(5);
    expect(firstWindow.length).toBeLessThan(50);
    expect(screen.getByText('Строка 1')).toBeInTheDocument();
    expect(screen.queryByText('Строка 5000')).not.toBeInTheDocument();

    act(() => {
      grid.scrollTop = 5000 * 40;
      fireEvent.scroll(grid);
    });
    expect(screen.getByText('Строка 5001')).toBeInTheDocument();
    expect(screen.queryByText('Строка 1')).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(50);
    const shown = screen.getByText('Строка 5001').closest('[role="row"]');
    expect(shown).toHaveAttribute('aria-rowindex', String(5001 + 1));

    act(() => {
      grid.scrollTop = 10_000 * 40;
      fireEvent.scroll(grid);
    });
    expect(screen.getByText('Строка 10000')).toBeInTheDocument();
  });
});
