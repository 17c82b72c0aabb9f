import '../client/zodWithoutEval';
import { z } from 'zod';

// The personal area (learning.md section 2.9): the diary, the balance, the support requests and the
// video-meeting links of a parent's or child's family. Filled by the journal part of issue 12.

/** Placeholder until the journal part defines its schemas. */
export const journalPlaceholderSchema = z.object({});
