// The table digests the fuzzer and the access matrix compare before and after a request ("changes nothing"):
// every kind of committed change shows, what every request moves does not, a rolled-back change does not.
import type { Queryable } from '../db/db';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from './databases';
import { addStaffUser } from './fixtures';
import { changedTables, digestTables, writeMark } from './fuzz/digest';
import { tablesDigest } from './matrix/requests';

describe.each(TEST_DATABASES)('table digests on %s', (kind) => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await db?.dispose();
  });

  /** The tables each digest says changed while `change` ran. */
  async function changed(change: () => Promise<unknown>): Promise<{ fuzz: string[]; matrix: string[] }> {
    const [fuzzBefore, matrixBefore] = [await digestTables(db), await tablesDigest(db)];
    await change();
    const [fuzzAfter, matrixAfter] = [await digestTables(db), await tablesDigest(db)];
    const matrix = Object.keys(matrixAfter).filter((table) => matrixAfter[table] !== matrixBefore[table]);
    return { fuzz: changedTables(fuzzBefore, fuzzAfter), matrix: matrix.sort() };
  }

  it('keeps its write mark through reads and moves it with every write, which the remembered digests rely on', async () => {
    const start = await writeMark(db);
    await db.query('SELECT count(*) FROM courses');
    await digestTables(db);
    await tablesDigest(db);
    expect(await writeMark(db)).toBe(start);
    await db.query(`UPDATE users SET last_activity = now() WHERE id = (SELECT min(id) FROM users)`);
    const afterWrite = await writeMark(db);
    expect(afterWrite).not.toBe(start);
    await db
      .transaction(async (tx) => {
        await tx.query(`UPDATE courses SET name = name || '!'`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await writeMark(db)).not.toBe(afterWrite);
  });

  it('sees an insert, an update and a delete', async () => {
    expect(
      await changed(() =>
        db.query(`INSERT INTO courses (name, short_name, type) VALUES ('Курс дайджеста', 'КД', 'course')`),
      ),
    ).toEqual({
      fuzz: ['courses'],
      matrix: ['courses'],
    });
    expect(
      await changed(() =>
        db.query(`UPDATE courses SET name = 'Курс дайджеста 2' WHERE name = 'Курс дайджеста'`),
      ),
    ).toEqual({ fuzz: ['courses'], matrix: ['courses'] });
    expect(await changed(() => db.query(`DELETE FROM courses WHERE name = 'Курс дайджеста 2'`))).toEqual({
      fuzz: ['courses'],
      matrix: ['courses'],
    });
  });

  it('sees a delete and an insert in one transaction, which leave the count as it was', async () => {
    await db.query(`INSERT INTO courses (name, short_name, type) VALUES ('Курс А', 'А', 'course')`);
    const swap = async (tx: Queryable) => {
      await tx.query(`DELETE FROM courses WHERE name = 'Курс А'`);
      await tx.query(`INSERT INTO courses (name, short_name, type) VALUES ('Курс Б', 'Б', 'course')`);
    };
    expect(await changed(() => db.transaction(swap))).toEqual({ fuzz: ['courses'], matrix: ['courses'] });
    const id = await addStaffUser(db, {
      email: 'digest@school.test',
      shortName: 'Д',
      roles: [],
      locations: [],
    });
    expect(
      await changed(() =>
        db.transaction(async (tx) => {
          await tx.query('DELETE FROM users WHERE id = $1', [id]);
          await tx.query(
            `INSERT INTO users (email, short_name, full_name) VALUES ('digest2@school.test', 'Д', 'Д')`,
          );
        }),
      ),
    ).toEqual({ fuzz: ['users'], matrix: ['users'] });
  });

  it("leaves out a user's last activity, and what a rolled-back transaction wrote", async () => {
    expect(await changed(() => db.query('UPDATE users SET last_activity = now()'))).toEqual({
      fuzz: [],
      matrix: [],
    });
    const rollback = new Error('rolled back');
    expect(
      await changed(() =>
        db
          .transaction(async (tx) => {
            await tx.query(`UPDATE courses SET name = name || '!'`);
            throw rollback;
          })
          .catch((error: unknown) => {
            if (error !== rollback) throw error;
          }),
      ),
    ).toEqual({ fuzz: [], matrix: [] });
  });
});
