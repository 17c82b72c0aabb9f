import { ENDPOINTS, type Endpoint } from '@school/shared-api/contracts';
import { seedSchool } from '../../seed/demo';
import { createTestDb } from '../databases';
import { TEST_NOW, TEST_TODAY } from '../fixtures';
import { startTestServer } from '../harness';
import type { FuzzServer } from './run';

/** The user the fuzzer signs in as: the admin holds every permission, so every route reaches its handler. */
export const FUZZ_USER = 'admin@school.test';

/**
 * The real server on a fresh PGlite database holding a small generated school with leads, contacts and
 * comments (the table's examples name rows of it), signed in as the admin. Sign-in limits are out of reach:
 * the fuzzer posts thousands of sign-in requests under a clock that does not move.
 */
export async function startFuzzServer(): Promise<{ server: FuzzServer; close(): Promise<void> }> {
  const db = await createTestDb('pglite');
  try {
    await seedSchool(db, { contracts: 30, today: TEST_TODAY, seed: 7, leads: 60, now: TEST_NOW });
    const test = await startTestServer(db, {
      signInLimits: {
        perEmail: Number.MAX_SAFE_INTEGER,
        perClient: Number.MAX_SAFE_INTEGER,
        windowMs: 60_000,
      },
    });
    // The comments the table's examples edit are the fuzz user's own (only its author may change a comment).
    const comments = Object.values(ENDPOINTS as Record<string, Endpoint>).flatMap((entry) =>
      Object.entries(entry.ids ?? {})
        .filter(([, entity]) => entity === 'comment')
        .map(([field]) =>
          Number(
            (entry.example?.body as Record<string, unknown> | undefined)?.[field] ??
              entry.example?.query?.[field],
          ),
        )
        .filter(Number.isInteger),
    );
    await db.query(
      'UPDATE crm_comments SET author_id = (SELECT id FROM users WHERE email = $1) WHERE id = ANY($2::int[])',
      [FUZZ_USER, comments],
    );
    const cookie = await test.signIn(FUZZ_USER);
    return {
      server: { url: test.url, cookie, db },
      close: async () => {
        await test.close();
        await db.dispose();
      },
    };
  } catch (error) {
    await db.dispose();
    throw error;
  }
}
