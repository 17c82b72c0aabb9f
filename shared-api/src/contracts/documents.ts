import { z } from 'zod';

/** The contract templates' names (money.md section 2, templates page), in the spec's order. */
export const TEMPLATE_NAMES = [
  'School_IP',
  'School_IIP',
  'Stem_programm',
  'StemG',
  'CampRB',
  'CampG',
  'Individual',
  'Садик',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** Largest template file (a DOCX with a logo and a signature image stays far below). */
export const TEMPLATE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** POST /upload: the multipart fields beside `file` (the DOCX). */
export const templateUploadFieldsSchema = z.object({ template: z.enum(TEMPLATE_NAMES) });

/** One stored version of a template. */
export const templateVersionSchema = z.object({
  template: z.enum(TEMPLATE_NAMES),
  /** 1 for the first upload of the name, then 2, 3...; the newest is used. */
  version: z.number().int().positive(),
  file_name: z.string(),
  size: z.number().int().nonnegative(),
  uploaded_at: z.string(),
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

/** POST /upload answers the stored version and the spec's success text. */
export const templateUploadResponseSchema = templateVersionSchema.extend({
  message: z.literal('File uploaded successfully'),
});
export type TemplateUploadResponse = z.infer<typeof templateUploadResponseSchema>;

/** GET /template/download?q=: the newest version of the template named q. */
export const templateDownloadQuerySchema = z.object({ q: z.enum(TEMPLATE_NAMES) });

/** GET /template/get: the newest version of each uploaded name (names never uploaded are left out). */
export const templatesResponseSchema = z.array(templateVersionSchema);

/** GET /contract/download?q=: q is the contract's doc_name (the file_name /contract/add answers). */
export const contractDownloadQuerySchema = z.object({ q: z.string().trim().min(1).max(255) });
