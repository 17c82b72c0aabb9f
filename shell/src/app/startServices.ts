import type { StageConfig } from '@school/shared-api';
import { configureApi, useAuthStore } from '@school/shared-api/core';
import { notify } from '@school/shared-ui/core';
import { loadStagePages } from '../modules/pages/stagePages';
import { registerStageRemotes } from '../modules/remotes/registerStageRemotes';

/** Wires the shared singletons once: the API client, the sign-out side effects, the remotes and their pages. */
export function startServices(stage: StageConfig): void {
  configureApi({
    apiBase: stage.apiBase,
    notify: (kind, title, description) => notify[kind](title, description),
    onSignedOut: () => useAuthStore.getState().signOut(),
  });
  // Signing out (by the button, a 401 or a 403) also forgets the saved grid filters.
  // (shared-ui's stateless part is loaded for it then, not on the login page.)
  useAuthStore.subscribe((state, previous) => {
    if (previous.user && !state.user)
      void import('@school/shared-ui').then((ui) => ui.clearSavedGridFilters());
  });
  registerStageRemotes(stage);
  // The remotes' page lists load in parallel with the session check when a user is remembered, or once
  // someone signs in: the login page loads no remote. Routes and the menu wait for them.
  if (useAuthStore.getState().user) void loadStagePages();
  else {
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (!state.user) return;
      unsubscribe();
      void loadStagePages();
    });
  }
}
