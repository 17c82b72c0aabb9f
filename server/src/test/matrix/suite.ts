// The access matrix (DESIGN.md section 7), generated from the endpoint table: every entry x every demo
// role x anonymous, on one PGlite database with the demo school. A route added to the table is covered
// here without a new test; one that cannot be needs an entry in EXEMPTIONS below.
//
// - anonymous: 401 on every entry that is not public;
// - each demo user: 403 exactly when the role lacks one of the entry's permissions, otherwise an answer
//   that is neither 401 nor 403 (nor a 5xx) to the entry's example request, with the example's ids
//   replaced by rows the user may reach;
// - branch-scoped entries, for users limited to branches: a request naming another branch's row in one of
//   the entry's `ids` fields answers 403 or 404 and changes nothing (a digest of the tables before and
//   after), and no JSON answer - the example's, and the broadest list queries - names a row of another
//   branch (matrix/scan.ts knows the field names);
// - family-scoped entries, for parent and child accounts: the same with another family's rows;
// - every answer a parent or child gets holds no other family's row, account or name, and no staff list.
import {
  ENDPOINTS,
  canCall,
  type AuthUserResponse,
  type Endpoint,
  type EndpointName,
  type ScopedEntity,
} from '@school/shared-api/contracts';
import { createTestDb, DATABASE_SETUP_TIMEOUT, type TestDb } from '../databases';
import { TEST_NOW } from '../fixtures';
import { startTestServer, type TestServer } from '../harness';
import {
  broadQueries,
  exampleInput,
  isValid,
  namedRows,
  queryFields,
  readsDigest,
  send,
  tablesDigest,
  withId,
  withoutField,
  withVersion,
  type Answer,
  type RequestInput,
} from './requests';
import { MATRIX_ROLES, type MatrixRole } from './roles';
import { ID_FIELDS, findTexts, scanAnswer, type Finding } from './scan';
import { foreignTexts, outOfScopeSets, rowVersion, scopeRows, type ScopeRows, type Viewer } from './scope';

type Exemption = {
  /** Why the entry cannot be covered like the others. */
  why: string;
  /** Called with a session signed in for the call alone (the entry ends the session it is called with). */
  ownSession?: true;
  /** `ids` fields not probed with another branch's or family's row, each with its reason. */
  unprobedIds?: Readonly<Record<string, string>>;
};

/**
 * Entries the generic matrix cannot cover as they are. Keep this short: every exemption is a gap in the
 * matrix, and says why.
 */
const EXEMPTIONS: Partial<Record<EndpointName, Exemption>> = {
  logout: {
    why: 'GET /logout deletes the session it is called with: each role calls it with a session of its own, so the others stay signed in.',
    ownSession: true,
  },
  customersUpdate: {
    why: 'No branch-limited demo role holds user.modify.',
    unprobedIds: {
      id_user:
        'only the head administrator (every branch) may edit customers; modules/customers/routes.test.ts probes it with a branch role',
    },
  },
  customersDisable: {
    why: 'No branch-limited demo role holds user.disabled.',
    unprobedIds: {
      id_user:
        'only the head administrator (every branch) may disable customers; modules/customers/routes.test.ts probes it with a branch role',
    },
  },
  accessUpdate: {
    why: 'No branch-limited demo role holds user.modify and access.modify.',
    unprobedIds: {
      id: 'only the head administrator (every branch) may edit users; modules/access/routes.test.ts probes it with a branch role',
    },
  },
  userObligation: {
    why: 'No branch-limited demo role holds user.disabled.',
    unprobedIds: {
      user: 'only the head administrator (every branch) may disable users; modules/access/routes.test.ts probes it with a branch role',
    },
  },
  userDisable: {
    why: 'No branch-limited demo role holds user.disabled.',
    unprobedIds: {
      user: 'only the head administrator (every branch) may disable users; modules/access/routes.test.ts probes it with a branch role',
    },
  },
  userActivate: {
    why: 'No branch-limited demo role holds user.disabled.',
    unprobedIds: {
      user: 'only the head administrator (every branch) may activate users; modules/access/routes.test.ts probes it with a branch role',
    },
  },
};

/**
 * Google sign-in through a provider nobody listens at: the start redirects to the login page's error and a
 * return without its login cookie is a 400, so the sign-in entries answer like the others without a
 * provider in the test (auth/google.test.ts signs in through a real one).
 */
