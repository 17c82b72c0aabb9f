import { useState } from 'react';
import { ApiError, newIdempotencyKey } from '@school/shared-api/core';

/**
 * One Idempotency-Key per form submission. A form asks for the key of the body it is about to send:
 * it gets the same key again while the body is unchanged and its last submission did not go through
 * (a retry after a lost answer: the server runs the request once and replays its answer), and a new key
 * once a submission succeeded or was finally refused, or when the body changed (another request).
 */
export type SubmissionKey = {
  /** The key to send `body` with (see above). Files in the body count by identity (the same File object). */
  keyFor(body: unknown): string;
  /** The submission with the current key is over (succeeded, or finally refused): the next key is new. */
  done(): void;
  /**
   * keyFor(body), then `call` with the key; done() when it succeeds or is finally refused (a 4xx other
   * than 408, 409 and 429, which a later retry could change). The call's result or error passes through.
   */
  submit<T>(body: unknown, call: (idempotencyKey: string) => Promise<T>): Promise<T>;
};

/** Statuses after which the same request may still go through: keep the key for the retry. */
const RETRYABLE_REFUSALS = new Set([408, 409, 425, 429]);

function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    !RETRYABLE_REFUSALS.has(error.statusCode)
  );
}

/** A File or Blob, also one made by another realm's constructor (a test's Node File, a frame's Blob). */
function isBlob(value: unknown): value is Blob {
  const tag = Object.prototype.toString.call(value);
  return tag === '[object Blob]' || tag === '[object File]';
}

/**
 * A text that is equal for equal bodies: object keys sorted, undefined members left out (as JSON sends
 * them), files and other blobs by identity.
 */
function bodySignature(body: unknown, blobId: (blob: Blob) => number): string {
  const write = (value: unknown): string => {
    if (isBlob(value)) return `blob#${blobId(value)}`;
    if (typeof FormData !== 'undefined' && value instanceof FormData) {
      return `form${write(Array.from(value.entries()))}`;
    }
    if (value instanceof Date) return JSON.stringify(value.toJSON());
    if (Array.isArray(value)) return `[${value.map(write).join(',')}]`;
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const members = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${write(record[key])}`);
      return `{${members.join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
  };
  return write(body);
}

/** The keys of one form, outside React (useSubmissionKey holds one per mounted form). */
export function createSubmissionKey(newKey: () => string = newIdempotencyKey): SubmissionKey {
  const blobIds = new WeakMap<Blob, number>();
  let blobCount = 0;
  const blobId = (blob: Blob): number => {
    let id = blobIds.get(blob);
    if (id === undefined) {
      blobCount += 1;
      id = blobCount;
      blobIds.set(blob, id);
    }
    return id;
  };
  let current: { key: string; signature: string } | null = null;

  const keyFor = (body: unknown): string => {
    const signature = bodySignature(body, blobId);
    if (!current || current.signature !== signature) current = { key: newKey(), signature };
    return current.key;
  };
  const done = () => {
    current = null;
  };
  return {
    keyFor,
    done,
    async submit(body, call) {
      const key = keyFor(body);
      // Only this submission's key retires: another body may have been submitted meanwhile.
      const retire = () => {
        if (current?.key === key) done();
      };
      try {
        const result = await call(key);
        retire();
        return result;
      } catch (error) {
        if (isFinalRefusal(error)) retire();
        throw error;
      }
    },
  };
}

/**
 * One Idempotency-Key per form submission, kept for the life of the component:
 *
 *   const submission = useSubmissionKey();
 *   await submission.submit(body, (idempotencyKey) => salesApi.addLead(body, { idempotencyKey }));
 *
 * or, by hand: `submission.keyFor(body)` before sending, `submission.done()` after a success.
 */
export function useSubmissionKey(): SubmissionKey {
  const [keys] = useState(() => createSubmissionKey());
  return keys;
}
