import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from '@school/shared-ui/chakra';
import { GridCellEditor } from '../../data-grid/components/GridCellEditor';
import { TestWrapper } from '../../test/TestWrapper';
import { normalTime, timesOfDay, TimeSelect } from '../TimeSelect';

// The 24-hour time of day (learning.md section 9), whatever the browser's language: a list of 'HH:mm'
// times, a value off the list still shown, named by its field's label; and the grid's date-time editor
// made of a date and such a time.

const Harness = ({ initial, onChange }: { initial: string; onChange?: (value: string) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <Field.Root>
      <Field.Label>Время</Field.Label>
      <TimeSelect
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </Field.Root>
  );
};

test('the day in 24-hour times every five minutes, from 00:00 to 23:55', () => {
  const times = timesOfDay(5);
  expect(times).toHaveLength(288);
  expect(times.slice(0, 2)).toEqual(['00:00', '00:05']);
  expect(times).toContain('13:00');
  expect(times.at(-1)).toBe('23:55');
  expect(timesOfDay(15)).toHaveLength(96);
});

test('times are read as HH:mm; anything else is none', () => {
  expect(normalTime('9:05')).toBe('09:05');
  expect(normalTime('09:05:00')).toBe('09:05');
  expect(normalTime(' 16:30 ')).toBe('16:30');
  expect(normalTime('24:00')).toBeNull();
  expect(normalTime('12:60')).toBeNull();
  expect(normalTime('')).toBeNull();
  expect(normalTime('9 AM')).toBeNull();
});

test('named by its label, it offers the day in 24-hour form and reports the chosen time', async () => {
  const onChange = jest.fn();
  render(<Harness initial="" onChange={onChange} />, { wrapper: TestWrapper });
  const select = screen.getByRole('combobox', { name: 'Время' });
  expect(select).toHaveValue('');
  expect(within(select).getByRole('option', { name: '--:--' })).toBeInTheDocument();
  expect(within(select).getByRole('option', { name: '18:45' })).toBeInTheDocument();
  expect(within(select).queryByRole('option', { name: /AM|PM/ })).toBeNull();
  await userEvent.selectOptions(select, '18:45');
  expect(onChange).toHaveBeenLastCalledWith('18:45');
  expect(select).toHaveValue('18:45');
});

test('a time off the five-minute list is offered too, in its place', () => {
  render(<Harness initial="10:07:00" />, { wrapper: TestWrapper });
  const select = screen.getByRole('combobox', { name: 'Время' });
  expect(select).toHaveValue('10:07');
  const names = within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(names.slice(names.indexOf('10:05'), names.indexOf('10:05') + 3)).toEqual([
    '10:05',
    '10:07',
    '10:10',
  ]);
});

test('the grid’s date-time editor is a date and a 24-hour time that make one value', async () => {
  const onChange = jest.fn();
  const Editor = () => {
    const [value, setValue] = useState('2026-11-24T10:05');
    return (
      <GridCellEditor
        column={{ field: 'date', header: 'Дата', type: 'datetime' }}
        value={value}
        disabled={false}
        onChange={(field, text) => {
          setValue(text);
          onChange(field, text);
        }}
      />
    );
  };
  render(<Editor />, { wrapper: TestWrapper });
  expect(screen.getByLabelText('Дата')).toHaveValue('2026-11-24');
  const time = screen.getByRole('combobox', { name: 'Дата: время' });
  expect(time).toHaveValue('10:05');
  await userEvent.selectOptions(time, '16:30');
  expect(onChange).toHaveBeenLastCalledWith('date', '2026-11-24T16:30');
});
