import { loadStates, stopServer } from './serverProcess';

export default async function globalTeardown(): Promise<void> {
  for (const state of loadStates()) stopServer(state.pid);
}
