import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@school/shared-api/contracts';
import {
  oidcFromEnv,
  sessionPolicyFromEnv,
  signInLimitsFromEnv,
  type OidcSettings,
  type SessionPolicy,
  type SignInLimits,
} from './auth/settings';
import { importMaxRowsFromEnv } from './modules/leads/settings';

/** The monorepo root (server/..), whatever the working directory. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Folder of a remote's build output (one sub-folder per version) and the version in use. */
export type RemoteBuild = { dir: string; version: string };

export type StaticConfig = {
  /** The shell's build output, served at / with SPA fallback; null: not served. */
  shellDir: string | null;
  remotes: Record<RemoteName, RemoteBuild>;
};

export type Config = {
  port: number;
  /** Listening address (HOST): 127.0.0.1 unless set, so that only nginx or this machine reaches the server. */
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  maintenance: boolean;
  stage: string;
  /** STAGE_FILE: the stage file (nginx/stages/<stage>.json) to serve as /stage.json and to follow for sign-in methods. */
  stageFile: string | null;
  sessions: SessionPolicy;
  signInLimits: SignInLimits;
  oidc: OidcSettings | null;
  /** Load the demo school into an empty database (SEED_DEMO=off to skip). */
  seedDemo: boolean;
  static: StaticConfig;
  /** Rows one leads import may have (IMPORT_MAX_ROWS, 50,000). */
  importMaxRows: number;
};

type Env = Record<string, string | undefined>;

const REMOTE_PACKAGES: Record<RemoteName, { folder: string; env: string }> = {
  money: { folder: 'mf-money', env: 'MF_MONEY_DIST' },
  learning: { folder: 'mf-learning', env: 'MF_LEARNING_DIST' },
  sales: { folder: 'mf-sales', env: 'MF_SALES_DIST' },
};

/** Resolves a configured folder against the repository root (absolute paths stay as they are). */
export function fromRepoRoot(folder: string): string {
  return path.resolve(REPO_ROOT, folder);
}

function packageVersion(packageFolder: string): string {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(packageFolder, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof json.version === 'string' ? json.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Where the built front-ends are: env SHELL_DIST, MF_MONEY_DIST, MF_LEARNING_DIST, MF_SALES_DIST or release/ (npm run build). */
export function staticConfig(env: Env = process.env): StaticConfig {
  const remotes = {} as Record<RemoteName, RemoteBuild>;
  for (const [name, { folder, env: key }] of Object.entries(REMOTE_PACKAGES) as [
    RemoteName,
    { folder: string; env: string },
  ][]) {
    remotes[name] = {
      dir: fromRepoRoot(env[key] || `release/${folder}`),
      version: packageVersion(fromRepoRoot(folder)),
    };
  }
  return { shellDir: fromRepoRoot(env.SHELL_DIST || 'release/shell'), remotes };
}

function parsePort(value: string | undefined): number {
  if (!value) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(env.PORT);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: fromRepoRoot(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Школа <no-reply@school.test>',
    maintenance: env.MAINTENANCE === 'on',
    stage: env.STAGE || 'local',
    stageFile: env.STAGE_FILE ? fromRepoRoot(env.STAGE_FILE) : null,
    sessions: sessionPolicyFromEnv(env),
    signInLimits: signInLimitsFromEnv(env),
    oidc: oidcFromEnv(env, publicUrl),
    seedDemo: env.SEED_DEMO !== 'off',
    static: staticConfig(env),
    importMaxRows: importMaxRowsFromEnv(env),
  };
}
