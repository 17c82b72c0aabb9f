import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from '@school/shared-ui/router';
import { useAuthStore, type GoogleCallbackResponse } from '@school/shared-api';
import { errorReply, never, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { GoogleReturn } from '../GoogleReturn';

const server = setupFakeServer();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{decodeURIComponent(location.pathname + location.search)}</p>;
}

function renderReturn(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/google" element={<GoogleReturn />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: url },
  );
}

const signedIn: GoogleCallbackResponse = {
  user: { id: 3, short_name: 'Бухгалтер', email: 'accountant@school.test', employee: 'true', location: [3] },
  permissions: ['receivable.view'],
  access: ['accountant'],
  next: '/app/debt?x=1',
};

const callbacks = () => server.calls('POST', '/auth/google/callback');

beforeEach(() => sessionStorage.clear());

test("posts the provider's return once, stores the user and opens the remembered location", async () => {
  sessionStorage.setItem('redirectAfterLogin', '/app/debt?x=1');
  server.on('POST', '/auth/google/callback', () => ({ body: signedIn }));
  renderReturn('/app/google?code=abc&state=xyz&iss=https%3A%2F%2Faccounts.google.com');
  expect(await screen.findByTestId('where')).toHaveTextContent('/app/debt?x=1');
  expect(callbacks().map((request) => request.body)).toEqual([
    { query: 'code=abc&state=xyz&iss=https%3A%2F%2Faccounts.google.com' },
  ]);
  expect(useAuthStore.getState().user?.email).toBe('accountant@school.test');
  expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
});

test("a refusal goes back to /login with the server's message, and no toast", async () => {
  server.on('POST', '/auth/google/callback', () =>
    errorReply(401, 'Пользователь guest@gmail.example не найден или отключён.'),
  );
  renderReturn('/app/google?code=abc&state=xyz');
  expect(await screen.findByTestId('where')).toHaveTextContent(
    '/login?error=Пользователь guest@gmail.example не найден или отключён.',
  );
  expect(callbacks()).toHaveLength(1);
  expect(server.notices).toEqual([]);
  expect(useAuthStore.getState().user).toBeNull();
});

test('shows a spinner while the sign-in completes', async () => {
  server.on('POST', '/auth/google/callback', never);
  renderReturn('/app/google?code=abc&state=xyz');
  expect(screen.getByLabelText('Вход через Google…')).toBeInTheDocument();
  await waitFor(() => expect(callbacks()).toHaveLength(1));
  expect(screen.getByLabelText('Вход через Google…')).toBeInTheDocument();
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
});
