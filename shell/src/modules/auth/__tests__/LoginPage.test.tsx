import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@school/shared-ui/router';
import type { SignInMethod, StageConfig } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { StageProvider } from '../../../app/StageContext';
import { LoginPage } from '../LoginPage';

const server = setupFakeServer();
const sent = () => server.calls('POST', '/auth_email').map((request) => request.body);

const stage = (signIn: SignInMethod[]): StageConfig => ({
  stage: 'qa',
  apiBase: '/api',
  signIn,
  maintenance: false,
  remotes: { money: '/m', learning: '/l', sales: '/s' },
});

function renderAt(url: string, signIn: SignInMethod[] = ['email']) {
  return renderWithProviders(
    <StageProvider stage={stage(signIn)}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/app" element={<p>home</p>} />
      </Routes>
    </StageProvider>,
    { route: url },
  );
}

beforeEach(() => sessionStorage.clear());

test('requires an e-mail, then a valid one, before calling the server', async () => {
  renderAt('/login');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Введите email')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'user@');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Некорректный email')).toBeInTheDocument();
  expect(server.requests).toEqual([]);
});

test('sends the e-mail with the remembered location and says where the link went', async () => {
  sessionStorage.setItem('redirectAfterLogin', '/app/debt?x=1');
  server.on('POST', '/auth_email', () => ({
    body: { status: 'sent', message: 'Ссылка для входа отправлена на a@school.test.' },
  }));
  renderAt('/login');
  await userEvent.type(screen.getByLabelText('Email'), ' a@school.test ');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Ссылка для входа отправлена на a@school.test.')).toBeInTheDocument();
  // What to do when no mail comes: the cap per address is said, since the answer cannot tell it.
  expect(screen.getByText(/^Письмо не пришло\? Проверьте папку «Спам»\./)).toHaveTextContent(
    'если вы запрашивали вход много раз, откройте последнее письмо или повторите попытку через 15 минут.',
  );
  expect(sent()).toEqual([{ email: 'a@school.test', next: '/app/debt?x=1' }]);
});

test('a server refusal is shown under the field, and no toast', async () => {
  server.on('POST', '/auth_email', () => errorReply(429, 'Слишком много попыток входа'));
  renderAt('/login');
  await userEvent.type(screen.getByLabelText('Email'), 'a@school.test');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Слишком много попыток входа')).toBeInTheDocument();
  expect(sent()).toEqual([{ email: 'a@school.test' }]);
  expect(server.notices).toEqual([]);
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
