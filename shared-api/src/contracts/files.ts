import { z } from 'zod';

/** A file attached to a lesson (learning.md: id_attachments), as lessons list it and /file/get serves it. */
export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
