/** CPU time of processes and threads, from Linux's /proc: what a benchmark's requests cost, whatever else runs. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User + system time (ms) in a /proc stat file, 0 when it is gone. */
function statCpuMs(file: string): number {
  try {
    const stat = fs.readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** This process's main thread: the server's event loop when the client runs in a worker thread. */
export function mainThreadCpuMs(): number {
  return statCpuMs(`/proc/self/task/${process.pid}/stat`);
}

/** Processes by id (the connections of a PostgreSQL on this machine). */
export function processesCpuMs(pids: readonly number[]): number {
  return pids.reduce((total, pid) => total + statCpuMs(`/proc/${pid}/stat`), 0);
}
