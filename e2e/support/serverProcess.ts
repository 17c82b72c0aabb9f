import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
const stateFile = path.join(repoRoot, '.e2e-data', 'server.json');

export type ServerState = { baseUrl: string; dataDir: string; pid: number };

/** `count` distinct free ports: every probe listens until all have one, so none is handed out twice. */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const probe = net.createServer();
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => (probe.address() as net.AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}

/** Starts the real server on a fresh embedded database and waits until it answers. */
export async function startServer(
  env: Record<string, string> = {},
  port?: number,
): Promise<{ state: ServerState; child: ChildProcess }> {
  port ??= await freePort();
  const dataDir = path.join(repoRoot, '.e2e-data', `data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    // The compiled server, as production runs it (npm run test:e2e builds it: scripts/buildServer.mjs).
    ['--enable-source-maps', 'server/dist/main.cjs'],
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

/** Records the servers of a run: the browser-test workers take one each (loadState). */
export function saveState(state: ServerState | ServerState[]): void {
  writeFileSync(stateFile, JSON.stringify(Array.isArray(state) ? state : [state]));
}

export function loadStates(): ServerState[] {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as ServerState[];
}

/**
 * This process's server: jest's worker n (JEST_WORKER_ID, from 1) has the n-th of the run, so the files a
 * worker runs share one school and never meet another worker's changes; outside jest, the first.
 */
export function loadState(): ServerState {
  const states = loadStates();
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return states[(worker - 1) % states.length];
}

export function stopServer(pid: number): void {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
