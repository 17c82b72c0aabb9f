/**
 * Benchmark of the attendance report of a group with a year of lessons (issue 11 item 6: such a group opens in
 * under a second): GET /get/attendance over HTTP against the real server on the demo school with a group of
 * 100 lessons x 30 pupils added. Budget: the answer's p95 under 300 ms on PostgreSQL, leaving the rest of the
 * second to the page (its table is plain HTML; see docs/decisions.md). Prints median and p95 of `runs`
 * requests, one at a time, and the answer's size; exits with 1 over the budget (PostgreSQL only).
 *   npm run bench:attendance -w server -- [runs=30]
 */
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { migrate } from '../db/migrate';
import { createOutboxMailer } from '../mail/mailer';
import { addYearGroup } from '../modules/attendance/testJournal';
import { seedSchool } from '../seed/demo';
import { openDatabase, sessionOf } from './setup';

const BUDGET_MS = 300;

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 30);
  const { db, cluster } = await openDatabase(5);
  const clock = new Date();
  const app = await buildApp({
    db,
    mailer: createOutboxMailer(path.join(os.tmpdir(), 'school-bench-outbox'), 'bench@school.test'),
    publicUrl: 'http://127.0.0.1',
    now: () => clock,
    logger: { level: 'info', stream: new Writable({ write: (_chunk, _encoding, done) => done() }) },
  });
  try {
    await migrate(db);
    await seedSchool(db, { contracts: 240, today: clock.toISOString().slice(0, 10) });
    const group = await addYearGroup(db);
    await db.exec('ANALYZE');
    const cookie = await sessionOf(db, 'methodist@school.test', clock);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run <= runs; run += 1) {
      const started = performance.now();
      const answer = await fetch(`${address}/api/get/attendance?group=${group}`, { headers: { cookie } });
      const body = await answer.text();
      if (answer.status !== 200) throw new Error(`GET /get/attendance answered ${answer.status}: ${body}`);
      // The first request warms the server up and is not counted.
      if (run > 0) times.push(performance.now() - started);
      bytes = body.length;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const p95 = times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)];
    console.log(
      `${db.kind}: GET /get/attendance, 100 lessons x 30 pupils, ${runs} requests: median ${median.toFixed(0)} ms, ` +
        `p95 ${p95.toFixed(0)} ms (budget ${BUDGET_MS} ms), answer ${(bytes / 1024).toFixed(0)} KB`,
    );
    if (db.kind === 'postgres' && p95 > BUDGET_MS) process.exitCode = 1;
  } finally {
    await app.close();
    await db.close();
    await cluster?.stop();
  }
}

void main();
