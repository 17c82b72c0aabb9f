import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEntitiesTypes, useGroups, type Group } from 'shared-api';
import { TestWrapper } from 'shared-ui';
import { GroupsPage, weekdaysLabel } from '../GroupsPage';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  useGroups: jest.fn(),
  useEntitiesTypes: jest.fn(),
}));

const group: Group = {
  id: 5,
  short_name: 'Робототехника 7-9',
  course: 2,
  location: 3,
  teacher: [11, 12],
  start_date: '2026-09-01',
  students_count: 8,
  camp: false,
  day_of_the_week: [3, 0],
  training_day: [],
  weeks: 36,
  price_per_week: '45.00',
};

test('weekday codes read Monday = 0', () => {
  expect(weekdaysLabel([5, 0, 2])).toBe('Пн, Ср, Сб');
});

test('a group shows its course, branch, teachers and type by name', () => {
  (useGroups as jest.Mock).mockReturnValue({ data: [group], isLoading: false });
  (useEntitiesTypes as jest.Mock).mockReturnValue({
    data: {
      course: [{ value: 2, label: 'Робототехника' }],
      location: [{ value: 3, label: 'Минск' }],
      user: [
        { value: 11, label: 'Ковалёв П.' },
        { value: 12, label: 'Орлова Н.' },
      ],
    },
  });
  render(<GroupsPage />, { wrapper: TestWrapper });
  expect(screen.getByText('Робототехника 7-9')).toBeInTheDocument();
  expect(screen.getByText('Ковалёв П., Орлова Н.')).toBeInTheDocument();
  expect(screen.getByText('Минск')).toBeInTheDocument();
  expect(screen.getByText('Учебный год')).toBeInTheDocument();
  expect(screen.getByText('Пн, Чт')).toBeInTheDocument();
  expect(screen.getByText('45,00 р.')).toBeInTheDocument();
});

test('no groups shows the empty text', () => {
  (useGroups as jest.Mock).mockReturnValue({ data: [], isLoading: false });
  (useEntitiesTypes as jest.Mock).mockReturnValue({ data: undefined });
  render(<GroupsPage />, { wrapper: TestWrapper });
  expect(screen.getByText('нет данных для отображения')).toBeInTheDocument();
});

test('the search finds groups by the teacher names and days shown', async () => {
  const user = userEvent.setup({ delay: null });
  localStorage.clear();
  const other: Group = { ...group, id: 6, short_name: 'Шахматы', teacher: [11], day_of_the_week: [1] };
  (useGroups as jest.Mock).mockReturnValue({ data: [group, other], isLoading: false });
  (useEntitiesTypes as jest.Mock).mockReturnValue({
    data: {
      user: [
        { value: 11, label: 'Ковалёв П.' },
        { value: 12, label: 'Орлова Н.' },
      ],
    },
  });
  render(<GroupsPage />, { wrapper: TestWrapper });
  const search = screen.getByRole('searchbox', { name: 'Поиск' });
  await user.type(search, 'Орлова');
  expect(screen.getByText('Робототехника 7-9')).toBeInTheDocument();
  expect(screen.queryByText('Шахматы')).not.toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'Вт');
  expect(screen.getByText('Шахматы')).toBeInTheDocument();
  expect(screen.queryByText('Робототехника 7-9')).not.toBeInTheDocument();
});
