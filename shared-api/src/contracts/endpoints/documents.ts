import { z } from 'zod';
import {
  TEMPLATE_UPLOAD_MAX_BYTES,
  contractDownloadQuerySchema,
  templateDownloadQuerySchema,
  templateUploadFieldsSchema,
  templateUploadResponseSchema,
  templatesResponseSchema,
} from '../documents';
import { endpoint, type Endpoint } from '../endpoint';

/** Contract documents: DOCX templates and the documents filled from them (money.md sections 2 and 7). */
export const documentEndpoints = {
  templateUpload: endpoint({
    method: 'POST',
    path: '/upload',
    summary: 'Загрузить шаблон договора DOCX (поля file и template); прежние версии сохраняются',
    tag: 'money',
    permissions: ['configs.modify'],
    scope: 'all',
    upload: true,
    uploadMaxBytes: TEMPLATE_UPLOAD_MAX_BYTES,
    body: templateUploadFieldsSchema,
    creates: true,
    response: templateUploadResponseSchema,
    errors: [409, 413, 422],
    example: {
      body: { template: 'School_IP' },
      response: {
        template: 'School_IP',
        version: 2,
        file_name: 'School_IP.docx',
        size: 18204,
        uploaded_at: '2026-03-16T09:00:00.000Z',
        message: 'File uploaded successfully',
      },
    },
  }),
  templatesGet: endpoint({
    method: 'GET',
    path: '/template/get',
    summary: 'Загруженные шаблоны договоров: новая версия каждого',
    tag: 'money',
    permissions: ['configs.view'],
    scope: 'all',
    response: templatesResponseSchema,
  }),
  templateDownload: endpoint({
    method: 'GET',
    path: '/template/download',
    summary: 'Скачать новую версию шаблона договора',
    tag: 'money',
    permissions: ['configs.view'],
    scope: 'all',
    query: templateDownloadQuerySchema,
    response: z.string().describe('Файл DOCX'),
    answer: 'file',
    errors: [404],
    example: { query: { q: 'School_IP' } },
  }),
  contractDownload: endpoint({
    method: 'GET',
    path: '/contract/download',
    summary: 'Скачать документ договора по его имени (doc_name)',
    tag: 'money',
    permissions: ['contract.view'],
    scope: 'branch',
    query: contractDownloadQuerySchema,
    response: z.string().describe('Файл DOCX'),
    answer: 'file',
    errors: [404],
    example: { query: { q: 'Договор МН-00001.docx' } },
  }),
} satisfies Record<string, Endpoint>;
