import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, authEndpoints, postEndpoint, useAuthStore, type GoogleCallbackResponse } from 'shared-api';
import { TestWrapper } from 'shared-ui';
import { GoogleReturn } from '../GoogleReturn';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), postEndpoint: jest.fn() }));
const post = postEndpoint as jest.Mock;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{decodeURIComponent(location.pathname + location.search)}</p>;
}

function renderReturn(url: string) {
  return render(
    <TestWrapper>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/app/google" element={<GoogleReturn />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestWrapper>,
  );
}

const signedIn: GoogleCallbackResponse = {
  user: { id: 3, short_name: 'Бухгалтер', email: 'accountant@school.test', employee: 'true', location: [3] },
  permissions: ['receivable.view'],
  access: ['accountant'],
  next: '/app/debt?x=1',
};

beforeEach(() => {
  post.mockReset();
  useAuthStore.getState().signOut();
  sessionStorage.clear();
});

test("posts the provider's return once, stores the user and opens the remembered location", async () => {
  sessionStorage.setItem('redirectAfterLogin', '/app/debt?x=1');
  post.mockResolvedValue(signedIn);
  renderReturn('/app/google?code=abc&state=xyz&iss=https%3A%2F%2Faccounts.google.com');
  expect(await screen.findByTestId('where')).toHaveTextContent('/app/debt?x=1');
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith(
    authEndpoints.authGoogleCallback,
    { query: 'code=abc&state=xyz&iss=https%3A%2F%2Faccounts.google.com' },
    { silent: true },
  );
  expect(useAuthStore.getState().user?.email).toBe('accountant@school.test');
  expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
});

test("a refusal goes back to /login with the server's message", async () => {
  post.mockRejectedValue(
    new ApiError({ statusCode: 401, message: 'Пользователь guest@gmail.example не найден или отключён.' }),
  );
  renderReturn('/app/google?code=abc&state=xyz');
  expect(await screen.findByTestId('where')).toHaveTextContent(
    '/login?error=Пользователь guest@gmail.example не найден или отключён.',
  );
});

test('shows a spinner while the sign-in completes', () => {
  post.mockReturnValue(new Promise(() => undefined));
  renderReturn('/app/google?code=abc&state=xyz');
  expect(screen.getByLabelText('Вход через Google…')).toBeInTheDocument();
});
