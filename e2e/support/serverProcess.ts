import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
const stateFile = path.join(repoRoot, '.e2e-data', 'server.json');

export type ServerState = { baseUrl: string; dataDir: string; pid: number };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real server on a fresh embedded database and waits until it answers. */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ state: ServerState; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = path.join(repoRoot, '.e2e-data', `data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseUrl,
        DATABASE_URL: '',
        // Every browser test signs in from 127.0.0.1; the per-address, per-client and mail limits (tested in
        // the server's own tests) would refuse or silence the suite's sign-ins long before it ends.
        SIGN_IN_LIMIT_PER_EMAIL: '1000',
        SIGN_IN_LIMIT_PER_CLIENT: '10000',
        SIGN_IN_MAILS_PER_EMAIL: '1000',
        // Every JSON answer the journeys get is checked against its endpoint table entry (a mismatch is a 500).
        CHECK_RESPONSES: 'on',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/stage.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { state: { baseUrl, dataDir, pid: child.pid as number }, child };
}

export function saveState(state: ServerState): void {
  writeFileSync(stateFile, JSON.stringify(state));
}

export function loadState(): ServerState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as ServerState;
}

export function stopServer(pid: number): void {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
