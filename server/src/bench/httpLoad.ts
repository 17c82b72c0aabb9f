/**
 * The benchmarks' HTTP client, in a worker thread: the requests are sent, read and timed off the server's
 * event loop, as a browser's would be (on the same machine's cores).
 */
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

export type LoadRequest = { path: string; cookie: string };

type Burst = { id: number; requests: LoadRequest[] };
type BurstResult = { id: number; times: number[] } | { id: number; error: string };

export type HttpLoad = {
  /** Sends the requests all at once; resolves to each one's time in ms, once every answer was read. */
  burst(requests: LoadRequest[]): Promise<number[]>;
  close(): Promise<void>;
};

/** A client of `address` with up to `sockets` keep-alive connections. */
export function startHttpLoad(address: string, sockets: number): HttpLoad {
  const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(__filename)});`, {
    eval: true,
    workerData: { address, sockets },
  });
  const pending = new Map<number, { resolve(times: number[]): void; reject(error: Error): void }>();
  let nextId = 0;
  worker.on('message', (result: BurstResult) => {
    const call = pending.get(result.id);
    pending.delete(result.id);
    if ('error' in result) call?.reject(new Error(result.error));
    else call?.resolve(result.times);
  });
  worker.on('error', (error) => pending.forEach((call) => call.reject(error)));
  return {
    burst(requests) {
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, requests } satisfies Burst);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}

function runWorker(): void {
  const { address, sockets } = workerData as { address: string; sockets: number };
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const get = ({ path, cookie }: LoadRequest): Promise<number> =>
    new Promise((resolve, reject) => {
      const begun = performance.now();
      const request = http.get(`${address}${path}`, { agent, headers: { cookie } }, (response) => {
        let length = 0;
        response.on('data', (chunk: Buffer) => (length += chunk.length));
        response.on('end', () => {
          if (response.statusCode === 200 && length > 0) resolve(performance.now() - begun);
          else reject(new Error(`${path}: status ${response.statusCode}`));
        });
      });
      request.on('error', reject);
    });
  parentPort?.on('message', ({ id, requests }: Burst) => {
    Promise.all(requests.map(get)).then(
      (times) => parentPort?.postMessage({ id, times } satisfies BurstResult),
      (error: unknown) => parentPort?.postMessage({ id, error: String(error) } satisfies BurstResult),
    );
  });
}

if (!isMainThread) runWorker();
