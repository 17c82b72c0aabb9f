import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../test/databases';
import { TEST_NOW, countRows } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { MAX_JSON_DEPTH, MAX_JSON_MEMBERS, overLimits } from './rawInput';

// What a request carries is checked before a route looks at it (issue 22 items 3 and 4): not UTF-8, too
// many members or too deep is a Russian 400 with nothing changed; text is stored in NFC without
// bidirectional controls or invisible characters; dates are within 2000 and five years on.

const bytes = (text: string) => new TextEncoder().encode(text);

describe('overLimits (the shape of a JSON text, counted over its bytes)', () => {
  it('counts keys and items outside strings, and nesting', () => {
    expect(overLimits(bytes('{"a":1,"b":[1,2,3]}'), { members: 5, depth: 2 })).toBeNull();
    expect(overLimits(bytes('{"a":1,"b":[1,2,3,4]}'), { members: 5, depth: 2 })).toBe('members');
    expect(overLimits(bytes('{"a":{"b":[1]}}'), { members: 5, depth: 2 })).toBe('depth');
    // Colons, commas, brackets and escaped quotes inside strings are text.
    expect(overLimits(bytes('{"a":"x:y,z[{\\"]}:,"}'), { members: 1, depth: 1 })).toBeNull();
  });

  it('finds a body of 100,000 keys over the limit at its 20,001st', () => {
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])));
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(overLimits(bytes(body))).toBe('members');
    expect(MAX_JSON_MEMBERS).toBe(20_000);
  });
});

