import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  authEmailRequestSchema,
  googleCallbackRequestSchema,
  type AuthEmailResponse,
  type AuthUserResponse,
  type GoogleCallbackResponse,
  type LogoutResponse,
  type SignInMethod,
} from 'shared-api/contracts';
import type { AppContext } from '../context';
import { ApiError, unauthorized } from '../http/errors';
import { parseInput } from '../http/validate';
import {
  OIDC_COOKIE,
  OIDC_LOGIN_LIFETIME_MS,
  SESSION_COOKIE,
  clearing,
  oidcCookieOptions,
  sessionCookieOptions,
} from './cookie';
import { AUTH_MESSAGES } from './messages';
import { OidcRefusal, type OidcClient } from './oidc';
import { requireAuth } from './plugin';
import { createRateLimiter } from './rateLimit';
import * as repo from './repository';
import { newSecret, sha256 } from './secrets';
import {
  purgeExpired,
  requestSignInLink,
  resolveSession,
  safeNext,
  signOut,
  startSession,
  toAuthUserResponse,
  verifySignInLink,
  type AuthDeps,
} from './service';
import type { SessionPolicy, SignInLimits } from './settings';

export type AuthRoutesOptions = {
  limits: SignInLimits;
  sessions: SessionPolicy;
  /** Google sign-in; null when the server has no OpenID Connect client configured. */
  oidc: OidcClient | null;
  /** The sign-in methods the stage offers now (its stage file may change while the server runs). */
  signInMethods: () => SignInMethod[];
};

const verifyQuerySchema = z.object({ token: z.string().optional() });
const googleStartQuerySchema = z.object({ next: z.string().max(2000).optional() });

/** Where a failed browser sign-in lands: the login page shows `error` under the e-mail field. */
function loginErrorLocation(message: string): string {
  return `/login?error=${encodeURIComponent(message)}`;
}

