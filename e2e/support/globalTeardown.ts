import { loadState, stopServer } from './serverProcess';

export default async function globalTeardown(): Promise<void> {
  stopServer(loadState().pid);
}
