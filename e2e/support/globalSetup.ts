import type { Config } from '@jest/types';
import { freePorts, startServer, saveState } from './serverProcess';

/**
 * One server, on a fresh embedded database of its own, per jest worker (the workers run files side by side:
 * each worker's files share its server, as all files shared one when they ran in one process).
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const ports = await freePorts(Math.max(1, globalConfig.maxWorkers));
  const started = await Promise.all(ports.map((port) => startServer({}, port)));
  for (const { child } of started) {
    child.unref();
    child.stdout?.destroy();
    child.stderr?.destroy();
  }
  saveState(started.map(({ state }) => state));
}
