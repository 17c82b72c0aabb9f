import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { leadWriteSchema } from '@school/shared-api/contracts';
import type { AuthContext } from '../auth/service';
import { withAmbientTransactions } from '../db/ambient';
import { addLead } from '../modules/leads/service';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../test/databases';
import { TEST_NOW, countRows, userIdByEmail } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { ApiError, registerErrorHandler } from './errors';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_RUNNING_LEASE_MS,
  canonicalJson,
  requestFingerprint,
  runIdempotent,
} from './idempotency';
import { HTTP_MESSAGES } from './messages';
import { parseInput } from './validate';

// runIdempotent on a small Fastify app built here, listening on a free port, on a real test database: the
// routes below call it the way the registrar (http/route.ts) does for entries marked `creates`. The user
// is taken from a test header instead of a session. (Fastify's inject() cannot load in jest's sandbox.)

const GOOD_LEAD = {
  name: 'Ольга Смирнова',
  city: 'Минск',
  phone: '375447770011',
  date_due: '2026-03-16 15:00',
  new_comment: 'Просила перезвонить после обеда',
  utm_source: 'instagram',
  year_of_birth: '2017',
  interested: 'Робототехника',
};

const MINUTE = 60_000;

function authOf(userId: number): AuthContext {
  return {
    userId,
    sessionHash: '',
    email: '',
    shortName: '',
    isEmployee: true,
    permissions: ['leads.view'],
    roles: [],
    locations: [],
    allBranches: true,
  };
}

function userOf(request: FastifyRequest): number {
  const id = Number(request.headers['x-test-user']);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError(401, HTTP_MESSAGES.unauthorized);
  return id;
}

type Gate = { opened: Promise<void>; open(): void };
function gate(): Gate {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Handler runs per route, the clock, and the gate the slow route waits at. */
type Harness = {
  app: FastifyInstance;
  url: string;
  runs: { echo: number; slow: number; upload: number };
  clock: { now: Date; advance(ms: number): void };
  slowGate: Gate;
};

async function buildTestApp(db: TestDb): Promise<Harness> {
  const app = Fastify();
  registerErrorHandler(app);
  const clock = {
    now: new Date(TEST_NOW),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  // As the server's routes have it: the handler's statements join the key's transaction (db/ambient.ts).
  const ambient = withAmbientTransactions(db);
  const ctx = { db: ambient, now: () => new Date(clock.now), log: app.log };
  const harness: Harness = { app, url: '', runs: { echo: 0, slow: 0, upload: 0 }, clock, slowGate: gate() };

  // The real lead creation of POST /lead/add.
  app.post('/api/lead/add', async (request, reply) => {
    const userId = userOf(request);
    return runIdempotent(ctx, request, reply, userId, () =>
      addLead(ambient, authOf(userId), parseInput(leadWriteSchema, request.body), ctx.now()),
    );
  });

  // Answers { value, run } with the status asked for, or fails the way asked for.
  app.post('/api/test/echo', async (request, reply) => {
    const userId = userOf(request);
    const body = request.body as {
      value?: unknown;
      status?: number;
      fail?: 'refuse' | 'unavailable' | 'crash';
    };
    return runIdempotent(ctx, request, reply, userId, async () => {
      harness.runs.echo += 1;
      if (body.fail === 'refuse') throw new ApiError(400, 'Отказ', { value: 'Отказ' });
      if (body.fail === 'unavailable') throw new ApiError(503, 'Недоступно');
      if (body.fail === 'crash') throw new Error('boom');
      if (body.status) reply.code(body.status);
      return { value: body.value ?? null, run: harness.runs.echo };
    });
  });
  app.post('/api/test/other', async (request, reply) =>
    runIdempotent(ctx, request, reply, userOf(request), async () => ({ other: true })),
  );

  // Waits at the gate before answering.
  app.post('/api/test/slow', async (request, reply) =>
    runIdempotent(ctx, request, reply, userOf(request), async () => {
      harness.runs.slow += 1;
      const run = harness.runs.slow;
      await harness.slowGate.opened;
      return { run };
    }),
  );

  // An upload: the file is read first, and its bytes are the fingerprint.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1 } });
    scope.post('/api/test/upload', async (request, reply) => {
      const userId = userOf(request);
      const part = await request.file();
      const bytes = part ? await part.toBuffer() : Buffer.alloc(0);
      const filename = part?.filename ?? '';
      return runIdempotent(
        ctx,
        request,
        reply,
        userId,
        async () => {
          harness.runs.upload += 1;
          return { filename, size: bytes.length, run: harness.runs.upload };
        },
        { filename, bytes },
      );
    });
    // A registrar that forgot the bytes of an upload.
    scope.post('/api/test/upload-unkeyed', async (request, reply) =>
      runIdempotent(ctx, request, reply, userOf(request), async () => ({ ok: true })),
    );
  });
  harness.url = await app.listen({ port: 0, host: '127.0.0.1' });
  return harness;
}

