import { createTestDb } from './test/databases';
import { DIGEST_SQL } from './test/fuzz/digest';
test('probe', async () => {
  const db = await createTestDb('pglite', { school: 'demo' });
  const fast = DIGEST_SQL.replace(`'SELECT md5(coalesce(string_agg(r::text, E''\\n'' ORDER BY r::text COLLATE "C"), '''')) AS d FROM (SELECT %s FROM public.%I) r'`, `'SELECT count(*) || '':'' || coalesce(sum(hashtextextended(r::text, 0)), 0) AS d FROM (SELECT %s FROM public.%I) r'`).replace(`'<d>([0-9a-f]{32})</d>'`, `'<d>([^<]*)</d>'`);
  if (fast === DIGEST_SQL) throw new Error('no replace');
  for (const [n, sql] of [['md5', DIGEST_SQL], ['sum', fast], ['md5', DIGEST_SQL], ['sum', fast]]) {
    const t = Date.now();
    const rows = await db.query<{ digest: string }>(sql);
    console.log(n, Date.now() - t, rows.length, rows.filter((r) => !r.digest).length, rows[3].digest);
  }
  await db.dispose();
}, 200000);
