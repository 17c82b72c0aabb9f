import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints, type SignInMethod } from '@school/shared-api/contracts';
import type { AppContext } from '../context';
import { ApiError, unauthorized } from '../http/errors';
import { route, type RouteOptions } from '../http/route';
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
import { clientAddressKey, createRateLimiter } from './rateLimit';
import * as repo from './repository';
import { newSecret, sha256 } from './secrets';
import {
  purgeExpired,
  countSignInAttempt,
  requestSignIn,
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

/** Where a failed browser sign-in lands: the login page shows `error` under the e-mail field. */
function loginErrorLocation(message: string): string {
  return `/login?error=${encodeURIComponent(message)}`;
}

export function authRoutes(
  api: FastifyInstance,
  ctx: AppContext & RouteOptions,
  options: AuthRoutesOptions,
): void {
  const { limits } = options;
  // Per client address, e-mail links and Google returns count together, before their bodies are read and
  // checked (so a stream of bad bodies is throttled too); Google starts count apart.
  const throttled = {
    onRequest: (request: FastifyRequest) => countSignInAttempt({ ...ctx, limits }, request.ip),
  };
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

  route(
    api,
    ctx,
    authEndpoints.authEmail,
    async ({ request, body }) => {
      if (!offers('email')) throw new ApiError(404, AUTH_MESSAGES.emailSignInOff);
      return requestSignIn({ ...deps(request), limits }, body, request.ip);
    },
    throttled,
  );

  route(api, ctx, authEndpoints.authEmailVerify, async ({ request, reply, query }) => {
    if (!offers('email')) return { redirect: loginErrorLocation(AUTH_MESSAGES.emailSignInOff) };
    const result = await verifySignInLink(deps(request), query.token, request.cookies[SESSION_COOKIE]);
    if (!result.ok) return { redirect: loginErrorLocation(result.message) };
    reply.setCookie(SESSION_COOKIE, result.sessionId, sessionCookie);
    return { redirect: result.next };
  });

  // Google sign-in, step 1 (the login page's link): remember state, nonce and the PKCE verifier on the
  // server under a random id kept in an httpOnly cookie, and send the browser to the provider.
  route(api, ctx, authEndpoints.authGoogle, async ({ request, reply, query }) => {
    if (!options.oidc || !offers('google'))
      return { redirect: loginErrorLocation(AUTH_MESSAGES.googleSignInOff) };
    const at = ctx.now();
    if (!(await googleStarts.hit(ctx.db, clientAddressKey(request.ip), at)))
      return { redirect: loginErrorLocation(AUTH_MESSAGES.tooManyAttempts) };
    let started: Awaited<ReturnType<OidcClient['begin']>>;
    try {
      started = await options.oidc.begin();
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in: the OpenID provider cannot be reached');
      return { redirect: loginErrorLocation(AUTH_MESSAGES.googleUnavailable) };
    }
    await purgeExpired(deps(request), at);
    const loginId = newSecret();
    await repo.insertOidcLogin(ctx.db, {
      hash: sha256(loginId),
      state: started.state,
      nonce: started.nonce,
      code_verifier: started.codeVerifier,
      next: safeNext(query.next),
      createdAt: at,
      expiresAt: new Date(at.getTime() + OIDC_LOGIN_LIFETIME_MS),
    });
    reply.setCookie(OIDC_COOKIE, loginId, loginCookie);
    return { redirect: started.url.href };
  });

  // Step 2: the provider returned the browser to the shell's /app/google, which posts the query here. The
  // sign-in is completed once; a guest (no active user with that e-mail) is a reset: no session at all.
  route(
    api,
    ctx,
    authEndpoints.authGoogleCallback,
    async ({ request, reply, body }) => {
      reply.header('Cache-Control', 'no-store');
      const loginId = request.cookies[OIDC_COOKIE];
      if (loginId) reply.clearCookie(OIDC_COOKIE, clearing(loginCookie));
      if (!options.oidc || !offers('google')) throw new ApiError(404, AUTH_MESSAGES.googleSignInOff);
      const at = ctx.now();
      const login = loginId ? await repo.takeOidcLogin(ctx.db, sha256(loginId), at) : null;
      if (!login) throw new ApiError(400, AUTH_MESSAGES.googleExpired);

      let identity: Awaited<ReturnType<OidcClient['complete']>>;
      try {
        identity = await options.oidc.complete(body.query, {
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
    throttled,
  );

  route(api, ctx, authEndpoints.authUser, async ({ auth }) => toAuthUserResponse(auth));

  // The shell's probe at start: 204 without a session rather than 401, so a visitor who is not signed in
  // causes no failed request (and no console error) in the browser.
  route(api, ctx, authEndpoints.authSession, async ({ request }) => {
    const auth = await resolveSession(deps(request), request.cookies[SESSION_COOKIE]);
    return auth ? toAuthUserResponse(auth) : null;
  });

  route(api, ctx, authEndpoints.logout, async ({ request, reply }) => {
    await signOut(deps(request), request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, clearing(sessionCookie));
    return { status: 'ok' as const };
  });
}
