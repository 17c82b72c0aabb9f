import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '@school/shared-ui/router';
import { useAuthStore, type AuthUserResponse, type Permission } from '@school/shared-api';
import { TestWrapper as UiTestWrapper, Toaster } from '@school/shared-ui';
import './lifecycle';
import { SWRConfig } from 'swr';

export type TestProvidersProps = {
  children: ReactNode;
  /** The router's location: a path with its query. */
  route?: string;
  /** Renders the shared toaster, for tests that assert toasts. */
  toasts?: boolean;
};

/**
 * Every provider a component meets in the shell: Chakra (shared-ui's), a router at `route` and SWR without
 * request deduplication or retries, over a cache emptied before each test (lifecycle.ts).
 */
export function TestProviders({ children, route = '/', toasts = false }: TestProvidersProps) {
  return (
    <UiTestWrapper>
      <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </SWRConfig>
      {toasts && <Toaster />}
    </UiTestWrapper>
  );
}

/** The signed-in user of a test that names only permissions. */
export const TEST_USER: AuthUserResponse['user'] = {
  id: 1,
  short_name: 'Тестовый П.',
  email: 'tester@school.test',
  employee: 'true',
  location: [3],
};

export type RenderWithProvidersOptions = Omit<TestProvidersProps, 'children'> & {
  /** Who is signed in (the auth store's state); signed out when neither this nor `permissions` is given. */
  session?: AuthUserResponse;
  /** The signed-in user's permissions (they replace the session's). */
  permissions?: Permission[];
} & Omit<RenderOptions, 'wrapper' | 'queries'>;

/** Renders `ui` inside TestProviders, signed in as `session` or with `permissions`. */
export function renderWithProviders(
  ui: ReactElement,
  { route, toasts, session, permissions, ...renderOptions }: RenderWithProvidersOptions = {},
): RenderResult {
  if (session || permissions) {
    const base = session ?? { user: TEST_USER, permissions: [], access: [] };
    act(() => useAuthStore.getState().signIn({ ...base, permissions: permissions ?? base.permissions }));
  }
  return render(ui, {
    ...renderOptions,
    wrapper: ({ children }) => (
      <TestProviders route={route} toasts={toasts}>
        {children}
      </TestProviders>
    ),
  });
}