describe.each(TEST_DATABASES)('request text and dates on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let accountant: string;
  let manager: string;
  let contract: { id: number; number: string };
  let contactId: number;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 'demo' });
    server = await startTestServer(db, { now: TEST_NOW });
    [accountant, manager] = await Promise.all([
      server.signIn('accountant@school.test'),
      server.signIn('manager@school.test'),
    ]);
    [contract] = await db.query<{ id: number; number: string }>(
      `SELECT id, number FROM contracts WHERE location_id = 3 ORDER BY id LIMIT 1`,
    );
    const contacts = (await (
      await server.request('/api/contacts/get?limit=1', { cookie: manager })
    ).json()) as { id_contact: number }[];
    contactId = contacts[0]?.id_contact;
    expect(contactId).toBeGreaterThan(0);
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const raw = (path: string, body: string | Uint8Array, cookie: string) =>
    server.request(path, {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body,
    });
  const refusedWith = async (answer: Response, message: string, field = 'body') => {
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ statusCode: 400, message, errors: { [field]: message } });
  };

  it('refuses a body that is not UTF-8, or too wide, or too deep, before its route, changing nothing', async () => {
    const comments = await countRows(db, 'crm_comments');
    const head = bytes(`{"id_contact":${contactId},"comment":"Иван`);
    const notUtf8 = new Uint8Array([...head, 0xff, 0xfe, ...bytes('"}')]);
    await refusedWith(await raw('/api/comment/add', notUtf8, manager), 'Текст запроса не в кодировке UTF-8');
    // A lone continuation byte and an overlong encoding of '/' are not UTF-8 either.
    for (const bad of [[0x80], [0xc0, 0xaf]]) {
      const body = new Uint8Array([...head, ...bad, ...bytes('"}')]);
      await refusedWith(await raw('/api/comment/add', body, manager), 'Текст запроса не в кодировке UTF-8');
    }

    const wide = JSON.stringify({
      id_contact: contactId,
      comment: 'x',
      ...Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])),
    });
    await refusedWith(await raw('/api/comment/add', wide, manager), 'Слишком много полей в запросе');
    const deep = (levels: number) =>
      `{"id_contact":${contactId},"comment":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    await refusedWith(
      await raw('/api/comment/add', deep(MAX_JSON_DEPTH + 1), manager),
      'Слишком глубокая вложенность в поле «body»',
    );
    // Less deep, it is parsed, and the field deeper than 32 levels is named.
    await refusedWith(
      await raw('/api/comment/add', deep(33), manager),
      'Слишком глубокая вложенность в поле «comment»',
      'comment',
    );
    // Fastify's own refusal of prototype keys still holds behind the checks.
    const proto = await raw('/api/comment/add', `{"id_contact":${contactId},"__proto__":{"x":1}}`, manager);
    expect(proto.status).toBe(400);
    expect(await countRows(db, 'crm_comments')).toBe(comments);
  });

  it('refuses a query string whose escapes are not UTF-8', async () => {
    for (const query of ['q=%FF', 'q=%D0', 'q=%zz']) {
      await refusedWith(
        await server.request(`/api/contacts/get?${query}`, { cookie: manager }),
        'Текст запроса не в кодировке UTF-8',
        'query',
      );
    }
    expect((await server.request('/api/contacts/get?q=%D0%9C', { cookie: manager })).status).toBe(200);
  });

  it('answers a request line over 16 KB, which Node refuses before any route, in the one error shape', async () => {
    const answer = await server.request(`/api/contacts/get?q=${'%5B'.repeat(6000)}`, { cookie: manager });
    expect(answer.status).toBe(431);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({
      statusCode: 431,
      message: 'Слишком длинный адрес или заголовки запроса',
    });
  });

  it('stores text in NFC, without bidirectional controls and invisible characters', async () => {
    // 'Пономарёв' typed with a combining diaeresis, a right-to-left override, a zero-width space and a
    // byte-order mark; an emoji sequence keeps its joiner.
    const sent = 'Перезвонить: Пономаре\u0308в\u202e\u200b\ufeff, 👩\u200d💻';
    const answer = await server.request('/api/comment/add', {
      method: 'POST',
      cookie: manager,
      json: { id_contact: contactId, comment: sent },
    });
    expect([answer.status, answer.status === 200 ? '' : await answer.clone().text()]).toEqual([200, '']);
    const { id_comment } = (await answer.json()) as { id_comment: number };
    const [stored] = await db.query<{ comment: string }>('SELECT comment FROM crm_comments WHERE id = $1', [
      id_comment,
    ]);
    expect(stored.comment).toBe('Перезвонить: Пономарёв, 👩\u200d💻');
    expect(stored.comment).toBe(stored.comment.normalize('NFC'));
    // An id with an invisible character is no plain id (ids are not cleaned into shape).
    const withMark = await server.request('/api/comment/add', {
      method: 'POST',
      cookie: manager,
      json: { id_contact: `\ufeff${contactId}`, comment: 'Перезвонить' },
    });
    expect(withMark.status).toBe(400);
    // Only invisible characters is no text at all: the field is required.
    const empty = await server.request('/api/comment/add', {
      method: 'POST',
      cookie: manager,
      json: { id_contact: contactId, comment: '\u200b\u202e\u2066' },
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: Record<string, string> }).errors).toEqual({
      comment: 'Не заполнено поле «comment»',
    });
  });

  it('refuses a payment dated before 2000 or more than five years on', async () => {
    const payments = await countRows(db, 'payments');
    const pay = (date: string) =>
      server.request('/api/payment/add', {
        method: 'POST',
        cookie: accountant,
        json: { date, amount: '10', contract_id: contract.id, number: contract.number },
      });
    const last = new Date().getFullYear() + 5;
    for (const date of ['1900-01-01', '1999-12-31', '2100-01-01', `${last + 1}-01-01`]) {
      const answer = await pay(date);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { errors: Record<string, string> }).errors).toEqual({
        date: 'Некорректное значение поля «date»',
      });
    }
    expect(await countRows(db, 'payments')).toBe(payments);
    expect((await pay('2000-01-01')).status).toBe(200);
    expect((await pay(`${last}-12-31`)).status).toBe(200);
    expect(await countRows(db, 'payments')).toBe(payments + 2);
  });
});
