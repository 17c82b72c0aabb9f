import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { DEMO_SCHEDULE_SLOTS } from '../../seed/schedule';
import { DEFAULT_SCHEDULE_SLOTS, normaliseSlots, slotMinutes } from './slots';

describe('normaliseSlots', () => {
  it('reads a list or { slots }, as H:mm, sorted, without repeats, 0:00 first', () => {
    expect(normaliseSlots(['10:30', '09:00', '9:00', '18:00:00', 'завтра', 25, '24:00'])).toEqual([
      '0:00',
      '9:00',
      '10:30',
      '18:00',
    ]);
    expect(normaliseSlots({ slots: ['00:00', '8:45'] })).toEqual(['0:00', '8:45']);
  });

  it('falls back to the default list when nothing reads as a time', () => {
    expect(normaliseSlots(undefined)).toEqual(DEFAULT_SCHEDULE_SLOTS);
    expect(normaliseSlots({})).toEqual(DEFAULT_SCHEDULE_SLOTS);
    expect(normaliseSlots(['полдень'])).toEqual(DEFAULT_SCHEDULE_SLOTS);
    expect(DEFAULT_SCHEDULE_SLOTS[0]).toBe('0:00');
  });
});

describe.each(TEST_DATABASES)('class schedule: the time slots of the grid on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let methodist: string;
  let teacher: string;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    const [first] = await db.query<{ id: number }>('SELECT min(id) AS id FROM locations');
    const location = first.id;
    await addStaffUser(db, {
      email: 'met.slots@school.test',
      shortName: 'Методист',
      roles: ['methodist'],
      locations: [location],
    });
    await addStaffUser(db, {
      email: 'teach.slots@school.test',
      shortName: 'Учитель',
      roles: ['teacher'],
      locations: [location],
    });
    server = await startTestServer(db, { now: TEST_NOW });
    methodist = await server.signIn('met.slots@school.test');
    teacher = await server.signIn('teach.slots@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const slots = async (cookie = methodist) => {
    const response = await server.request('/api/schedule/slots', { cookie });
    return { status: response.status, body: (await response.json()) as { slots?: string[] } };
  };

  it('answers the seeded configuration, and every seeded appointment starts on one of its slots', async () => {
    const answer = await slots();
    expect(answer.status).toBe(200);
    expect(answer.body.slots).toEqual(DEMO_SCHEDULE_SLOTS);
    const starts = await db.query<{ start: string }>(
      `SELECT DISTINCT to_char(a.starts_at AT TIME ZONE l.time_zone, 'HH24:MI') AS start
         FROM appointments a JOIN locations l ON l.id = a.location_id`,
    );
    expect(starts.length).toBeGreaterThan(0);
    const slotSet = new Set(DEMO_SCHEDULE_SLOTS.map(slotMinutes));
    expect(starts.filter(({ start }) => !slotSet.has(slotMinutes(start)))).toEqual([]);
  });

  it('normalises a stored configuration and falls back to the default without one', async () => {
    await db.query(`UPDATE configs SET data = $1::jsonb WHERE name = 'schedule'`, [
      JSON.stringify(['12:15', '08:30', 'x', '8:30']),
    ]);
    expect((await slots()).body.slots).toEqual(['0:00', '8:30', '12:15']);
    await db.query(`DELETE FROM configs WHERE name = 'schedule'`);
    expect((await slots()).body.slots).toEqual(DEFAULT_SCHEDULE_SLOTS);
  });

  it('refuses a user without appointment.view', async () => {
    expect((await slots(teacher)).status).toBe(403);
    expect((await server.request('/api/schedule/slots')).status).toBe(401);
  });
});
