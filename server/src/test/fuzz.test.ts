import { type FuzzCase } from './fuzz/cases';
import { changedTables, digestTables } from './fuzz/digest';
import { runCase } from './fuzz/run';
import { describeRouteFuzzing, target, useFuzzServer } from './fuzz/suite';
import { LongText, RawJson, nested, type FuzzValue } from './fuzz/values';

// Schema fuzzing (fuzz/suite.ts): the first share of the routes, and fixed inputs that once failed.

const server = useFuzzServer();
describeRouteFuzzing(server, 0, 2);

type Regression = [
  title: string,
  route: string,
  changes: Record<string, FuzzValue | undefined>,
  field: string,
];

const fields = (changes: Record<string, FuzzValue | undefined>): FuzzCase => ({
  kind: 'fields',
  changes: Object.entries(changes).map(([field, value]) => ({ field, value })),
  extras: [],
  keyed: false,
});

// Fixed inputs behind the 500s and wrong answers that review and the fuzzer found: each must be a 400
// naming its field, and change nothing.
const REGRESSIONS: Regression[] = [
  // Review: ids that were accepted in other forms ("id_contact": true overwrote contact 1).
  ['contact update with id_contact true', 'contactUpdate', { id_contact: true }, 'id_contact'],
  ['contact update with id_contact [5]', 'contactUpdate', { id_contact: [5] }, 'id_contact'],
  ['contact update with id_contact "0x6"', 'contactUpdate', { id_contact: '0x6' }, 'id_contact'],
  ['contact update with id_contact " 7"', 'contactUpdate', { id_contact: ' 7' }, 'id_contact'],
  // Review: ids above 2^31 and 2^53.
  ['lead update with id_lead 2^31', 'leadUpdate', { id_lead: 2_147_483_648 }, 'id_lead'],
  [
    'lead update with id_lead above 2^53',
    'leadUpdate',
    { id_lead: new RawJson('9007199254740993') },
    'id_lead',
  ],
  ['duplicate check of id 2^31', 'checkDuplicate', { id: '2147483648' }, 'id'],
  ['contact history of a fractional id', 'contactHistory', { id: '7.5' }, 'id'],
  // Review: NUL characters in text, lone surrogates reaching jsonb.
  ['lead add with a NUL in the name', 'leadAdd', { name: 'Анна\u0000' }, 'name'],
  ['comment with a lone surrogate', 'commentAdd', { comment: 'x\ud800' }, 'comment'],
  ['contact search with an encoded NUL', 'contactSearch', { q: 'a\u0000b' }, 'q'],
  // Review: dates in year 0000 (and 9999, beyond the dates the school keeps).
  ['lead add born in year 0000', 'leadAdd', { year_of_birth: '0000' }, 'year_of_birth'],
  ['lead add due in year 9999', 'leadAdd', { date_due: '9999-12-31 23:59:59' }, 'date_due'],
  ['lead search from year 0000', 'leadsSearch', { date_from: '0000-01-01' }, 'date_from'],
  // Fuzzer: ids sent as ten-digit text passed \d{1,10} and overflowed the integer columns (500).
  ['board column of manager 2^31', 'leadsGet', { manager: '2147483648' }, 'manager'],
  ['lead search by manager 9999999999', 'leadsSearch', { manager: '9999999999' }, 'manager'],
  ['lead add with id_contact 9999999999', 'leadAdd', { id_contact: '9999999999' }, 'id_contact'],
  ['lead add with manager 2^31', 'leadAdd', { manager: '2147483648' }, 'manager'],
  ['lead update with id_contact 2^31', 'leadUpdate', { id_contact: '2147483648' }, 'id_contact'],
  ['lead manager update to 2^31', 'leadManagerUpdate', { manager: '2147483648' }, 'manager'],
  // Fuzzer: a refusal of deep nesting in a key with a dot named the part before the dot.
  ['deep nesting under the key "a.b"', 'commentAdd', { 'a.b': nested(40, 'array') }, 'a.b'],
  ['a 1 MB comment', 'commentEdit', { comment: new LongText('я', 1024 * 1024) }, 'comment'],
];

describe('regressions: fixed inputs answer 400 naming the field, and change nothing', () => {
  test.each(REGRESSIONS)('%s', async (_title, route, changes, field) => {
    const one = target(route);
    const result = await runCase(server(), one, fields(changes), await digestTables(server().db));
    expect(result.problems).toEqual([]);
    expect(result.status).toBe(400);
    expect(Object.keys((result.json as { errors?: Record<string, string> }).errors ?? {})).toContain(field);
  });

  test.each([
    ['malformed JSON', '{"a":', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a prototype key', '{"__proto__":{"admin":true}}', 'application/json'],
  ])('%s is a 400 naming the body (it named no field)', async (_title, text, contentType) => {
    const result = await runCase(
      server(),
      target('leadAdd'),
      { kind: 'raw', text, contentType, keyed: false },
      await digestTables(server().db),
    );
    expect(result.problems).toEqual([]);
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ errors: { body: expect.stringMatching(/[а-я]/) } });
  });

  test('a leads file naming manager 99999999999 refuses the row (the id overflowed the lookup: 500)', async () => {
    const before = await digestTables(server().db);
    const csv =
      'name,phone,date_due,new_comment,manager\nАнна,375291234567,2026-12-01 10:00,Перезвонить,99999999999\n';
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'leads.csv');
    const response = await fetch(`${server().url}/api/leads/upload`, {
      method: 'POST',
      headers: { cookie: server().cookie },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ imported: 0, refused: [{ row: 2 }] });
    expect(changedTables(before, await digestTables(server().db))).toEqual([]);
  });

  test('a body that is an array nested too deep is refused as the body, not as its field «0»', async () => {
    const result = await runCase(
      server(),
      target('contactUpdate'),
      { kind: 'whole', value: nested(100_000, 'array'), keyed: false },
      await digestTables(server().db),
    );
    expect(result.problems).toEqual([]);
    expect(result.status).toBe(400);
    expect(Object.keys((result.json as { errors: Record<string, string> }).errors)).toEqual(['body']);
  });
});