/** An answer read whole: status, headers and the body as text. */
type Answer = { statusCode: number; headers: Headers; body: string; json(): unknown };

async function send(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const body = await response.text();
  return { statusCode: response.status, headers: response.headers, body, json: () => JSON.parse(body) };
}

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(text: string, filename = 'leads.csv'): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), filename);
  return form;
}

describe('canonical JSON and the fingerprint', () => {
  it('ignores the order of keys and undefined members, keeps the order of arrays', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: undefined, c: 'x' }] })).toBe('{"a":[2,{"c":"x"}],"b":1}');
    expect(canonicalJson([3, 1])).not.toBe(canonicalJson([1, 3]));
    expect(requestFingerprint('post', '/api/lead/add', { a: 1, b: 2 })).toBe(
      requestFingerprint('POST', '/api/lead/add', { b: 2, a: 1 }),
    );
    expect(requestFingerprint('POST', '/api/lead/add', { a: 1 })).not.toBe(
      requestFingerprint('POST', '/api/comment/add', { a: 1 }),
    );
  });

  it('stands bytes by their hash, distinct from any JSON value', () => {
    const one = canonicalJson({ file: Buffer.from('a;b\n1;2\n') });
    expect(one).toMatch(/^\{"file":b[0-9a-f]{64}\}$/);
    expect(canonicalJson({ file: Buffer.from('a;b\n1;3\n') })).not.toBe(one);
    expect(canonicalJson({ file: new Uint8Array(Buffer.from('a;b\n1;2\n')) })).toBe(one);
  });

  it('writes escapes for NUL and lone surrogates, and survives deep nesting', () => {
    expect(canonicalJson({ text: 'a\u0000b\ud800' })).toBe('{"text":"a\\u0000b\\ud800"}');
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(canonicalJson(deep)).toHaveLength(400_000);
  });
});

