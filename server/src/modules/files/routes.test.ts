import PizZip from 'pizzip';
import { FILE_MESSAGES, type FileUploadResponse } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { detectContentType } from './contentType';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function ooxml(mainPart: string): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${mainPart}"/></Types>`,
  );
  zip.file('word/document.xml', '<w:document/>');
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe.each(TEST_DATABASES)('lesson files: /image/upload, /file/get, /remove/attachment on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let teacher: string;
  let admin: string;
  let otherBranch: string;
  /** A recorded lesson of teacher@, one of another teacher in the same branch, one of another branch. */
  let own: number;
  let colleagues: number;
  let foreign: number;

  const upload = (
    content: Buffer | string,
    name: string,
    options: { lessonId?: number | string; cookie?: string; key?: string; type?: string } = {},
  ) => {
    const form = new FormData();
    if (options.lessonId !== undefined) form.append('lesson_id', String(options.lessonId));
    form.append('image', new Blob([content], { type: options.type ?? 'application/octet-stream' }), name);
    return server.request('/api/image/upload', {
      method: 'POST',
      body: form,
      cookie: options.cookie ?? teacher,
      headers: options.key ? { 'idempotency-key': options.key } : undefined,
    });
  };
  const uploaded = async (...args: Parameters<typeof upload>): Promise<FileUploadResponse> => {
    const response = await upload(...args);
    expect(response.status).toBe(200);
    return (await response.json()) as FileUploadResponse;
  };
  const getFile = (id: number, cookie = teacher) => server.request(`/api/file/get?id=${id}`, { cookie });
  const remove = (id: number, cookie = teacher) =>
    server.request(`/api/remove/attachment?id=${id}`, { cookie });
  const stored = (id: number) =>
    db.query<{ lesson_id: number | null; content_type: string; size: number }>(
      'SELECT lesson_id, content_type, size FROM files WHERE id = $1',
      [id],
    );

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    const teacherId = await userIdByEmail(db, 'teacher@school.test');
    const lessons = await db.query<{ id: number; location_id: number; mine: boolean }>(
      `SELECT l.id, g.location_id,
              (l.teacher_id = $1 OR a.teacher_id = $1 OR a.substitute_id IS NOT DISTINCT FROM $1) AS mine
       FROM lessons l JOIN groups g ON g.id = l.group_id LEFT JOIN appointments a ON a.id = l.appointment_id
       ORDER BY l.id`,
      [teacherId],
    );
    const mine = lessons.find((lesson) => lesson.mine);
    if (!mine) throw new Error('the small school has no lesson of teacher@');
    own = mine.id;
    const colleague = lessons.find((lesson) => !lesson.mine && lesson.location_id === mine.location_id);
    const other = lessons.find((lesson) => lesson.location_id !== mine.location_id);
    if (!colleague || !other) throw new Error('the small school lacks the lessons this test needs');
    colleagues = colleague.id;
    foreign = other.id;
    await addStaffUser(db, {
      email: 'methodist.other@school.test',
      shortName: 'Методист другого филиала',
      roles: ['methodist'],
      locations: [other.location_id],
    });
    server = await startTestServer(db, { now: TEST_NOW });
    teacher = await server.signIn('teacher@school.test');
    admin = await server.signIn('admin@school.test');
    otherBranch = await server.signIn('methodist.other@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it("uploads to the teacher's lesson, typed by content (a PNG named .txt is a PNG), and serves it safely", async () => {
    const answer = await uploaded(PNG, 'фото урока.txt', { lessonId: own, type: 'text/plain' });
    expect(answer.attachment).toEqual({
      id: answer.id_attachment,
      name: 'фото урока.txt',
      size: PNG.length,
      content_type: 'image/png',
    });
    expect(await stored(answer.id_attachment)).toEqual([
      { lesson_id: own, content_type: 'image/png', size: PNG.length },
    ]);

    const response = await getFile(answer.id_attachment);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="____ _____.txt"; filename*=UTF-8''${encodeURIComponent('фото урока.txt')}`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const pdfAnswer = await uploaded(Buffer.from('%PDF-1.4\n'), "Задание (1) 'итог'*.pdf", { lessonId: own });
    expect((await getFile(pdfAnswer.id_attachment)).headers.get('content-disposition')).toContain(
      "filename*=UTF-8''%D0%97%D0%B0%D0%B4%D0%B0%D0%BD%D0%B8%D0%B5%20%281%29%20%27%D0%B8%D1%82%D0%BE%D0%B3%27%2A.pdf",
    );
    // Staff of the branch reach it too.
    expect((await getFile(answer.id_attachment, admin)).status).toBe(200);
  });

  it('takes PDF, DOCX and UTF-8 text; refuses HTML named .png, SVG, programs, plain zips and binary junk', async () => {
    const accepted: [Buffer, string, string][] = [
      [Buffer.from('%PDF-1.4\n%%EOF\n'), 'homework.pdf', 'application/pdf'],
      [ooxml(`${DOCX_TYPE}.main+xml`), 'задание.bin', DOCX_TYPE],
      [Buffer.from('Повторить тему.\n', 'utf8'), 'заметки', 'text/plain; charset=utf-8'],
      [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'a.gif', 'image/gif'],
    ];
    for (const [content, name, type] of accepted) {
      const answer = await uploaded(content, name, { lessonId: own });
      expect({ name, type: answer.attachment.content_type }).toEqual({ name, type });
    }
    const before = await db.query('SELECT id FROM files');
    const refused: [Buffer, string][] = [
      [Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'picture.png'],
      [Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'image.svg'],
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]), 'program.exe'],
      [ooxml('application/vnd.ms-word.document.macroEnabled.main+xml'), 'macro.docx'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'archive.zip'],
      [Buffer.from([0xc3, 0x28, 0x41]), 'broken.txt'],
    ];
    for (const [content, name] of refused) {
      const response = await upload(content, name, { lessonId: own });
      expect({ name, status: response.status, body: await response.json() }).toMatchObject({
        name,
        status: 422,
        body: { message: FILE_MESSAGES.refusedType, errors: { image: FILE_MESSAGES.refusedType } },
      });
    }
    expect(await db.query('SELECT id FROM files')).toEqual(before);
  });

  it('refuses a file over 10 MB with 413, an empty one, and a request without a file', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    const tooLarge = await upload(big, 'big.txt', { lessonId: own });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toBe('Файл больше 10 МБ');
    const empty = await upload(Buffer.alloc(0), 'empty.txt', { lessonId: own });
    expect(empty.status).toBe(422);
    const form = new FormData();
    form.append('lesson_id', String(own));
    const none = await server.request('/api/image/upload', { method: 'POST', body: form, cookie: teacher });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toBe(FILE_MESSAGES.noFile);
  });

  it("keeps a file of a lesson not yet recorded for its uploader alone; 'None' means no lesson", async () => {
    const answer = await uploaded(Buffer.from('черновик'), 'draft.txt', { lessonId: 'None' });
    expect(await stored(answer.id_attachment)).toEqual([
      { lesson_id: null, content_type: 'text/plain; charset=utf-8', size: Buffer.byteLength('черновик') },
    ]);
    expect((await getFile(answer.id_attachment)).status).toBe(200);
    expect((await getFile(answer.id_attachment, admin)).status).toBe(404);
    expect((await remove(answer.id_attachment, admin)).status).toBe(404);
    const withoutField = await uploaded(Buffer.from('ещё'), 'more.txt');
    expect((await stored(withoutField.id_attachment))[0].lesson_id).toBeNull();
  });

  it("refuses a lesson out of reach (another teacher's, another branch's, none such) with 404", async () => {
    for (const lessonId of [colleagues, foreign, 999999]) {
      const response = await upload(Buffer.from('текст'), 'a.txt', { lessonId });
      expect({ lessonId, status: response.status }).toEqual({ lessonId, status: 404 });
    }
    const bad = await upload(Buffer.from('текст'), 'a.txt', { lessonId: 'abc' });
    expect(bad.status).toBe(400);
  });

  it("hides another teacher's lesson files from a teacher and a branch's files from another branch", async () => {
    const colleagueFile = await uploaded(PNG, 'colleague.png', { lessonId: colleagues, cookie: admin });
    expect((await getFile(colleagueFile.id_attachment)).status).toBe(404);
    expect((await remove(colleagueFile.id_attachment)).status).toBe(404);
    const ownFile = await uploaded(PNG, 'own.png', { lessonId: own });
    expect((await getFile(ownFile.id_attachment, otherBranch)).status).toBe(404);
    expect((await remove(ownFile.id_attachment, otherBranch)).status).toBe(404);
    expect(await stored(ownFile.id_attachment)).toHaveLength(1);
    const foreignFile = await uploaded(PNG, 'foreign.png', { lessonId: foreign, cookie: otherBranch });
    expect((await getFile(foreignFile.id_attachment, otherBranch)).status).toBe(200);
    expect((await getFile(foreignFile.id_attachment)).status).toBe(404);
  });

  it('removes a file: answers "ok", the file is gone, the audit log says who', async () => {
    const answer = await uploaded(PNG, 'remove-me.png', { lessonId: own });
    const response = await remove(answer.id_attachment);
    expect(response.status).toBe(200);
    expect(await response.json()).toBe('ok');
    expect(await stored(answer.id_attachment)).toEqual([]);
    expect((await getFile(answer.id_attachment)).status).toBe(404);
    expect((await remove(answer.id_attachment)).status).toBe(404);
    const log = await db.query<{ action: string; actor_id: number }>(
      `SELECT action, actor_id FROM audit_log WHERE entity = 'file' AND entity_id = $1 ORDER BY id`,
      [String(answer.id_attachment)],
    );
    const teacherId = await userIdByEmail(db, 'teacher@school.test');
    expect(log).toEqual([
      { action: 'upload', actor_id: teacherId },
      { action: 'remove', actor_id: teacherId },
    ]);
  });

  it('refuses a removal that another site links to (the GET carries the cookie)', async () => {
    const answer = await uploaded(PNG, 'kept.png', { lessonId: own });
    for (const site of ['cross-site', 'same-site']) {
      const response = await server.request(`/api/remove/attachment?id=${answer.id_attachment}`, {
        cookie: teacher,
        headers: { 'sec-fetch-site': site },
      });
      expect({ site, status: response.status }).toEqual({ site, status: 403 });
    }
    expect(await stored(answer.id_attachment)).toHaveLength(1);
    const sameOrigin = await server.request(`/api/remove/attachment?id=${answer.id_attachment}`, {
      cookie: teacher,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('runs an upload once under one Idempotency-Key', async () => {
    const [before] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    const first = await uploaded(PNG, 'once.png', { lessonId: own, key: 'files-once-1' });
    const again = await uploaded(PNG, 'once.png', { lessonId: own, key: 'files-once-1' });
    expect(again).toEqual(first);
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    expect(after.n).toBe(before.n + 1);
    const other = await upload(Buffer.from('другое'), 'once.png', { lessonId: own, key: 'files-once-1' });
    expect(other.status).toBe(422);
  });

  it("gives the demo's files to teacher@'s latest recorded lessons, typed as an upload would type them", async () => {
    const teacherId = await userIdByEmail(db, 'teacher@school.test');
    const seeded = await db.query<{ id: number; content_type: string; mine: boolean }>(
      `SELECT f.id, f.content_type,
              (l.teacher_id = $1 OR a.teacher_id = $1 OR a.substitute_id IS NOT DISTINCT FROM $1) AS mine
       FROM files f JOIN lessons l ON l.id = f.lesson_id LEFT JOIN appointments a ON a.id = l.appointment_id
       WHERE f.created_by = $1 AND f.name IN ('Фото с занятия.png', 'Домашнее задание.pdf', 'Заметки к уроку.txt')`,
      [teacherId],
    );
    expect(seeded.map((file) => file.content_type).sort()).toEqual([
      'application/pdf',
      'image/png',
      'text/plain; charset=utf-8',
    ]);
    for (const file of seeded) {
      expect(file.mine).toBe(true);
      const response = await getFile(file.id);
      expect(response.status).toBe(200);
      expect(await detectContentType(Buffer.from(await response.arrayBuffer()))).toBe(file.content_type);
    }
  });

  it('refuses a lesson_id that is no id and a request that is no multipart form with 400', async () => {
    for (const lessonId of ['99999999999', '-1', '1.5']) {
      const response = await upload(Buffer.from('текст'), 'a.txt', { lessonId });
      expect({ lessonId, status: response.status }).toEqual({ lessonId, status: 400 });
    }
    const json = await server.request('/api/image/upload', {
      method: 'POST',
      json: { lesson_id: own },
      cookie: teacher,
    });
    expect(json.status).toBe(400);
  });

  it('refuses the calls without lesson.view', async () => {
    const parent = await server.signIn('parent@school.test');
    expect((await upload(PNG, 'p.png', { cookie: parent })).status).toBe(403);
  });
});
