import {
  apiPostForm,
  documentEndpoints as endpoints,
  downloadEndpoint,
  type RequestOptions,
  type TemplateName,
  type TemplateUploadResponse,
} from '@school/shared-api';
import { saveDownloadedFile } from '@school/shared-ui';

// Calls of the templates tab (shared-api's endpoint table, documents.ts). Both are silent: the tab shows the
// server's message itself; 401/403 still sign out (docs/decisions.md 'File calls').
export const templatesApi = {
  /** POST /upload: multipart with the template's name first, then the file. */
  upload: (template: TemplateName, file: File, options: RequestOptions = {}) => {
    const form = new FormData();
    form.append('template', template);
    form.append('file', file, file.name);
    return apiPostForm<TemplateUploadResponse>(endpoints.templateUpload.path, form, {
      ...options,
      silent: true,
    });
  },
  /** GET /template/download?q=: the newest version, saved under the server's name. */
  download: async (template: TemplateName) =>
    saveDownloadedFile(
      await downloadEndpoint(endpoints.templateDownload, { q: template }, { silent: true }),
      `${template}.docx`,
    ),
};
