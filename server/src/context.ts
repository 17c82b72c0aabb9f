import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/db';
import type { ScopeRegistry } from './http/scope';
import type { Mailer } from './mail/mailer';

/** What route modules get from buildApp: the database, the clock, mail and the public address. */
export type AppContext = {
  db: Db;
  /** Injectable clock: tests move time to expire links. */
  now: () => Date;
  mailer: Mailer;
  /** Base address for links in mail, without trailing slash (PUBLIC_URL). */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Rows one leads import may have (IMPORT_MAX_ROWS). */
  importMaxRows: number;
  /** Who answers the scope check of each kind of row: filled by the modules' registrations. */
  scopes: ScopeRegistry;
};
