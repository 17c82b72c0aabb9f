import fastifyCookie from '@fastify/cookie';
import { withAmbientTransactions } from './db/ambient';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createOidcClient } from './auth/oidc';
import { registerAuthHook } from './auth/plugin';
import { authRoutes } from './auth/routes';
import {
  DEFAULT_SESSION_POLICY,
  DEFAULT_SIGN_IN_LIMITS,
  type OidcSettings,
  type SessionPolicy,
  type SignInLimits,
} from './auth/settings';
import { ENDPOINTS } from '@school/shared-api/contracts';
import type { StaticConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/db';
import { registerApiReference } from './http/apiReference';
import { answerClientError } from './http/clientErrors';
import { registerErrorHandler } from './http/errors';
import { LOG_SERIALIZERS } from './http/logging';
import { registerRawInputChecks } from './http/rawInput';
import { ScopeRegistry } from './http/scope';
import { registerSecurityHeaders } from './http/securityHeaders';
import type { RouteOptions } from './http/route';
import type { Mailer } from './mail/mailer';
import { accessRoutes } from './modules/access/routes';
import { appointmentRoutes } from './modules/appointments/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { auditRoutes } from './modules/audit/routes';
import { boardRoutes } from './modules/board/routes';
import { calculationsRoutes } from './modules/calculations/routes';
import { classScheduleRoutes } from './modules/classSchedule/routes';
import { contactsRoutes } from './modules/contacts/routes';
import { customerRoutes } from './modules/customers/routes';
import { contractActionRoutes } from './modules/contractActions/routes';
import { contractsRoutes } from './modules/contracts/routes';
import { configRoutes } from './modules/configs/routes';
import { costRoutes } from './modules/costs/routes';
import { debtRoutes } from './modules/debt/routes';
import { documentRoutes } from './modules/documents/routes';
import { entitiesRoutes } from './modules/entities/routes';
import { fileRoutes } from './modules/files/routes';
import { groupsRoutes } from './modules/groups/routes';
import { journalRoutes } from './modules/journal/routes';
import { leadsRoutes } from './modules/leads/routes';
import { DEFAULT_IMPORT_MAX_ROWS } from './modules/leads/settings';
import { lessonReportRoutes } from './modules/lessonReports/routes';
import { lessonRoutes } from './modules/lessons/routes';
import { makeupRoutes } from './modules/makeups/routes';
import { paymentRoutes } from './modules/payments/routes';
import { receiptRoutes } from './modules/receipts/routes';
import { receivableRoutes } from './modules/receivables/routes';
import { reportRoutes } from './modules/reports/routes';
import { settingsEntitiesRoutes } from './modules/settingsEntities/routes';
import { tasksRoutes } from './modules/tasks/routes';
import { topicRoutes } from './modules/topics/routes';
import { unmarkedRoutes } from './modules/unmarked/routes';
import { registerStatic } from './static/plugin';
import { currentStageConfig } from './static/stage';

export type BuildAppOptions = {
  /** A migrated database. */
  db: Db;
  mailer: Mailer;
  /** Public base address for links in mail, e.g. https://school.example (no trailing slash). */
  publicUrl: string;
  /** Clock; defaults to the system time. */
  now?: () => Date;
  /** Built front-ends to serve; leave out to serve only the API and /stage.json. */
  static?: StaticConfig;
  stage?: string;
  maintenance?: boolean;
  signInLimits?: SignInLimits;
  /** Session lifetimes: idle and absolute (30 minutes and 12 hours unless given). */
  sessions?: SessionPolicy;
  /** Google sign-in (an OpenID Connect client); leave out for none. */
  oidc?: OidcSettings | null;
  /** The stage file (nginx/stages/<stage>.json) this server serves as /stage.json and whose sign-in methods it allows. */
  stageFile?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Behind a proxy (nginx), trust X-Forwarded-For for the client address. */
  trustProxy?: boolean;
  /** Rows one leads import may have (IMPORT_MAX_ROWS; 50,000 unless given). */
  importMaxRows?: number;
  /** Check every JSON answer against its endpoint's response schema (the server tests turn it on). */
  checkResponses?: boolean;
  /** Close open connections, not only idle ones, on close (the tests: a keep-alive fetch must not hold a teardown). */
  forceCloseConnections?: boolean;
};

const NO_STATIC: StaticConfig = {
  shellDir: null,
  remotes: {
    money: { dir: '', version: '0.0.0' },
    learning: { dir: '', version: '0.0.0' },
    sales: { dir: '', version: '0.0.0' },
  },
};

/** A route as registered, for the test that holds the routes to the endpoint table. */
export type RegisteredRoute = { method: string; url: string; endpoint: string | null; public: boolean };

declare module 'fastify' {
  // Module augmentation only works with interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** The whole server as a Fastify instance (not listening yet). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // The request's URL redacted in every log line (one-time tokens of sign-in links).
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), serializers: LOG_SERIALIZERS }
      : false,
    trustProxy: options.trustProxy ?? false,
    forceCloseConnections: options.forceCloseConnections ?? 'idle',
    clientErrorHandler: answerClientError,
  });
  const ctx: AppContext & RouteOptions = {
    checkResponses: options.checkResponses ?? false,
    db: withAmbientTransactions(options.db),
    mailer: options.mailer,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    now: options.now ?? (() => new Date()),
    log: app.log,
    importMaxRows: options.importMaxRows ?? DEFAULT_IMPORT_MAX_ROWS,
    scopes: new ScopeRegistry(),
  };

  const sessions = options.sessions ?? DEFAULT_SESSION_POLICY;
  const oidc = options.oidc ? createOidcClient(options.oidc) : null;
  const stage = {
    ...(options.static ?? NO_STATIC),
    stage: options.stage ?? 'local',
    maintenance: options.maintenance ?? false,
    google: oidc !== null,
    stageFile: options.stageFile ?? null,
  };

  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      const { endpoint, auth } = options.config ?? {};
      registered.push({
        method,
        url: options.url,
        endpoint: endpoint ? `${endpoint.method} ${endpoint.path}` : null,
        public: auth === 'public',
      });
    }
  });

  registerErrorHandler(app);
  registerRawInputChecks(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);

  await app.register(
    async (api) => {
      registerAuthHook(api, ctx, sessions);
      authRoutes(api, ctx, {
        limits: options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
        sessions,
        oidc,
        signInMethods: () => currentStageConfig(stage).signIn,
      });
      entitiesRoutes(api, ctx);
      debtRoutes(api, ctx);
      calculationsRoutes(api, ctx);
      groupsRoutes(api, ctx);
      accessRoutes(api, ctx);
      customerRoutes(api, ctx);
      leadsRoutes(api, ctx);
      contactsRoutes(api, ctx);
      contractsRoutes(api, ctx);
      contractActionRoutes(api, ctx);
      documentRoutes(api, ctx);
      paymentRoutes(api, ctx);
      costRoutes(api, ctx);
      configRoutes(api, ctx);
      receivableRoutes(api, ctx);
      reportRoutes(api, ctx);
      lessonReportRoutes(api, ctx);
      receiptRoutes(api, ctx);
      lessonRoutes(api, ctx);
      fileRoutes(api, ctx);
      boardRoutes(api, ctx);
      topicRoutes(api, ctx);
      appointmentRoutes(api, ctx);
      classScheduleRoutes(api, ctx);
      journalRoutes(api, ctx);
      makeupRoutes(api, ctx);
      unmarkedRoutes(api, ctx);
      attendanceRoutes(api, ctx);
      tasksRoutes(api, ctx);
      settingsEntitiesRoutes(api, ctx);
      auditRoutes(api, ctx);
      // Every kind of row an entry names in `ids` has a module that answers its scope check.
      ctx.scopes.assertCovers(Object.values(ENDPOINTS));
    },
    { prefix: '/api' },
  );

  await registerApiReference(app);
  await registerStatic(app, stage);

  return app;
}
