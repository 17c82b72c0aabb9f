import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@school/shared-ui/router';
import { useAuthStore, type Permission } from '@school/shared-api';
import { TestWrapper } from '@school/shared-ui';
import { SWRConfig } from 'swr';
import { setupFakeServer } from '@school/tools/testing';
import { STAGE_PAGES } from '../../menu/__tests__/pages.fixture';
import { retryFailedPages, useStagePages } from '../../pages/stagePages';
import { Layout } from '../Layout';

jest.mock('../../remotes/RemoteArea', () => ({
  RemoteArea: ({ remote }: { remote: string }) => <p>area {remote}</p>,
}));
jest.mock('../../pages/stagePages', () => ({
  ...jest.requireActual('../../pages/stagePages'),
  retryFailedPages: jest.fn(),
}));

// The real client and hooks; the API (reference lists, logout) answered by the fake server.
const server = setupFakeServer();
beforeEach(() => server.on('GET', '/entities-types/get', () => ({ body: {} })));

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

beforeEach(() => useStagePages.setState({ status: 'ready', pages: STAGE_PAGES, failed: [] }));

function renderAt(url: string, permissions: Permission[]) {
  act(() =>
    useAuthStore.getState().signIn({
      user: { id: 1, short_name: 'Петрова И.', email: 'p@school.test', employee: 'true', location: [3] },
      permissions,
      access: ['accountant'],
    }),
  );
  return render(
    <TestWrapper>
      {/* A fresh cache and no deduplication: each test asks the fake server afresh (as the toolkit's
          renderWithProviders does); with the global cache an earlier test's reference lists answered this one. */}
      <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false, provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/app/*" element={<Layout />} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </SWRConfig>
    </TestWrapper>,
  );
}

test('shows the menu of the declared pages the permissions allow, the breadcrumb and the area of the page', () => {
  renderAt('/app/debt', ['receivable.view', 'group.view']);
  const nav = screen.getByRole('navigation', { name: 'Меню' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Дебиторская задолженность', 'Группы']);
  expect(screen.getByText('Продажи/Платежи', { selector: 'li' })).toBeInTheDocument();
  expect(screen.getByText('area money')).toBeInTheDocument();
  expect(screen.getByTestId('user-short-name')).toHaveTextContent('Петрова И.');
});

test('the reference lists are loaded once for the whole page', async () => {
  renderAt('/app/debt', ['receivable.view']);
  await waitFor(() => expect(server.calls('GET', '/entities-types/get')).toHaveLength(1));
});

test('unknown and forbidden paths go to the first allowed page', () => {
  renderAt('/app/whatever', ['group.view']);
  expect(screen.getByLabelText('location')).toHaveTextContent('/app/groups');
  expect(screen.getByText('area learning')).toBeInTheDocument();
});

test('forbidden pages redirect as well', () => {
  renderAt('/app/debt', ['group.view']);
  expect(screen.getByLabelText('location')).toHaveTextContent('/app/groups');
});

test('logout ends the server session and forgets the user', async () => {
  server.on('GET', '/logout', () => ({ body: { status: 'ok' } }));
  renderAt('/app/groups', ['group.view']);
  await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(server.calls('GET', '/logout')).toHaveLength(1);
  expect(useAuthStore.getState()).toMatchObject({ user: null, permissions: [], access: [] });
});

test('the collapsed sidebar shows icon links named by their labels, with the label as a tooltip on focus', async () => {
  const user = userEvent.setup();
  renderAt('/app/groups', ['group.view', 'receivable.view']);
  await user.click(screen.getByRole('button', { name: 'Свернуть меню' }));
  const nav = screen.getByRole('navigation', { name: 'Меню' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
    'Дебиторская задолженность',
    'Группы',
  ]);
  expect(links.map((link) => link.textContent)).toEqual(['', '']);
  expect(within(nav).getByRole('link', { name: 'Группы' })).toHaveAttribute('aria-current', 'page');

  // From the toggle the next stop is the first icon: keyboard focus shows its label.
  await user.tab();
  expect(links[0]).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Дебиторская задолженность');
  await user.keyboard('{Enter}');
  expect(screen.getByLabelText('location')).toHaveTextContent('/app/debt');

  await user.click(screen.getByRole('button', { name: 'Развернуть меню' }));
  expect(
    within(screen.getByRole('navigation', { name: 'Меню' }))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Дебиторская задолженность', 'Группы']);
});

test('the breadcrumb stays on one line: the page name ends in an ellipsis, the group hides on a phone', () => {
  renderAt('/app/debt', ['receivable.view']);
  const page = screen.getByText('Дебиторская задолженность', { selector: '[aria-current="page"]' });
  expect(page).toHaveAttribute('title', 'Дебиторская задолженность');
  expect(getComputedStyle(page)).toMatchObject({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
  const group = screen.getByText('Продажи/Платежи', { selector: 'li' });
  expect(getComputedStyle(group).whiteSpace).toBe('nowrap');
});

test('until the page lists have loaded nothing redirects: the area shows a spinner', () => {
  useStagePages.setState({ status: 'loading', pages: [], failed: [] });
  renderAt('/app/debt', ['receivable.view']);
  expect(screen.getByLabelText('location')).toHaveTextContent('/app/debt');
  expect(screen.getByLabelText('Загрузка…')).toBeInTheDocument();
  act(() => useStagePages.setState({ status: 'ready', pages: STAGE_PAGES, failed: [] }));
  expect(screen.getByText('area money')).toBeInTheDocument();
  expect(screen.getByText('Дебиторская задолженность', { selector: '[aria-current="page"]' })).toBeVisible();
});

test('a remote whose page list failed: its pages are left out, its paths show the error panel with a retry', async () => {
  const learningOnly = STAGE_PAGES.filter((page) => page.remote === 'learning');
  useStagePages.setState({ status: 'ready', pages: learningOnly, failed: ['money'] });
  renderAt('/app/debt', ['receivable.view', 'group.view']);
  expect(screen.getByLabelText('location')).toHaveTextContent('/app/debt');
  expect(screen.getByRole('alert')).toHaveTextContent('Раздел не загрузился');
  expect(screen.getByRole('alert')).toHaveTextContent('модуль «Деньги»');
  const nav = screen.getByRole('navigation', { name: 'Меню' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Группы']);
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(retryFailedPages).toHaveBeenCalled();
  // Once the list loads, the page is there.
  act(() => useStagePages.setState({ status: 'ready', pages: STAGE_PAGES, failed: [] }));
  expect(screen.getByText('area money')).toBeInTheDocument();
});

test('with a failed list, /app itself still goes to the first allowed page', () => {
  useStagePages.setState({
    status: 'ready',
    pages: STAGE_PAGES.filter((p) => p.remote !== 'money'),
    failed: ['money'],
  });
  renderAt('/app', ['receivable.view', 'group.view']);
  expect(screen.getByLabelText('location')).toHaveTextContent('/app/groups');
});

test('a user who may see no page is told so, stays on the address and gets no menu link', () => {
  renderAt('/app/debt', []);
  expect(screen.getByText('Нет доступных разделов. Обратитесь к администратору.')).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Меню' })).queryAllByRole('link')).toHaveLength(0);
  expect(screen.getByLabelText('location')).toHaveTextContent('/app/debt');
  expect(screen.queryByText('area money')).not.toBeInTheDocument();
});