describe.each(TEST_DATABASES)('Idempotency-Key on %s', (kind) => {
  let db: TestDb;
  let harness: Harness;
  let manager: number;
  let admin: number;
  let keyCounter = 0;
  /** A key no earlier test used. */
  const freshKey = () => {
    keyCounter += 1;
    return `test-key-${keyCounter}-${kind}`;
  };

  const post = (
    path: string,
    body: unknown,
    options: { key?: string; user?: number } = {},
  ): Promise<Answer> =>
    send(`${harness.url}${path}`, {
      method: 'POST',
      headers: {
        'x-test-user': String(options.user ?? manager),
        'content-type': 'application/json',
        ...(options.key !== undefined ? { 'idempotency-key': options.key } : {}),
      },
      body: JSON.stringify(body),
    });
  const keysInDb = () => countRows(db, 'idempotency_keys');

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    manager = await userIdByEmail(db, 'manager@school.test');
    admin = await userIdByEmail(db, 'admin@school.test');
    harness = await buildTestApp(db);
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await harness?.app.close();
    await db?.dispose();
  });

  it('20 identical keyed lead adds in parallel make one lead; later ones replay its answer', async () => {
    const before = await countRows(db, 'leads');
    const key = freshKey();
    const body = { ...GOOD_LEAD, phone: '375447770021' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/lead/add', body, { key })));
    expect(await countRows(db, 'leads')).toBe(before + 1);

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const created = answers.filter((answer) => answer.statusCode === 200);
    const first = created.find((answer) => answer.headers.get('idempotency-replayed') === null);
    expect(first).toBeDefined();
    expect(created.filter((answer) => answer.headers.get('idempotency-replayed') === null)).toHaveLength(1);
    for (const answer of created) expect(answer.json()).toEqual(first?.json());
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({ statusCode: 409, message: HTTP_MESSAGES.idempotencyKeyRunning });
    }

    const again = await post('/api/lead/add', body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body).toBe(first?.body);
    expect(await countRows(db, 'leads')).toBe(before + 1);
  });

  it('without a key every request runs: two identical lead adds make two leads', async () => {
    const before = await countRows(db, 'leads');
    const body = { ...GOOD_LEAD, phone: '375447770022' };
    expect((await post('/api/lead/add', body)).statusCode).toBe(200);
    const second = await post('/api/lead/add', body);
    expect(second.statusCode).toBe(200);
    expect(second.headers.get('idempotency-replayed')).toBeNull();
    expect(await countRows(db, 'leads')).toBe(before + 2);
  });

  it('replays the first answer with its status and body, and runs the handler once', async () => {
    const key = freshKey();
    const runs = harness.runs.echo;
    const first = await post('/api/test/echo', { value: 'a', status: 201 }, { key });
    expect(first.statusCode).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    // The same body with its keys in another order is the same request.
    const again = await post('/api/test/echo', { status: 201, value: 'a' }, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(harness.runs.echo).toBe(runs + 1);
  });

  it('the same key with another body or another path is 422 and runs nothing', async () => {
    const key = freshKey();
    expect((await post('/api/test/echo', { value: 'a' }, { key })).statusCode).toBe(200);
    const runs = harness.runs.echo;
    const otherBody = await post('/api/test/echo', { value: 'b' }, { key });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({ statusCode: 422, message: HTTP_MESSAGES.idempotencyKeyReused });
    expect((await post('/api/test/other', { value: 'a' }, { key })).statusCode).toBe(422);
    expect(harness.runs.echo).toBe(runs);
  });

  it('a request while the first with its key still runs waits for it and replays its answer; another body is 422', async () => {
    const key = freshKey();
    harness.slowGate = gate();
    const runs = harness.runs.slow;
    const first = post('/api/test/slow', {}, { key });
    while (harness.runs.slow === runs) await new Promise((resolve) => setTimeout(resolve, 5));
    // The claim is not committed before the work is: the others wait for the first's transaction.
    const during = post('/api/test/slow', {}, { key });
    const otherBody = post('/api/test/slow', { other: 1 }, { key });
    await new Promise((resolve) => setTimeout(resolve, 100));
    harness.slowGate.open();
    const [answer, duringAnswer, otherAnswer] = await Promise.all([first, during, otherBody]);
    expect(answer.statusCode).toBe(200);
    expect(duringAnswer.headers.get('idempotency-replayed')).toBe('true');
    expect(duringAnswer.json()).toEqual(answer.json());
    expect(otherAnswer.statusCode).toBe(422);
    expect(harness.runs.slow).toBe(runs + 1);
  });

  it('a 4xx refusal is final and replays; a 5xx or a crash releases the key so a retry runs', async () => {
    const refusedKey = freshKey();
    const runs = harness.runs.echo;
    const refused = await post('/api/test/echo', { fail: 'refuse' }, { key: refusedKey });
    expect(refused.statusCode).toBe(400);
    const refusedAgain = await post('/api/test/echo', { fail: 'refuse' }, { key: refusedKey });
    expect(refusedAgain.statusCode).toBe(400);
    expect(refusedAgain.headers.get('idempotency-replayed')).toBe('true');
    expect(refusedAgain.json()).toEqual({ statusCode: 400, message: 'Отказ', errors: { value: 'Отказ' } });
    expect(harness.runs.echo).toBe(runs + 1);

    for (const fail of ['unavailable', 'crash'] as const) {
      const key = freshKey();
      const before = harness.runs.echo;
      const failed = await post('/api/test/echo', { fail }, { key });
      expect(failed.statusCode).toBe(fail === 'crash' ? 500 : 503);
      const retried = await post('/api/test/echo', { fail }, { key });
      expect(retried.statusCode).toBe(failed.statusCode);
      expect(retried.headers.get('idempotency-replayed')).toBeNull();
      expect(harness.runs.echo).toBe(before + 2);
    }

    // A 5xx answer set by the handler itself releases the key too.
    const serverErrorKey = freshKey();
    expect((await post('/api/test/echo', { status: 502 }, { key: serverErrorKey })).statusCode).toBe(502);
    const retried = await post('/api/test/echo', { status: 502 }, { key: serverErrorKey });
    expect(retried.headers.get('idempotency-replayed')).toBeNull();
  });

  it('keys belong to their user: another user with the same key runs their own request', async () => {
    const key = freshKey();
    const mine = await post('/api/test/echo', { value: 'a' }, { key });
    const theirs = await post('/api/test/echo', { value: 'b' }, { key, user: admin });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.get('idempotency-replayed')).toBeNull();
    expect(theirs.json()).not.toEqual(mine.json());
  });

  it('refuses malformed keys with 400 naming the header, before running anything', async () => {
    const runs = harness.runs.echo;
    for (const key of ['', 'a'.repeat(256), 'a b', 'clé', 'tab\there']) {
      const answer = await post('/api/test/echo', { value: 'a' }, { key });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        statusCode: 400,
        message: HTTP_MESSAGES.idempotencyKeyInvalid,
        errors: { 'Idempotency-Key': HTTP_MESSAGES.idempotencyKeyInvalid },
      });
    }
    expect(harness.runs.echo).toBe(runs);
    // 255 visible characters are fine, and the draft's quoted form names the same key as the bare one.
    expect((await post('/api/test/echo', { value: 'a' }, { key: '~'.repeat(255) })).statusCode).toBe(200);
    const bare = `quoted-${freshKey()}`;
    expect((await post('/api/test/echo', { value: 'q' }, { key: `"${bare}"` })).statusCode).toBe(200);
    const replay = await post('/api/test/echo', { value: 'q' }, { key: bare });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
  });

  it('a keyed upload is fingerprinted by its bytes; an upload without them is refused', async () => {
    const key = freshKey();
    const upload = (text: string, filename?: string, path = '/api/test/upload') =>
      send(`${harness.url}${path}`, {
        method: 'POST',
        headers: { 'x-test-user': String(manager), 'idempotency-key': key },
        body: multipart(text, filename),
      });
    const first = await upload('name;phone\nИван;375291112233\n');
    expect(first.statusCode).toBe(200);
    const again = await upload('name;phone\nИван;375291112233\n');
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await upload('name;phone\nПётр;375291112244\n')).statusCode).toBe(422);
    expect((await upload('name;phone\nИван;375291112233\n', 'other.csv')).statusCode).toBe(422);
    expect(harness.runs.upload).toBe(1);
    expect((await upload('x', 'x.csv', '/api/test/upload-unkeyed')).statusCode).toBe(500);
  });

  it('a key left running (by a version that claimed it apart from the work) is given up to a retry after its lease', async () => {
    const key = freshKey();
    const runs = harness.runs.slow;
    harness.slowGate = gate();
    harness.slowGate.open();
    await db.query(
      `INSERT INTO idempotency_keys (user_id, key, fingerprint, claim, state, created_at)
       VALUES ($1, $2, $3, gen_random_uuid(), 'running', $4)`,
      [manager, key, requestFingerprint('POST', '/api/test/slow', {}), new Date(TEST_NOW)],
    );
    harness.clock.advance(IDEMPOTENCY_RUNNING_LEASE_MS + MINUTE);
    const retry = await post('/api/test/slow', {}, { key });
    expect(retry.statusCode).toBe(200);
    expect(harness.runs.slow).toBe(runs + 1);
    const replay = await post('/api/test/slow', {}, { key });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.json()).toEqual(retry.json());
    expect(await db.query(`SELECT 1 FROM idempotency_keys WHERE state = 'running'`)).toEqual([]);
  });

  it('keys older than 24 hours count as absent and are purged', async () => {
    const key = freshKey();
    expect((await post('/api/test/echo', { value: 'old' }, { key })).statusCode).toBe(200);
    expect(await keysInDb()).toBeGreaterThan(0);
    harness.clock.advance(IDEMPOTENCY_KEY_TTL_MS + MINUTE);
    // Another body with the expired key runs as a new request, and the purge leaves only its key.
    const reused = await post('/api/test/echo', { value: 'new' }, { key });
    expect(reused.statusCode).toBe(200);
    expect(reused.headers.get('idempotency-replayed')).toBeNull();
    expect(await keysInDb()).toBe(1);
  });
});

