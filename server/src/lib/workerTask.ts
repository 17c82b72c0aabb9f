import { Worker, type ResourceLimits } from 'node:worker_threads';

/** A worker task still running at its time limit (the worker is stopped). */
export class WorkerTimedOut extends Error {
  constructor(name: string, timeLimitMs: number) {
    super(`${name} took more than ${timeLimitMs} ms`);
    this.name = 'WorkerTimedOut';
  }
}

/**
 * Runs the worker file `file` (plain CommonJS beside its module, so that it runs the same under tsx, in the
 * bundled test worker and in production) on `workerData`, and resolves to the first message it posts; the
 * worker is stopped then, or at `timeLimitMs` (WorkerTimedOut), and its failure or exit rejects.
 */
export function runWorkerTask<T>(
  file: string,
  workerData: unknown,
  options: { name: string; timeLimitMs: number; resourceLimits?: ResourceLimits },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData, resourceLimits: options.resourceLimits });
    const timer = setTimeout(() => {
      reject(new WorkerTimedOut(options.name, options.timeLimitMs));
      void worker.terminate();
    }, options.timeLimitMs);
    worker.once('message', (answer: T) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${options.name} stopped with code ${code}`));
    });
  });
}
