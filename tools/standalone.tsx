// A remote's standalone page for its team's development: the same providers the shell gives it.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@school/shared-ui/router';
import {
  authEndpoints,
  configureApi,
  fetchEndpoint,
  fetchStageConfig,
  useAuthStore,
} from '@school/shared-api';
import { notify, UiProvider } from '@school/shared-ui';

export async function startStandalone(App: ComponentType): Promise<void> {
  const stage = await fetchStageConfig();
  configureApi({
    apiBase: stage.apiBase,
    notify: (kind, title, description) => notify[kind](title, description),
    onSignedOut: () => useAuthStore.getState().signOut(),
  });
  // Sign in through the shell (same host, so the session cookie is shared); here we only read the session.
  const session = await fetchEndpoint(authEndpoints.authSession, undefined, { silent: true }).catch(
    () => undefined,
  );
  if (session) useAuthStore.getState().signIn(session);
  else useAuthStore.getState().signOut();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <UiProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/app/*" element={<App />} />
          <Route path="*" element={<a href="/app">/app</a>} />
        </Routes>
      </BrowserRouter>
    </UiProvider>,
  );
}
