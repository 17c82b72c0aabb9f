import { setImmediate as nextTurn } from 'node:timers/promises';

/** Lets timers and I/O (other requests) run before the caller goes on. */
export function yieldToEventLoop(): Promise<void> {
  return nextTurn().then(() => undefined);
}

/**
 * For long loops in a request: call the returned function often (every row, every batch); it yields to the
 * event loop once `sliceMs` of work have passed since the last yield, so no other request waits longer
 * than about one slice. Promise continuations alone (microtasks) never let I/O in: only a real turn does.
 */
export function createYielder(sliceMs = 10): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await yieldToEventLoop();
    sliceStart = performance.now();
  };
}
