import { startServer, saveState } from './serverProcess';

export default async function globalSetup(): Promise<void> {
  const { state, child } = await startServer();
  child.unref();
  child.stdout?.destroy();
  child.stderr?.destroy();
  saveState(state);
}
