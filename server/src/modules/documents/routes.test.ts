import PizZip from 'pizzip';
import type { TemplateUploadResponse, TemplateVersion } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { makeZip } from '../../test/zip';
import { demoTemplate } from '../../seed/templates/contractTemplates';
import { docxText } from './docx';

/** The demo template of a name with its document.xml's text changed. */
function editedTemplate(change: (xml: string) => string): Buffer {
  const zip = new PizZip(demoTemplate('School_IP'));
  zip.file('word/document.xml', change(zip.file('word/document.xml')!.asText()));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe.each(TEST_DATABASES)('templates and contract documents: the routes on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let admin: string;
  let accountant: string;
  let administrator: string;
  let minskOnly: string;
  let demoDocument: string;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await addStaffUser(db, {
      email: 'acc.minsk@school.test',
      shortName: 'Бухгалтер Минска',
      roles: ['accountant'],
      locations: [3],
    });
    server = await startTestServer(db);
    admin = await server.signIn('admin@school.test');
    accountant = await server.signIn('accountant@school.test');
    administrator = await server.signIn('administrator@school.test');
    minskOnly = await server.signIn('acc.minsk@school.test');
    const [row] = await db.query<{ doc_name: string }>('SELECT doc_name FROM contracts WHERE id = 1');
    demoDocument = row.doc_name;
  }, DATABASE_SETUP_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const upload = (
    file: Buffer | null,
    fields: Record<string, string>,
    options: { cookie?: string; filename?: string; key?: string; fieldsFirst?: boolean } = {},
  ) => {
    const form = new FormData();
    const addFields = () => Object.entries(fields).forEach(([name, value]) => form.append(name, value));
    if (options.fieldsFirst !== false) addFields();
    if (file) form.append('file', new Blob([file], { type: DOCX }), options.filename ?? 'Шаблон.docx');
    if (options.fieldsFirst === false) addFields();
    const headers: Record<string, string> = options.key ? { 'Idempotency-Key': options.key } : {};
    return server.request('/api/upload', {
      method: 'POST',
      body: form,
      cookie: options.cookie ?? admin,
      headers,
    });
  };
  const versions = (name: string) =>
    db.query<{ version: number; file_name: string }>(
      'SELECT version, file_name FROM contract_templates WHERE name = $1 ORDER BY version',
      [name],
    );
  const refusal = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    return ((await response.json()) as { message: string }).message;
  };

  describe('POST /api/upload', () => {
    it('stores a good template as the next version of its name and keeps the earlier ones', async () => {
      const file = editedTemplate((xml) => xml.replace('ДОГОВОР №', 'ДОГОВОР ВЕРСИИ 2 №'));
      const response = await upload(file, { template: 'School_IP' }, { filename: 'Школа ИП.docx' });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as TemplateUploadResponse;
      expect(answer).toMatchObject({
        template: 'School_IP',
        version: 2,
        file_name: 'Школа ИП.docx',
        size: file.length,
        message: 'File uploaded successfully',
      });
      expect(await versions('School_IP')).toEqual([
        { version: 1, file_name: 'School_IP.docx' },
        { version: 2, file_name: 'Школа ИП.docx' },
      ]);
      const [audit] = await db.query<{ action: string; entity: string }>(
        `SELECT action, entity FROM audit_log WHERE entity = 'contract_template' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit).toEqual({ action: 'upload', entity: 'contract_template' });

      // The newest version is what GET /template/download serves.
      const download = await server.request('/api/template/download?q=School_IP', { cookie: admin });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe(DOCX);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="School_IP.docx"');
      const text = docxText(Buffer.from(await download.arrayBuffer()));
      expect(text).toContain('ДОГОВОР ВЕРСИИ 2 № {number}');
    });

    it('reads the template field after the file too', async () => {
      const response = await upload(demoTemplate('CampG'), { template: 'CampG' }, { fieldsFirst: false });
      expect(response.status).toBe(200);
      expect(((await response.json()) as TemplateUploadResponse).version).toBe(2);
    });

    it('lists the newest version of each name', async () => {
      const response = await server.request('/api/template/get', { cookie: admin });
      expect(response.status).toBe(200);
      const list = (await response.json()) as TemplateVersion[];
      expect(list).toHaveLength(8);
      expect(list.find((item) => item.template === 'School_IP')?.version).toBe(2);
      expect(list.find((item) => item.template === 'Садик')?.version).toBe(1);
    });

    it('refuses a missing template name or file with 400, naming the field', async () => {
      expect(await refusal(await upload(demoTemplate('Садик'), {}), 400)).toBe(
        'Не заполнено поле «template»',
      );
      expect(await refusal(await upload(demoTemplate('Садик'), { template: 'Договор' }), 400)).toBe(
        'Некорректное значение поля «template»',
      );
      expect(await refusal(await upload(null, { template: 'Садик' }), 400)).toBe(
        'Выберите файл шаблона DOCX',
      );
      expect(await versions('Садик')).toHaveLength(1);
    });

    it('refuses a file over the size limit with 413', async () => {
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
      expect(await refusal(await upload(big, { template: 'Садик' }), 413)).toBe('Файл шаблона больше 5 МБ');
      expect(await versions('Садик')).toHaveLength(1);
    });

    it('refuses what is not a DOCX with 422', async () => {
      const notDocx = 'Файл не является документом Word (DOCX)';
      expect(await refusal(await upload(Buffer.from('not a zip at all'), { template: 'Садик' }), 422)).toBe(
        notDocx,
      );
      const spreadsheet = makeZip([{ name: 'xl/workbook.xml', content: '<workbook/>' }]);
      expect(await refusal(await upload(spreadsheet, { template: 'Садик' }), 422)).toBe(notDocx);
      const bomb = makeZip([{ name: 'word/document.xml', content: Buffer.alloc(60 * 1024 * 1024, 32) }]);
      expect(await refusal(await upload(bomb, { template: 'Садик' }), 422)).toBe(
        'Файл шаблона распаковывается в слишком большой объём',
      );
      expect(await versions('Садик')).toHaveLength(1);
    });

    it('refuses a template of too many or too deeply nested elements before docxtemplater parses it', async () => {
      const tooComplex =
        'Шаблон слишком сложный: в нём больше 100 000 элементов или вложенность глубже 64 уровней';
      // 200,000 nested paragraphs: a few kilobytes packed, 21 s of docxtemplater's time.
      const nested = editedTemplate((xml) =>
        xml.replace('<w:body>', `<w:body>${'<w:p>'.repeat(200_000)}${'</w:p>'.repeat(200_000)}`),
      );
      expect(nested.length).toBeLessThan(64 * 1024);
      expect(await refusal(await upload(nested, { template: 'School_IP' }), 422)).toBe(tooComplex);
      const wide = editedTemplate((xml) => xml.replace('<w:body>', `<w:body>${'<w:p/>'.repeat(100_000)}`));
      expect(await refusal(await upload(wide, { template: 'School_IP' }), 422)).toBe(tooComplex);
      // 65 levels is over; the same with 60 is a template like any other.
      const deep = (levels: number) =>
        editedTemplate((xml) =>
          xml.replace('<w:body>', `<w:body>${'<w:sdt>'.repeat(levels)}${'</w:sdt>'.repeat(levels)}`),
        );
      expect(await refusal(await upload(deep(65), { template: 'School_IP' }), 422)).toBe(tooComplex);
      expect(await versions('School_IP')).toHaveLength(2);
      expect((await upload(deep(50), { template: 'Stem_programm' })).status).toBe(200);
    });

    it('refuses placeholders docxtemplater cannot parse, in Russian', async () => {
      const unclosed = editedTemplate((xml) => xml.replace('{number}', '{number'));
      expect(await refusal(await upload(unclosed, { template: 'School_IP' }), 422)).toMatch(
        /^Поля шаблона записаны с ошибками: .*поле «number» не закрыто скобкой }/,
      );
      const loop = editedTemplate((xml) => xml.replace('{/payments}', ''));
      expect(await refusal(await upload(loop, { template: 'School_IP' }), 422)).toContain(
        'цикл «payments» не закрыт полем {/payments}',
      );
      const unknown = editedTemplate((xml) => xml.replace('{kid_name}', '{kid_nmae}'));
      expect(await refusal(await upload(unknown, { template: 'School_IP' }), 422)).toBe(
        'В шаблоне есть поля, которых нет в договоре: {kid_nmae}',
      );
      // Names JavaScript objects inherit are no fields either, outside the payments loop and inside it.
      for (const tag of ['constructor', '__proto__', 'toString']) {
        const inherited = editedTemplate((xml) => xml.replace('{kid_name}', `{${tag}}`));
        expect(await refusal(await upload(inherited, { template: 'School_IP' }), 422)).toBe(
          `В шаблоне есть поля, которых нет в договоре: {${tag}}`,
        );
      }
      const inLoop = editedTemplate((xml) => xml.replace('{/payments}', '{hasOwnProperty}{/payments}'));
      expect(await refusal(await upload(inLoop, { template: 'School_IP' }), 422)).toBe(
        'В шаблоне есть поля, которых нет в договоре: {hasOwnProperty}',
      );
      expect(await versions('School_IP')).toHaveLength(2);
    });

    it('replays a keyed upload instead of storing it twice', async () => {
      const file = demoTemplate('Individual');
      const first = await upload(file, { template: 'Individual' }, { key: 'upload-individual-1' });
      const again = await upload(file, { template: 'Individual' }, { key: 'upload-individual-1' });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotency-replayed')).toBe('true');
      expect(await versions('Individual')).toHaveLength(2);
      const other = await upload(file, { template: 'Садик' }, { key: 'upload-individual-1' });
      expect(other.status).toBe(422);
    });

    it('needs configs.modify', async () => {
      expect(
        (await upload(demoTemplate('Садик'), { template: 'Садик' }, { cookie: accountant })).status,
      ).toBe(403);
    });
  });

  describe('GET /api/template/download', () => {
    it('answers 400 for a name that is not a template and 404 for one never uploaded', async () => {
      const bad = await server.request('/api/template/download?q=Договор', { cookie: admin });
      expect(await refusal(bad, 400)).toBe('Некорректное значение поля «q»');
      await db.query(`DELETE FROM contract_documents WHERE template_id IN
        (SELECT id FROM contract_templates WHERE name = 'StemG')`);
      await db.query(`DELETE FROM contract_templates WHERE name = 'StemG'`);
      const missing = await server.request('/api/template/download?q=StemG', { cookie: admin });
      expect(await refusal(missing, 404)).toBe('Шаблон «StemG» ещё не загружен');
    });

    it('serves a Cyrillic name with filename*', async () => {
      const response = await server.request(`/api/template/download?q=${encodeURIComponent('Садик')}`, {
        cookie: admin,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="_____.docx"; filename*=UTF-8''${encodeURIComponent('Садик.docx')}`,
      );
    });
  });

  describe('GET /api/contract/download', () => {
    it('serves the document under its doc_name with an RFC 5987 file name', async () => {
      expect(demoDocument).toMatch(/^Договор МН-\d{5}\.docx$/);
      const response = await server.request(`/api/contract/download?q=${encodeURIComponent(demoDocument)}`, {
        cookie: minskOnly,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(DOCX);
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(demoDocument)}`);
      const [contract] = await db.query<{ kid_name: string }>('SELECT kid_name FROM contracts WHERE id = 1');
      expect(docxText(Buffer.from(await response.arrayBuffer()))).toContain(contract.kid_name);
    });

    it('answers 404 for a document of another branch, an unknown name, or a removed contract', async () => {
      const other = await server.request(`/api/contract/download?q=${encodeURIComponent(demoDocument)}`, {
        cookie: administrator,
      });
      expect(await refusal(other, 404)).toBe('Неверные данные');
      const unknown = await server.request(
        `/api/contract/download?q=${encodeURIComponent('Договор Х.docx')}`,
        {
          cookie: admin,
        },
      );
      expect(unknown.status).toBe(404);
      await db.query('UPDATE contracts SET removed_at = now() WHERE id = 2');
      const [removed] = await db.query<{ doc_name: string }>('SELECT doc_name FROM contracts WHERE id = 2');
      const gone = await server.request(`/api/contract/download?q=${encodeURIComponent(removed.doc_name)}`, {
        cookie: admin,
      });
      expect(gone.status).toBe(404);
    });

    it('answers 400 naming q when it is missing or blank', async () => {
      const response = await server.request('/api/contract/download?q=%20', { cookie: admin });
      expect(await refusal(response, 400)).toBe('Не заполнено поле «q»');
    });
  });
});
