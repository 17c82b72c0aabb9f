import { configureApi, useAuthStore, type StageConfig } from 'shared-api';
import { clearSavedGridFilters, notify } from 'shared-ui';
import { registerStageRemotes } from '../modules/remotes/registerStageRemotes';

/** Wires the shared singletons once: the API client, the sign-out side effects and the remotes. */
export function startServices(stage: StageConfig): void {
  configureApi({
    apiBase: stage.apiBase,
    notify: (kind, title, description) => notify[kind](title, description),
    onSignedOut: () => useAuthStore.getState().signOut(),
  });
  // Signing out (by the button, a 401 or a 403) also forgets the saved grid filters.
  useAuthStore.subscribe((state, previous) => {
    if (previous.user && !state.user) clearSavedGridFilters();
  });
  registerStageRemotes(stage);
}