describe.each(TEST_DATABASES)('Idempotency-Key through the real server on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let manager: string;
  /** The lead the first test creates. */
  let leadId = 0;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    server = await startTestServer(db);
    manager = await server.signIn('manager@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const post = (path: string, json: unknown, key?: string) =>
    server.request(path, {
      method: 'POST',
      json,
      cookie: manager,
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    });

  it('20 identical keyed POST /api/lead/add in parallel make one lead', async () => {
    const before = await countRows(db, 'leads');
    const body = { ...GOOD_LEAD, phone: '375447770031' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/lead/add', body, 'e2e-lead-1')),
    );
    expect(await countRows(db, 'leads')).toBe(before + 1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const first = answers.find(
      (answer) => answer.status === 200 && answer.headers.get('idempotency-replayed') === null,
    );
    const replay = await post('/api/lead/add', body, 'e2e-lead-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    const firstBody = await first?.text();
    expect(await replay.text()).toBe(firstBody);
    leadId = (JSON.parse(firstBody ?? '{}') as { lead: { id_lead: number } }).lead.id_lead;
    expect((await post('/api/lead/add', { ...body, city: 'Брест' }, 'e2e-lead-1')).status).toBe(422);
  });

  it('two parallel keyed POST /api/comment/add add one comment; a repeat replays it', async () => {
    const before = await countRows(db, 'crm_comments');
    const body = { id_lead: leadId, comment: 'Перезвонить в пятницу' };
    const answers = await Promise.all([
      post('/api/comment/add', body, 'e2e-comment-1'),
      post('/api/comment/add', body, 'e2e-comment-1'),
    ]);
    expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 409)).toBe(
      true,
    );
    const repeat = await post('/api/comment/add', body, 'e2e-comment-1');
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotency-replayed')).toBe('true');
    expect(await countRows(db, 'crm_comments')).toBe(before + 1);
  });

  it('a keyed leads upload imports once: the same file again replays the report, another file is 422', async () => {
    const upload = (csv: string, key: string) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'leads.csv');
      return server.request('/api/leads/upload', {
        method: 'POST',
        body: form,
        cookie: manager,
        headers: { 'Idempotency-Key': key },
      });
    };
    const csv =
      'name;phone;city;utm_source;date_due;new_comment\nФайловый Лид;375447770099;Минск;google;2026-03-20 10:00;Звонок\n';
    const before = await countRows(db, 'leads');
    const first = await upload(csv, 'e2e-upload-1');
    expect(first.status).toBe(200);
    const report = (await first.json()) as { status: string; imported: number };
    expect(report).toMatchObject({ status: 'ok', imported: 1 });
    const again = await upload(csv, 'e2e-upload-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await again.json()).toEqual(report);
    expect(await countRows(db, 'leads')).toBe(before + 1);
    expect((await upload(csv.replace('99', '98'), 'e2e-upload-1')).status).toBe(422);
  });
});