const UNREACHABLE_OIDC = {
  issuer: 'http://127.0.0.1:9/',
  clientId: 'matrix',
  clientSecret: 'matrix-secret',
  redirectUri: 'http://school.test/app/google',
};

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
const entryOf = (name: EndpointName): Endpoint => ENDPOINTS[name];
const label = (name: EndpointName) => `${entryOf(name).method} ${entryOf(name).path}`;
const allows = (role: MatrixRole, name: EndpointName) => canCall(role.permissions, entryOf(name));
const isSuccess = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** A demo user signed in for the whole matrix, as the server describes them. */
type Signed = {
  role: MatrixRole;
  cookie: string;
  userId: number;
  locations: number[];
  permissions: string[];
};

let db: TestDb;
let server: TestServer;
const signed = new Map<string, Signed>();

function user(role: MatrixRole): Signed {
  const found = signed.get(role.name);
  if (!found) throw new Error(`${role.email} is not signed in`);
  return found;
}

/** Whose rows the entry's scope limits the user to; null when the scope limits nothing. */
function viewerOf(entry: Endpoint, who: Signed): Viewer | null {
  if (entry.scope === 'branch')
    return { kind: 'branch', userId: who.userId, locations: who.role.allBranches ? null : who.locations };
  if (entry.scope === 'family') return { kind: 'family', userId: who.userId };
  return null;
}

/** Whether the scope leaves the user rows out of reach (a branch-limited user, a parent or child). */
function isLimited(entry: Endpoint, role: MatrixRole): boolean {
  if (entry.scope === 'branch') return !role.allBranches;
  if (entry.scope === 'family') return role.customer;
  return false;
}

/** The request with its `version` field set to the current version of the first row it names. */
async function withCurrentVersion(entry: Endpoint, input: RequestInput): Promise<RequestInput> {
  const [first] = namedRows(entry, input);
  if (!first) return input;
  const version = await rowVersion(db, first.kind, first.id);
  return version === null ? input : withVersion(entry, input, version);
}

/** The example request, its ids replaced by rows the user reaches (rows with a branch or author first). */
async function reachableInput(entry: Endpoint, who: Signed): Promise<RequestInput> {
  let input = exampleInput(entry);
  const viewer = viewerOf(entry, who);
  if (viewer && entry.ids) {
    const rows = await scopeRows(db, viewer);
    for (const { field, kind } of namedRows(entry, input)) {
      const [id] = rows[kind].inScope;
      if (id !== undefined) input = withId(entry, input, field, id);
    }
  }
  return withCurrentVersion(entry, input);
}

/** The reachable example with `field` naming row `id` instead; the other id fields left out if they must be. */
async function probeInput(
  entry: Endpoint,
  who: Signed,
  field: string,
  id: number,
): Promise<RequestInput | null> {
  const base = await reachableInput(entry, who);
  const alone = Object.keys(entry.ids ?? {})
    .filter((other) => other !== field)
    .reduce((input, other) => withoutField(entry, input, other), base);
  const candidate = [withId(entry, base, field, id), withId(entry, alone, field, id)].find((input) =>
    isValid(entry, input),
  );
  return candidate ? withCurrentVersion(entry, candidate) : null;
}

function describeFindings(findings: Finding[], at: string): string[] {
  return findings.map((finding) => `${at}: ${finding.path} names ${finding.kind} ${finding.id}`);
}

/** Rows out of the user's reach that the answer names (none when the scope limits nothing). */
async function leaks(entry: Endpoint, who: Signed, answer: Answer, at: string): Promise<string[]> {
  const viewer = viewerOf(entry, who);
  if (!viewer || !isLimited(entry, who.role) || !isSuccess(answer) || answer.json === undefined) return [];
  return describeFindings(scanAnswer(answer.json, outOfScopeSets(await scopeRows(db, viewer))), at);
}

function setUp(): void {
  beforeAll(async () => {
    db = await createTestDb('pglite', { school: 'demo' });
    server = await startTestServer(db, { now: TEST_NOW, oidc: UNREACHABLE_OIDC });
    for (const role of MATRIX_ROLES) {
      const cookie = await server.signIn(role.email);
      const response = await server.request('/api/auth/user', { cookie });
      const me = (await response.json()) as AuthUserResponse;
      signed.set(role.name, {
        role,
        cookie,
        userId: me.user.id,
        locations: me.user.location,
        permissions: me.permissions,
      });
    }
  }, DATABASE_SETUP_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });
}

