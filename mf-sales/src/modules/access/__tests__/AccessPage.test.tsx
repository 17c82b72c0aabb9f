import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessUser } from '@school/shared-api';
import { renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { AccessPage } from '../AccessPage';

// The page over the real client and hooks; GET /get/access and the reference lists answered by the fake
// server at the HTTP boundary.
const server = setupFakeServer();

const users: AccessUser[] = [
  {
    id: 1,
    email: 'admin@school.test',
    short_name: 'Админ',
    location: [3, 24],
    access_id: [1],
    last_activity: null,
    status: 'active',
    version: 1,
  },
  {
    id: 2,
    email: 'old@school.test',
    short_name: 'Бывший',
    location: [3],
    access_id: [6],
    last_activity: '2026-11-20T10:15:00Z',
    status: 'disabled',
    version: 1,
  },
];

beforeEach(() => {
  localStorage.clear();
  server.on('GET', '/entities-types/get', () => ({
    body: {
      location: [
        { value: 3, label: 'Минск' },
        { value: 24, label: 'Барановичи' },
      ],
      access_name: [
        { value: 1, label: 'admin' },
        { value: 6, label: 'teacher' },
        { value: 3, label: 'Бухгалтер' },
      ],
    },
  }));
});

test('users show their branches, roles and status in Russian', async () => {
  server.on('GET', '/get/access', () => ({ body: users }));
  renderWithProviders(<AccessPage />);
  expect(await screen.findByText('Минск, Барановичи')).toBeInTheDocument();
  expect(screen.getByText('teacher')).toBeInTheDocument();
  expect(screen.getByText('Отключен')).toBeInTheDocument();
  expect(screen.getByText('Активен')).toBeInTheDocument();
  expect(screen.getByText('—')).toBeInTheDocument();
});

test('the search finds users by the role and branch names shown, not by their ids', async () => {
  const user = userEvent.setup({ delay: null });
  const accountant = { ...users[1], id: 3, short_name: 'Счетова', access_id: [3], status: 'active' as const };
  server.on('GET', '/get/access', () => ({ body: [...users, accountant] }));
  renderWithProviders(<AccessPage />);
  await screen.findByText('Счетова');
  const search = screen.getByRole('searchbox', { name: 'Поиск' });
  await user.type(search, 'Бухгалтер');
  expect(screen.getByText('Счетова')).toBeInTheDocument();
  expect(screen.queryByText('Админ')).not.toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'баранов');
  expect(screen.getByText('Админ')).toBeInTheDocument();
  expect(screen.queryByText('Счетова')).not.toBeInTheDocument();
});
