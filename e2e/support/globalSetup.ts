import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Config } from '@jest/types';
import { freePorts, startServer, saveState } from './serverProcess';

/**
 * One server, on a fresh embedded database of its own, per jest worker (the workers run files side by side:
 * each worker's files share its server, as all files shared one when they ran in one process).
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  // The compiled server the tests run (kept when `npm run test:e2e` built it from the same sources).
  const root = path.resolve(__dirname, '..', '..');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/buildServer.mjs'), '--changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('scripts/buildServer.mjs failed');
  const ports = await freePorts(Math.max(1, globalConfig.maxWorkers));
  const started = await Promise.all(ports.map((port) => startServer({}, port)));
  for (const { child } of started) {
    child.unref();
    child.stdout?.destroy();
    child.stderr?.destroy();
  }
  saveState(started.map(({ state }) => state));
}
