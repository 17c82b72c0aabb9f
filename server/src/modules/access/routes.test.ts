import type { AccessUser } from 'shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser, seedSmallSchool } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

describe.each(TEST_DATABASES)('GET /api/get/access on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedSmallSchool(db);
    // The branch administrator of Барановичи (24) shares it with these two, and not with the third.
    await addStaffUser(db, {
      email: 'both@school.test',
      shortName: 'Оба филиала',
      roles: ['manager'],
      locations: [3, 24],
    });
    await addStaffUser(db, {
      email: 'minsk@school.test',
      shortName: 'Только Минск',
      roles: ['teacher'],
      locations: [3],
    });
    server = await startTestServer(db, { now: TEST_NOW });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const access = async (cookie: string) => {
    const response = await server.request('/api/get/access', { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as AccessUser[];
  };

  it('lists staff sharing a branch with the caller, with branches, roles, activity and status', async () => {
    const cookie = await server.signIn('administrator@school.test');
    const users = await access(cookie);
    const emails = users.map((user) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining(['administrator@school.test', 'both@school.test', 'admin@school.test']),
    );
    expect(emails).not.toContain('minsk@school.test');
    expect(emails).not.toContain('parent@school.test');
    expect(users.every((user) => user.location.includes(24))).toBe(true);

    const self = users.find((user) => user.email === 'administrator@school.test')!;
    expect(self).toEqual({
      id: expect.any(Number),
      email: 'administrator@school.test',
      short_name: expect.any(String),
      location: [24],
      access_id: [5],
      last_activity: new Date(TEST_NOW).toISOString(),
      status: 'active',
    });
    const former = users.find((user) => user.email === 'former.teacher@school.test')!;
    expect(former).toMatchObject({ status: 'disabled', last_activity: null, access_id: [6] });
  });

  it('lists every staff member for the admin, and no parents or children', async () => {
    const users = await access(await server.signIn('admin@school.test'));
    const emails = users.map((user) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining(['minsk@school.test', 'both@school.test', 'support@school.test']),
    );
    expect(emails).not.toContain('parent@school.test');
    expect(emails).not.toContain('child@school.test');
  });

  it('needs user.view', async () => {
    const response = await server.request('/api/get/access', {
      cookie: await server.signIn('manager@school.test'),
    });
    expect(response.status).toBe(403);
  });
});