/** Every entry as anonymous and as each demo user: 401, 403 exactly when the role lacks a permission. */
function callsPart(): void {
  // First, while the example rows are still there: a call that says it reads would change them.
  crossSitePart();

  describe('the demo users', () => {
    test.each(MATRIX_ROLES.map((role) => [role.email, role] as const))(
      '%s has the permissions of its role (DESIGN.md section 4)',
      (_email, role) => {
        expect([...user(role).permissions].sort()).toEqual([...role.permissions].sort());
      },
    );

    test('branch-limited users have branches, and some rows lie outside them', async () => {
      for (const role of MATRIX_ROLES.filter((each) => !each.allBranches && !each.customer)) {
        const who = user(role);
        expect({ email: role.email, branches: who.locations.length > 0 }).toEqual({
          email: role.email,
          branches: true,
        });
      }
      const administrator = user(MATRIX_ROLES.find((role) => role.name === 'administrator') as MatrixRole);
      const rows = await scopeRows(db, {
        kind: 'branch',
        userId: administrator.userId,
        locations: administrator.locations,
      });
      for (const kind of ['contact', 'lead', 'contract', 'group', 'location'] as ScopedEntity[]) {
        expect({ kind, outside: rows[kind].outOfScope.length > 0 }).toEqual({ kind, outside: true });
      }
    });

    test("the seed has a second family: a customer account linked to contracts that are not parent@'s", async () => {
      const parent = user(MATRIX_ROLES.find((role) => role.name === 'parent') as MatrixRole);
      const rows = await scopeRows(db, { kind: 'family', userId: parent.userId });
      const [other] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM customer_contracts WHERE user_id = ANY($1::int[]) AND contract_id = ANY($2::int[])`,
        [rows.user.outOfScope, rows.contract.outOfScope],
      );
      expect(other.n).toBeGreaterThan(0);
    });
  });

  test("every field an exemption leaves unprobed is still in its entry's ids", () => {
    const stale = Object.entries(EXEMPTIONS).flatMap(([name, exemption]) =>
      Object.keys(exemption.unprobedIds ?? {})
        .filter((field) => !entryOf(name as EndpointName).ids?.[field])
        .map((field) => `${name}.${field} is no longer in the entry's ids`),
    );
    expect(stale).toEqual([]);
  });

  describe('anonymous', () => {
    test.each(
      NAMES.map((name) => [label(name), entryOf(name).scope === 'public' ? 'allowed' : '401', name] as const),
    )('%s as anonymous: %s', async (_label, expected, name) => {
      const entry = entryOf(name);
      const answer = await send(server, entry, exampleInput(entry), undefined);
      if (expected === '401') {
        expect(answer.status).toBe(401);
      } else {
        expect([401, 403]).not.toContain(answer.status);
        expect(answer.status).toBeLessThan(500);
      }
    });
  });

  describe.each(MATRIX_ROLES.map((role) => [role.name, role] as const))('signed in as %s', (_name, role) => {
    const cases = NAMES.map((name) => {
      const expected = allows(role, name) ? 'allowed' : '403';
      const session = EXEMPTIONS[name]?.ownSession ? ' (a session of its own)' : '';
      return [label(name), `${expected}${session}`, name, expected] as const;
    });
    test.each(cases)(`%s as ${role.name}: %s`, async (_label, _title, name, expected) => {
      const entry = entryOf(name);
      const who = user(role);
      const cookie = EXEMPTIONS[name]?.ownSession ? await server.signIn(role.email) : who.cookie;
      const answer = await send(server, entry, await reachableInput(entry, who), cookie);
      if (expected === '403') {
        expect(answer.status).toBe(403);
        return;
      }
      expect([401, 403]).not.toContain(answer.status);
      expect(answer.status).toBeLessThan(500);
      expect(await leaks(entry, who, answer, 'the example')).toEqual([]);
    });
  });
}

/** What a page of another site makes a signed-in user's browser send: its Origin, or a followed link's mark. */
const CROSS_SITE_HEADERS: readonly (readonly [string, Record<string, string>])[] = [
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Origin of another site', { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' }],
];

/** The head administrator (admin@, every branch and permission); not the branch role 'administrator'. */
const headAdministrator = () => user(MATRIX_ROLES.find((role) => role.name === 'admin') as MatrixRole);

/** Tables whose digests differ between two readings of tablesDigest or readsDigest. */
const changedBetween = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((table) => after[table] !== before[table]);

