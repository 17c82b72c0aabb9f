import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { allocateContractNumber } from './numbers';

describe.each(TEST_DATABASES)('contract numbers on %s', (kind) => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await db?.dispose();
  });

  it('continue the branch series after its highest number, each number once', async () => {
    const [{ highest }] = await db.query<{ highest: number }>(
      `SELECT max(substring(number FROM '-(\\d+)$')::int) AS highest FROM contracts WHERE number LIKE 'МН-%'`,
    );
    const numberOf = (n: number) => `МН-${String(n).padStart(5, '0')}`;
    expect(await db.transaction((tx) => allocateContractNumber(tx, 3))).toBe(numberOf(highest + 1));
    // A number taken by a transaction that rolled back was never issued: the next creation gets it.
    await expect(
      db.transaction(async (tx) => {
        await allocateContractNumber(tx, 3);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const numbers = await Promise.all(
      [1, 2, 3].map(() => db.transaction((tx) => allocateContractNumber(tx, 3))),
    );
    expect(numbers.sort()).toEqual([numberOf(highest + 2), numberOf(highest + 3), numberOf(highest + 4)]);
    // Another branch has its own series.
    expect(await db.transaction((tx) => allocateContractNumber(tx, 24))).toMatch(/^БР-\d{5}$/);
  });
});
