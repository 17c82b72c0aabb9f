import type { Queryable } from '../db/db';
import type { SchoolData } from './school';

/** The demo families' support requests (issue 12). Filled by the journal part. */
export async function seedSupport(_q: Queryable, _data: SchoolData, _at: Date): Promise<void> {}