/**
 * The entry's `effect` is true: every entry that changes data is refused from another site's page (403 with
 * the message, nothing changed), whatever its method, and every entry that says it reads changes nothing
 * when the head administrator calls it with rows they reach.
 */
function crossSitePart(): void {
  const changing = NAMES.filter((name) => entryOf(name).effect === 'changes');
  describe('from another site', () => {
    test.each(
      changing.flatMap((name) =>
        CROSS_SITE_HEADERS.map(([how, headers]) => [label(name), how, name, headers] as const),
      ),
    )('%s with %s: refused, nothing changed', async (_label, _how, name, headers) => {
      const entry = entryOf(name);
      const who = headAdministrator();
      const before = await tablesDigest(db);
      const answer = await send(server, entry, await reachableInput(entry, who), who.cookie, headers);
      const after = await tablesDigest(db);
      expect({ status: answer.status, json: answer.json }).toEqual({
        status: 403,
        json: { statusCode: 403, message: 'Запрос с другого сайта отклонён' },
      });
      expect(changedBetween(before, after)).toEqual([]);
    });

    test.each(
      NAMES.filter((name) => entryOf(name).effect === 'signs-in').map((name) => [label(name), name] as const),
    )('%s (a sign-in link) is followed from another site', async (_label, name) => {
      const entry = entryOf(name);
      const answer = await send(server, entry, exampleInput(entry), undefined, {
        'sec-fetch-site': 'cross-site',
      });
      expect(answer.status).not.toBe(403);
    });
  });

  describe('entries that read', () => {
    test.each(
      NAMES.filter((name) => entryOf(name).effect === 'reads').map((name) => [label(name), name] as const),
    )('%s changes nothing', async (_label, name) => {
      const entry = entryOf(name);
      const who = headAdministrator();
      const before = await readsDigest(db);
      const answer = await send(server, entry, await reachableInput(entry, who), who.cookie);
      const after = await readsDigest(db);
      expect(answer.status).toBeLessThan(500);
      expect(changedBetween(before, after)).toEqual([]);
    });
  });
}

type ProbeCase = readonly [string, string, ScopedEntity, EndpointName];

/** One case per id field of every entry of the scope: `<call>: <field> naming another <scope>'s <kind>`. */
function probeCases(scope: 'branch' | 'family'): ProbeCase[] {
  return NAMES.filter((name) => entryOf(name).scope === scope).flatMap((name) =>
    Object.entries(entryOf(name).ids ?? {})
      .filter(([field]) => !EXEMPTIONS[name]?.unprobedIds?.[field])
      .map(([field, kind]) => [label(name), field, kind, name] as const),
  );
}

/**
 * Every user the scope limits and the entry allows sends the reachable example with `field` naming the
 * first row of `kind` out of their reach: 403 or 404, and every table as it was. At least one user must
 * have had such a row to name.
 */
async function probe(name: EndpointName, field: string, kind: ScopedEntity): Promise<void> {
  const entry = entryOf(name);
  const outcomes: string[] = [];
  let probed = 0;
  for (const role of MATRIX_ROLES.filter((each) => isLimited(entry, each) && allows(each, name))) {
    const who = user(role);
    const viewer = viewerOf(entry, who) as Viewer;
    const [id] = (await scopeRows(db, viewer))[kind].outOfScope;
    if (id === undefined) continue;
    const input = await probeInput(entry, who, field, id);
    if (!input) {
      outcomes.push(
        `${role.name}: no valid request names ${kind} ${id} in ${field} (exempt the field, saying why)`,
      );
      continue;
    }
    probed += 1;
    const before = await tablesDigest(db);
    const answer = await send(server, entry, input, who.cookie);
    const after = await tablesDigest(db);
    const changed = changedBetween(before, after);
    if (![403, 404].includes(answer.status) || changed.length > 0) {
      outcomes.push(
        `${role.name} naming ${kind} ${id}: ${answer.status}${changed.length ? `, changed ${changed.join(', ')}` : ''}`,
      );
    }
  }
  expect(outcomes).toEqual([]);
  expect(probed).toBeGreaterThan(0);
}

const branchProbes = probeCases('branch');
const familyProbes = probeCases('family');

