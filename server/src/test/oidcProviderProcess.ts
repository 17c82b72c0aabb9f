import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
};

/**
 * Starts oidcProvider.mjs (oidc-provider is ESM and needs plain Node, not jest's sandbox) in a child
 * process on loopback, with one client allowed to return to `redirectUris`.
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  port?: number;
  /** false: e-mail claims only at the UserInfo endpoint, not in the ID token. */
  idTokenClaims?: boolean;
  /** The client's secret, when the server is configured before the provider starts. */
  clientSecret?: string;
}): Promise<TestOidcProvider> {
  const clientId = 'school-backoffice';
  const clientSecret = options.clientSecret ?? `test-secret-${process.pid}-${Date.now()}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidcProvider.mjs')], {
    env: {
      ...process.env,
      OP_PORT: String(options.port ?? 0),
      OP_CLIENT_ID: clientId,
      OP_CLIENT_SECRET: clientSecret,
      OP_REDIRECT_URIS: options.redirectUris.join(','),
      OP_ID_TOKEN_CLAIMS: options.idTokenClaims === false ? 'off' : 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const issuer = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) => reject(new Error(`OpenID provider exited with ${code}: ${errors}`)));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
