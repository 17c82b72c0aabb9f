import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, authEndpoints, postEndpoint, type SignInMethod, type StageConfig } from 'shared-api';
import { TestWrapper } from 'shared-ui';
import { StageProvider } from '../../../app/StageContext';
import { LoginPage } from '../LoginPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), postEndpoint: jest.fn() }));
const post = postEndpoint as jest.Mock;

const stage = (signIn: SignInMethod[]): StageConfig => ({
  stage: 'qa',
  apiBase: '/api',
  signIn,
  maintenance: false,
  remotes: { money: '/m', learning: '/l', sales: '/s' },
});

function renderAt(url: string, signIn: SignInMethod[] = ['email']) {
  return render(
    <TestWrapper>
      <StageProvider stage={stage(signIn)}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/app" element={<p>home</p>} />
          </Routes>
        </MemoryRouter>
      </StageProvider>
    </TestWrapper>,
  );
}

beforeEach(() => {
  post.mockReset();
  sessionStorage.clear();
});

test('requires an e-mail, then a valid one, before calling the server', async () => {
  renderAt('/login');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Введите email')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'user@');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Некорректный email')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('sends the e-mail with the remembered location and says where the link went', async () => {
  sessionStorage.setItem('redirectAfterLogin', '/app/debt?x=1');
  post.mockResolvedValue({ status: 'sent', message: 'Ссылка для входа отправлена на a@school.test.' });
  renderAt('/login');
  await userEvent.type(screen.getByLabelText('Email'), ' a@school.test ');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Ссылка для входа отправлена на a@school.test.')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith(
    authEndpoints.authEmail,
    { email: 'a@school.test', next: '/app/debt?x=1' },
    { silent: true },
  );
});

test('a server refusal is shown under the field', async () => {
  post.mockRejectedValue(new ApiError({ statusCode: 429, message: 'Слишком много попыток входа' }));
  renderAt('/login');
  await userEvent.type(screen.getByLabelText('Email'), 'a@school.test');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Слишком много попыток входа')).toBeInTheDocument();
});

test('the message of /login?error= appears under the field, with the fallback when it is empty', async () => {
  const { unmount } = renderAt(
    '/login?error=' + encodeURIComponent('Ссылка для входа устарела. Запросите новую.'),
  );
  expect(await screen.findByText('Ссылка для входа устарела. Запросите новую.')).toBeInTheDocument();
  unmount();
  renderAt('/login?error=');
  expect(await screen.findByText('Unknown error occurred.')).toBeInTheDocument();
});

test('offers only what the stage allows: e-mail, Google, or both', async () => {
  const emailOnly = renderAt('/login', ['email']);
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Войти через Google' })).toBeNull();
  emailOnly.unmount();

  const googleOnly = renderAt('/login', ['google']);
  expect(screen.getByRole('link', { name: 'Войти через Google' })).toHaveAttribute(
    'href',
    '/api/auth/google',
  );
  expect(screen.queryByLabelText('Email')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Войти' })).toBeNull();
  googleOnly.unmount();

  sessionStorage.setItem('redirectAfterLogin', '/app/debt?x=1');
  renderAt('/login', ['email', 'google']);
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.getByText('или')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Войти через Google' })).toHaveAttribute(
    'href',
    '/api/auth/google?next=%2Fapp%2Fdebt%3Fx%3D1',
  );
});

test('without the e-mail field, a refusal shows above the Google link', async () => {
  renderAt('/login?error=' + encodeURIComponent('Пользователь x@gmail.example не найден'), ['google']);
  expect(await screen.findByRole('alert')).toHaveTextContent('Пользователь x@gmail.example не найден');
});
