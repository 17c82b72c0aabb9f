import fs from 'node:fs';
import {
  REMOTE_NAMES,
  type RemoteName,
  type SignInMethod,
  type StageConfig,
} from '@school/shared-api/contracts';
import type { RemoteBuild } from '../config';

/** URL prefix under which each remote's release folders are served. */
export function remotePrefix(name: RemoteName): string {
  return `/remotes/mf-${name}/`;
}

export type StageSource = {
  stage: string;
  maintenance: boolean;
  remotes: Record<RemoteName, RemoteBuild>;
  /** Whether this server can sign in with Google (an OpenID Connect client is configured). */
  google: boolean;
  /** A stage file (nginx/stages/<stage>.json, STAGE_FILE): when set, it is the stage configuration. */
  stageFile?: string | null;
};

/** The embedded server's own configuration: this stage's name, the API base, each remote's manifest of the version in use. */
export function stageConfig(options: StageSource): StageConfig {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES)
    remotes[name] = `${remotePrefix(name)}${options.remotes[name].version}/mf-manifest.json`;
  const signIn: SignInMethod[] = options.google ? ['email', 'google'] : ['email'];
  return {
    stage: options.stage,
    apiBase: '/api',
    signIn,
    maintenance: options.maintenance,
    remotes,
  };
}

/** A stage file, read afresh on every call: `npm run stage` rewrites it while the server runs. */
export function readStageFile(file: string): StageConfig {
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StageConfig>;
  if (
    typeof config.stage !== 'string' ||
    typeof config.apiBase !== 'string' ||
    !Array.isArray(config.signIn) ||
    typeof config.maintenance !== 'boolean' ||
    !REMOTE_NAMES.every((name) => typeof config.remotes?.[name] === 'string')
  ) {
    throw new Error(`${file} is not a stage configuration`);
  }
  return config as StageConfig;
}

/** What /stage.json answers: the stage file when there is one, else the embedded server's own. */
export function currentStageConfig(options: StageSource): StageConfig {
  return options.stageFile ? readStageFile(options.stageFile) : stageConfig(options);
}