// test.each refuses an empty table: a scope without such entries (family, for now) has no block.
/** Every id field of every scoped entry, naming another branch's or family's row. */
function probesPart(): void {
  if (branchProbes.length > 0) {
    describe("another branch's rows", () => {
      test.each(branchProbes)(
        "%s: %s naming another branch's %s answers 403 or 404 and changes nothing",
        (_label, field, kind, name) => probe(name, field, kind),
      );
    });
  }

  if (familyProbes.length > 0) {
    describe("another family's rows", () => {
      test.each(familyProbes)(
        "%s: %s naming another family's %s answers 403 or 404 and changes nothing",
        (_label, field, kind, name) => probe(name, field, kind),
      );
    });
  }
}

type ListCase = readonly [string, string, EndpointName, MatrixRole];

/** One case per user the scope limits and the entry allows, for every GET entry of the scope. */
function listCases(scope: 'branch' | 'family'): ListCase[] {
  return NAMES.filter((name) => entryOf(name).scope === scope && entryOf(name).method === 'GET').flatMap(
    (name) =>
      MATRIX_ROLES.filter((role) => isLimited(entryOf(name), role) && allows(role, name)).map(
        (role) => [label(name), role.name, name, role] as const,
      ),
  );
}

/**
 * The reachable example and, for a GET, the broadest list queries (every enum value), and each query field
 * named like an id but not in the entry's `ids` (a search filter) naming a row out of the user's reach.
 */
async function listInputs(entry: Endpoint, who: Signed): Promise<RequestInput[]> {
  const example = await reachableInput(entry, who);
  if (entry.method !== 'GET') return [example];
  const broad = broadQueries(entry, example.query);
  const queries = [example.query ?? {}, ...broad];
  const viewer = viewerOf(entry, who);
  if (viewer) {
    const rows = await scopeRows(db, viewer);
    for (const field of queryFields(entry)) {
      const kind = ID_FIELDS[field];
      const [id] = kind && !entry.ids?.[field] ? rows[kind].outOfScope : [];
      if (id !== undefined) queries.push({ ...broad[0], [field]: String(id) });
    }
  }
  const distinct = new Map(queries.map((query) => [new URLSearchParams(query).toString(), query]));
  return [...distinct.values()].map((query) => ({ query }));
}

const asText = (input: RequestInput) =>
  input.query ? `?${new URLSearchParams(input.query)}` : 'the example';

/** No answer to the list inputs names a row out of the user's reach. */
async function scanLists(name: EndpointName, role: MatrixRole): Promise<void> {
  const entry = entryOf(name);
  const who = user(role);
  const found: string[] = [];
  for (const input of await listInputs(entry, who)) {
    const answer = await send(server, entry, input, who.cookie);
    expect(answer.status).toBeLessThan(500);
    found.push(...(await leaks(entry, who, answer, asText(input))));
  }
  expect(found).toEqual([]);
}

const branchLists = listCases('branch');
const familyLists = listCases('family');

type CustomerCase = readonly [string, string, EndpointName, MatrixRole];

/** Every entry a parent or child may call (and that answers JSON in the same session). */
const customerCases: CustomerCase[] = MATRIX_ROLES.filter((role) => role.customer).flatMap((role) =>
  NAMES.filter(
    (name) =>
      allows(role, name) && !EXEMPTIONS[name]?.ownSession && (entryOf(name).answer ?? 'json') === 'json',
  ).map((name) => [label(name), role.name, name, role] as const),
);

