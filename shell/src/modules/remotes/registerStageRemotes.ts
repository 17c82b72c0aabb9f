import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type StageConfig } from '@school/shared-api';

let entries: Record<RemoteName, string> | undefined;

/** Remotes come from the stage config at run time, never from build-time imports. */
export function registerStageRemotes(stage: StageConfig): void {
  entries = stage.remotes;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: stage.remotes[name] })));
}

/** After a failed load the runtime keeps the broken entry cached; a retry registers it afresh. */
export function reregisterRemote(name: RemoteName): void {
  if (!entries) return;
  registerRemotes([{ name, entry: entries[name] }], { force: true });
}
