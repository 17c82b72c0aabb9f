export const REMOTE_NAMES = ['money', 'learning', 'sales'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type SignInMethod = 'email' | 'google';

/** /stage.json: fetched by the shell at start, no-cache. */
export type StageConfig = {
  stage: string;
  apiBase: string;
  signIn: SignInMethod[];
  maintenance: boolean;
  /** For each remote, the URL of the mf-manifest.json of the version in use. */
  remotes: Record<RemoteName, string>;
};