/** Lists and the customer accounts' answers hold nothing out of reach; the scans themselves find it. */
function listsPart(): void {
  if (branchLists.length > 0) {
    describe("lists hold no other branch's rows", () => {
      test.each(branchLists)('%s as %s: no row of another branch', (_label, _role, name, role) =>
        scanLists(name, role),
      );
    });
  }

  if (familyLists.length > 0) {
    describe("lists hold no other family's rows", () => {
      test.each(familyLists)('%s as %s: no row of another family', (_label, _role, name, role) =>
        scanLists(name, role),
      );
    });
  }

  describe('parent and child accounts see only their family', () => {
    test.each(customerCases)(
      '%s as %s: no other family, no staff list',
      async (_label, _role, name, role) => {
        const entry = entryOf(name);
        const who = user(role);
        const family = outOfScopeSets(await scopeRows(db, { kind: 'family', userId: who.userId }));
        const texts = await foreignTexts(db, who.userId);
        const found: string[] = [];
        for (const input of await listInputs(entry, who)) {
          const answer = await send(server, entry, input, who.cookie);
          expect(answer.status).toBeLessThan(500);
          if (!isSuccess(answer) || answer.json === undefined) continue;
          found.push(...describeFindings(scanAnswer(answer.json, family), asText(input)));
          // What the request itself carries may come back (the e-mail a sign-in link went to).
          const asked = JSON.stringify(input).toLowerCase();
          const foreign = texts.filter((text) => !asked.includes(text.toLowerCase()));
          found.push(...findTexts(answer.json, foreign).map((text) => `${asText(input)}: names «${text}»`));
        }
        expect(found).toEqual([]);
      },
    );
  });

  describe('the checks themselves', () => {
    test("the branch scan finds another branch's rows in every shape it knows, and passes the user's own", async () => {
      const administrator = user(MATRIX_ROLES.find((role) => role.name === 'administrator') as MatrixRole);
      const rows: ScopeRows = await scopeRows(db, {
        kind: 'branch',
        userId: administrator.userId,
        locations: administrator.locations,
      });
      const out = (kind: ScopedEntity) => rows[kind].outOfScope[0];
      const own = (kind: ScopedEntity) => rows[kind].inScope[0];
      const answer = {
        rows: [
          { contract_id: out('contract'), location_id: own('location') },
          { id_contract: own('contract'), location_id: out('location') },
        ],
        leads: [
          {
            id_lead: out('lead'),
            id_contact: String(out('contact')),
            comment: [{ id_comment: own('comment') }],
          },
        ],
        staff: [
          { id: 1, location: [out('location'), own('location')] },
          { id: 2, location: [out('location')] },
        ],
        group: [
          { value: own('group'), label: 'своя' },
          { value: out('group'), label: 'чужая' },
        ],
        none: { id_contact: '0', location: 'Минск' },
      };
      const findings = scanAnswer(answer, outOfScopeSets(rows));
      expect(findings.map((finding) => finding.path).sort()).toEqual(
        [
          'group[1]',
          'leads[0].id_contact',
          'leads[0].id_lead',
          'rows[0].contract_id',
          'rows[1].location_id',
          'staff[1].location',
        ].sort(),
      );
    });

    test("the family scan and the name check find another family's rows, accounts and names", async () => {
      const parent = user(MATRIX_ROLES.find((role) => role.name === 'parent') as MatrixRole);
      const rows = await scopeRows(db, { kind: 'family', userId: parent.userId });
      const [other] = await db.query<{ contract: number; account: number; name: string; email: string }>(
        `SELECT cc.contract_id AS contract, u.id AS account, u.full_name AS name, u.email
         FROM customer_contracts cc JOIN users u ON u.id = cc.user_id
         WHERE cc.user_id <> ALL($1::int[]) ORDER BY cc.contract_id LIMIT 1`,
        [rows.user.inScope],
      );
      expect(other).toBeDefined();
      const answer = {
        contracts: [{ contract_id: rows.contract.inScope[0] }, { contract_id: other.contract }],
        customers: [{ value: other.account, label: other.name }],
      };
      expect(
        scanAnswer(answer, outOfScopeSets(rows))
          .map((finding) => finding.path)
          .sort(),
      ).toEqual(['contracts[1].contract_id', 'customers[0]']);
      const forbidden = await foreignTexts(db, parent.userId);
      expect(findTexts(answer, forbidden)).toContain(other.name);
      expect(forbidden).toContain(other.email);
      expect(forbidden).toContain('manager@school.test');
    });
  });
}

function stillSignedIn(): void {
  test('every demo user is still signed in after the matrix', async () => {
    const signedOut: string[] = [];
    for (const role of MATRIX_ROLES) {
      const response = await server.request('/api/auth/user', { cookie: user(role).cookie });
      if (response.status !== 200) signedOut.push(`${role.email}: ${response.status}`);
    }
    // An entry that ends the session it is called with needs `ownSession` in EXEMPTIONS.
    expect(signedOut).toEqual([]);
  });
}

export type MatrixPart = 'calls' | 'probes' | 'lists';

/**
 * Registers one part of the matrix in the calling test file, on a demo school of its own: the three parts
 * are three files (accessMatrix.*.test.ts), so that jest's workers run them side by side.
 */
export function describeAccessMatrix(part: MatrixPart): void {
  setUp();
  if (part === 'calls') callsPart();
  if (part === 'probes') probesPart();
  if (part === 'lists') listsPart();
  stillSignedIn();
}
