import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@school/shared-api';
import { RemoteModule } from '@school/shared-ui';
import { REMOTE_MESSAGES, REMOTE_TITLES } from './messages';
import { reregisterRemote } from './registerStageRemotes';

type AppModule = { App: ComponentType };

type RemoteAreaProps = { remote: RemoteName };

/** Loads `<remote>/App` through the one loader; a failure stays inside this area, with a retry. */
export function RemoteArea({ remote }: RemoteAreaProps) {
  const load = async (retry: boolean) => {
    // A retry registers the remote afresh: its manifest may have failed or changed.
    if (retry) reregisterRemote(remote);
    const module = await loadRemote<AppModule>(`${remote}/App`);
    if (!module?.App) throw new Error(`${remote}/App has no App export`);
    return module;
  };
  return (
    <RemoteModule
      name={`${remote}/App`}
      load={load}
      failure={{
        title: REMOTE_MESSAGES.failedTitle,
        text: REMOTE_MESSAGES.failedText.replace('{name}', REMOTE_TITLES[remote]),
      }}
    >
      {(module) => <module.App />}
    </RemoteModule>
  );
}
