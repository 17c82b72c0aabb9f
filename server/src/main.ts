import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openPgliteFile } from './db/pglite';
import { openPostgres } from './db/postgres';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { DEMO_EMAILS, seedDemoSchool } from './seed/demo';
import { ensureRoles } from './seed/roles';

async function openDatabase(config: Config): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPgliteFile(path.join(config.dataDir, 'pglite'));
}

function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const outboxDir = path.join(config.dataDir, 'outbox');

  const db = await openDatabase(config);
  const applied = await migrate(db);
  const seeded = config.seedDemo ? await seedDemoSchool(db) : await db.transaction((tx) => ensureRoles(tx));

  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(outboxDir, config.mailFrom);
  const app = await buildApp({
    db,
    mailer,
    publicUrl: config.publicUrl,
    static: config.static,
    stage: config.stage,
    maintenance: config.maintenance,
    stageFile: config.stageFile,
    sessions: config.sessions,
    signInLimits: config.signInLimits,
    oidc: config.oidc,
    logger: { level: process.env.LOG_LEVEL || 'info' },
    trustProxy: process.env.TRUST_PROXY === 'on',
    importMaxRows: config.importMaxRows,
    checkResponses: process.env.CHECK_RESPONSES === 'on',
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      // Mail queued by the last requests (sign-in links) leaves before the database closes.
      await mailer.idle();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `School back-office is running at ${config.publicUrl} (listening on ${address})`,
    `Database: ${describeDatabase(config)}${applied.length ? `, migrations applied: ${applied.join(', ')}` : ''}${seeded ? ', demo school loaded' : ''}`,
    `Stage: ${config.stage}${config.maintenance ? ' (maintenance)' : ''}${config.stageFile ? `, configuration ${config.stageFile}` : ''}`,
    `Sessions end after ${config.sessions.idleMs / 60_000} idle minutes or ${config.sessions.maxMs / 3_600_000} hours; Google sign-in ${config.oidc ? `through ${config.oidc.issuer}` : 'not configured'}`,
    '',
    'Sign in at /login with one of the demo e-mails:',
    ...DEMO_EMAILS.map((email) => `  ${email}`),
    config.smtpUrl
      ? `The sign-in link is mailed through ${mailer.description}.`
      : `The sign-in link is written as a text file (newest last) to ${outboxDir}`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
