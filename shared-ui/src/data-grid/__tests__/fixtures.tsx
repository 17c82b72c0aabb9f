import { render, screen, within } from '@testing-library/react';
import { TestWrapper } from '../../test/TestWrapper';
import { DataGrid } from '../DataGrid';
import type { DataGridProps, GridColumn } from '../types';

export type Payment = {
  id: number;
  date: string;
  amount: string;
  method: number | null;
  note: string;
};

export const paymentColumns: GridColumn<Payment>[] = [
  { field: 'date', header: 'Дата', type: 'date', editable: true },
  { field: 'amount', header: 'Сумма', type: 'money', editable: true },
  {
    field: 'method',
    header: 'Способ',
    type: 'select',
    options: [
      { value: 1, label: 'Наличные' },
      { value: 2, label: 'Карта' },
    ],
    editable: true,
  },
  { field: 'note', header: 'Комментарий', editable: true },
];

export const payments: Payment[] = [
  { id: 1, date: '2026-11-22', amount: '1500.00', method: 1, note: 'Сентябрь' },
  { id: 2, date: '2026-10-05', amount: '-200.5', method: 2, note: 'Возврат' },
  { id: 3, date: '2026-12-01', amount: '99999.99', method: 2, note: 'Октябрь' },
];

export const renderGrid = <Row extends object = Payment>(props: Partial<DataGridProps<Row>> = {}) => {
  const all = {
    name: 'payments',
    label: 'Платежи',
    rows: payments,
    columns: paymentColumns,
    getRowId: (row: Payment) => row.id,
    ...props,
  } as DataGridProps<Row>;
  return render(<DataGrid {...all} />, { wrapper: TestWrapper });
};

/** The body rows (the second row group), in display order. */
export const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).queryAllByRole('row');

/** The cell texts of each body row, with the non-breaking spaces of amounts as plain spaces. */
export const bodyTexts = () =>
  bodyRows().map((row) =>
    within(row)
      .getAllByRole('gridcell')
      .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ')),
  );

export const rowWithText = (text: string) => {
  const row = bodyRows().find((candidate) => within(candidate).queryByText(text));
  if (!row) throw new Error(`No row shows ${text}`);
  return row;
};