export function authRoutes(api: FastifyInstance, ctx: AppContext, options: AuthRoutesOptions): void {
  const { limits } = options;
  // Per client address, e-mail links and Google returns count together; Google starts count apart.
  const byClient = createRateLimiter('client', limits.perClient, limits.windowMs);
  const byEmail = createRateLimiter('email', limits.perEmail, limits.windowMs);
  const googleStarts = createRateLimiter('google-start', limits.perClient, limits.windowMs);
  const sessionCookie = sessionCookieOptions(ctx.publicUrl, options.sessions);
  const loginCookie = oidcCookieOptions(ctx.publicUrl);
  const deps = (request: FastifyRequest): AuthDeps => ({
    ...ctx,
    log: request.log,
    sessions: options.sessions,
  });
  const offers = (method: SignInMethod) => options.signInMethods().includes(method);

  api.post('/auth_email', { config: { auth: 'public' } }, async (request): Promise<AuthEmailResponse> => {
    if (!offers('email')) throw new ApiError(403, AUTH_MESSAGES.emailSignInOff);
    const input = parseInput(authEmailRequestSchema, request.body);
    const at = ctx.now();
    // Both counters always count, so the answer does not depend on whether the address exists.
    const emailOk = await byEmail.hit(ctx.db, input.email.toLowerCase(), at);
    const clientOk = await byClient.hit(ctx.db, request.ip, at);
    if (!emailOk || !clientOk) throw new ApiError(429, AUTH_MESSAGES.tooManyAttempts);
    return requestSignInLink(deps(request), input);
  });

  // No HEAD twin: a link checker's HEAD request must not spend the link.
  api.get(
    '/auth_email/verify',
    { config: { auth: 'public' }, exposeHeadRoute: false },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!offers('email')) return reply.redirect(loginErrorLocation(AUTH_MESSAGES.emailSignInOff), 302);
      const { token } = verifyQuerySchema.catch({}).parse(request.query);
      const result = await verifySignInLink(deps(request), token, request.cookies[SESSION_COOKIE]);
      if (!result.ok) return reply.redirect(loginErrorLocation(result.message), 302);
      reply.setCookie(SESSION_COOKIE, result.sessionId, sessionCookie);
      return reply.redirect(result.next, 302);
    },
  );

  // Google sign-in, step 1 (the login page's link): remember state, nonce and the PKCE verifier on the
  // server under a random id kept in an httpOnly cookie, and send the browser to the provider.
  api.get('/auth/google', { config: { auth: 'public' }, exposeHeadRoute: false }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!options.oidc || !offers('google'))
      return reply.redirect(loginErrorLocation(AUTH_MESSAGES.googleSignInOff), 302);
    const at = ctx.now();
    if (!(await googleStarts.hit(ctx.db, request.ip, at)))
      return reply.redirect(loginErrorLocation(AUTH_MESSAGES.tooManyAttempts), 302);
    let started: Awaited<ReturnType<OidcClient['begin']>>;
    try {
      started = await options.oidc.begin();
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in: the OpenID provider cannot be reached');
      return reply.redirect(loginErrorLocation(AUTH_MESSAGES.googleUnavailable), 302);
    }
    await purgeExpired(deps(request), at);
    const loginId = newSecret();
    const { next } = googleStartQuerySchema.catch({}).parse(request.query);
    await repo.insertOidcLogin(ctx.db, {
      hash: sha256(loginId),
      state: started.state,
      nonce: started.nonce,
      code_verifier: started.codeVerifier,
      next: safeNext(next),
      createdAt: at,
      expiresAt: new Date(at.getTime() + OIDC_LOGIN_LIFETIME_MS),
    });
    reply.setCookie(OIDC_COOKIE, loginId, loginCookie);
    return reply.redirect(started.url.href, 302);
  });

  // Step 2: the provider returned the browser to the shell's /app/google, which posts the query here. The
  // sign-in is completed once; a guest (no active user with that e-mail) is a reset: no session at all.
  api.post(
    '/auth/google/callback',
    { config: { auth: 'public' } },
    async (request, reply): Promise<GoogleCallbackResponse> => {
      reply.header('Cache-Control', 'no-store');
      const input = parseInput(googleCallbackRequestSchema, request.body);
      const loginId = request.cookies[OIDC_COOKIE];
      if (loginId) reply.clearCookie(OIDC_COOKIE, clearing(loginCookie));
      if (!options.oidc || !offers('google')) throw new ApiError(403, AUTH_MESSAGES.googleSignInOff);
      const at = ctx.now();
      if (!(await byClient.hit(ctx.db, request.ip, at)))
        throw new ApiError(429, AUTH_MESSAGES.tooManyAttempts);
      const login = loginId ? await repo.takeOidcLogin(ctx.db, sha256(loginId), at) : null;
      if (!login) throw new ApiError(400, AUTH_MESSAGES.googleExpired);

      let identity: Awaited<ReturnType<OidcClient['complete']>>;
      try {
        identity = await options.oidc.complete(input.query, {
          state: login.state,
          nonce: login.nonce,
          codeVerifier: login.code_verifier,
        });
      } catch (error) {
        if (error instanceof OidcRefusal) throw new ApiError(400, AUTH_MESSAGES.googleCancelled);
        request.log.warn({ err: error }, 'Google sign-in: the return did not check out');
        throw new ApiError(400, AUTH_MESSAGES.googleFailed);
      }

      const previousSession = request.cookies[SESSION_COOKIE];
      const reset = async (message: string) => {
        await signOut(deps(request), previousSession);
        if (previousSession) reply.clearCookie(SESSION_COOKIE, clearing(sessionCookie));
        return new ApiError(401, message);
      };
      if (!identity.email || !identity.emailVerified) throw await reset(AUTH_MESSAGES.googleUnverified);
      if (!(await byEmail.hit(ctx.db, identity.email.toLowerCase(), at)))
        throw new ApiError(429, AUTH_MESSAGES.tooManyAttempts);
      const user = await repo.findUserByEmail(ctx.db, identity.email);
      if (!user || user.status !== 'active') {
        request.log.info({ email: identity.email }, 'Google sign-in of a guest: reset, no session');
        throw await reset(AUTH_MESSAGES.googleGuest(identity.email));
      }
      const sessionId = await startSession(deps(request), user.id, previousSession);
      reply.setCookie(SESSION_COOKIE, sessionId, sessionCookie);
      const auth = await resolveSession(deps(request), sessionId);
      if (!auth) throw unauthorized();
      return { ...toAuthUserResponse(auth), next: safeNext(login.next) };
    },
  );

  api.get('/auth/user', async (request): Promise<AuthUserResponse> =>
    toAuthUserResponse(requireAuth(request)),
  );

  // The shell's probe at start: 204 without a session rather than 401, so a visitor who is not signed in
  // causes no failed request (and no console error) in the browser.
  api.get('/auth/session', { config: { auth: 'public' } }, async (request, reply) => {
    const auth = await resolveSession(deps(request), request.cookies[SESSION_COOKIE]);
    if (!auth) return reply.code(204).send();
    return toAuthUserResponse(auth);
  });

  api.get('/logout', { config: { auth: 'public' } }, async (request, reply): Promise<LogoutResponse> => {
    await signOut(deps(request), request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, clearing(sessionCookie));
    return { status: 'ok' };
  });
}
