import { REMOTE_NAMES, type RemoteName, type StageConfig } from 'shared-api/contracts';
import type { RemoteBuild } from '../config';

/** URL prefix under which each remote's build folder is served. */
export function remotePrefix(name: RemoteName): string {
  return `/remotes/mf-${name}/`;
}

/** /stage.json of the embedded server: this stage's name, the API base, and each remote's manifest of the version in use. */
export function stageConfig(options: {
  stage: string;
  maintenance: boolean;
  remotes: Record<RemoteName, RemoteBuild>;
}): StageConfig {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES)
    remotes[name] = `${remotePrefix(name)}${options.remotes[name].version}/mf-manifest.json`;
  return {
    stage: options.stage,
    apiBase: '/api',
    signIn: ['email'],
    maintenance: options.maintenance,
    remotes,
  };
}
