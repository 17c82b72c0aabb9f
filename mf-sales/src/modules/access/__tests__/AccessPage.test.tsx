import { render, screen } from '@testing-library/react';
import { useAccessUsers, useEntitiesTypes, type AccessUser } from 'shared-api';
import { TestWrapper } from 'shared-ui';
import { AccessPage } from '../AccessPage';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  useAccessUsers: jest.fn(),
  useEntitiesTypes: jest.fn(),
}));

const users: AccessUser[] = [
  {
    id: 1,
    email: 'admin@school.test',
    short_name: 'Админ',
    location: [3, 24],
    access_id: [1],
    last_activity: null,
    status: 'active',
  },
  {
    id: 2,
    email: 'old@school.test',
    short_name: 'Бывший',
    location: [3],
    access_id: [6],
    last_activity: '2026-11-20T10:15:00Z',
    status: 'disabled',
  },
];

test('users show their branches, roles and status in Russian', () => {
  (useAccessUsers as jest.Mock).mockReturnValue({ data: users, isLoading: false });
  (useEntitiesTypes as jest.Mock).mockReturnValue({
    data: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 24, label: 'Барановичи' },
      ],
      access_name: [
        { value: 1, label: 'admin' },
        { value: 6, label: 'teacher' },
      ],
    },
  });
  render(<AccessPage />, { wrapper: TestWrapper });
  expect(screen.getByText('Минск, Барановичи')).toBeInTheDocument();
  expect(screen.getByText('teacher')).toBeInTheDocument();
  expect(screen.getByText('Отключен')).toBeInTheDocument();
  expect(screen.getByText('Активен')).toBeInTheDocument();
  expect(screen.getByText('—')).toBeInTheDocument();
});
