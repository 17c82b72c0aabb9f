import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@school/shared-api';
import { renderWithProviders, setupFakeServer, TEST_USER } from '@school/tools/testing';
import { CreateTaskButton } from '../CreateTaskButton';

const server = setupFakeServer();

function renderButton(employee: 'true' | 'false', permissions: Permission[]) {
  renderWithProviders(<CreateTaskButton />, {
    session: { user: { ...TEST_USER, employee }, permissions, access: [] },
  });
}

beforeEach(() => {
  server.on('GET', '/users_role/get', () => ({
    body: { methodist: [], administrator: [], teacher: [], sales: [] },
  }));
});

test("an employee who may add tasks gets 'Создать задачу', which opens the form", async () => {
  const user = userEvent.setup();
  renderButton('true', ['tasks.view', 'tasks.add']);
  await user.click(screen.getByRole('button', { name: 'Создать задачу' }));
  expect(await screen.findByRole('dialog', { name: 'Новая задача' })).toBeInTheDocument();
});

test.each([
  ['a user without the employee flag', 'false', ['tasks.view', 'tasks.add']],
  ['an employee without tasks.add', 'true', ['tasks.view']],
] as const)('%s gets no button', (_, employee, permissions) => {
  renderButton(employee, [...permissions]);
  expect(screen.queryByRole('button', { name: 'Создать задачу' })).not.toBeInTheDocument();
});
