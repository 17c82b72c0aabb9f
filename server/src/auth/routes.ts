import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  authEmailRequestSchema,
  type AuthEmailResponse,
  type AuthUserResponse,
  type LogoutResponse,
} from 'shared-api/contracts';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validate';
import { SESSION_COOKIE, sessionCookieOptions } from './cookie';
import { AUTH_MESSAGES } from './messages';
import { requireAuth } from './plugin';
import { createRateLimiter } from './rateLimit';
import { requestSignInLink, resolveSession, signOut, toAuthUserResponse, verifySignInLink } from './service';

export type SignInLimits = {
  /** Links per e-mail address per window. */
  perEmail: number;
  /** Requests per client address per window. */
  perClient: number;
  windowMs: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perEmail: 5, perClient: 30, windowMs: 15 * 60 * 1000 };

const verifyQuerySchema = z.object({ token: z.string().optional() });

/** Where a failed link lands: the login page shows `error` under the e-mail field. */
function loginErrorLocation(message: string): string {
  return `/login?error=${encodeURIComponent(message)}`;
}

export function authRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
): void {
  const byEmail = createRateLimiter(limits.perEmail, limits.windowMs);
  const byClient = createRateLimiter(limits.perClient, limits.windowMs);
  const cookieOptions = sessionCookieOptions(ctx.publicUrl);

  api.post('/auth_email', { config: { auth: 'public' } }, async (request): Promise<AuthEmailResponse> => {
    const input = parseInput(authEmailRequestSchema, request.body);
    const at = ctx.now();
    // Both counters always count, so the answer does not depend on whether the address exists.
    const emailOk = byEmail.hit(input.email.toLowerCase(), at);
    const clientOk = byClient.hit(request.ip, at);
    if (!emailOk || !clientOk) throw new ApiError(429, AUTH_MESSAGES.tooManyAttempts);
    return requestSignInLink({ ...ctx, log: request.log }, input);
  });

  // No HEAD twin: a link checker's HEAD request must not spend the link.
  api.get(
    '/auth_email/verify',
    { config: { auth: 'public' }, exposeHeadRoute: false },
    async (request, reply) => {
      const { token } = verifyQuerySchema.catch({}).parse(request.query);
      const result = await verifySignInLink({ ...ctx, log: request.log }, token);
      reply.header('Cache-Control', 'no-store');
      if (!result.ok) return reply.redirect(loginErrorLocation(result.message), 302);
      reply.setCookie(SESSION_COOKIE, result.sessionId, cookieOptions);
      return reply.redirect(result.next, 302);
    },
  );

  api.get('/auth/user', async (request): Promise<AuthUserResponse> =>
    toAuthUserResponse(requireAuth(request)),
  );

  // The shell's probe at start: 204 without a session rather than 401, so a visitor who is not signed in
  // causes no failed request (and no console error) in the browser.
  api.get('/auth/session', { config: { auth: 'public' } }, async (request, reply) => {
    const auth = await resolveSession(ctx, request.cookies[SESSION_COOKIE]);
    if (!auth) return reply.code(204).send();
    return toAuthUserResponse(auth);
  });

  api.get('/logout', { config: { auth: 'public' } }, async (request, reply): Promise<LogoutResponse> => {
    await signOut({ ...ctx, log: request.log }, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieOptions.secure,
    });
    return { status: 'ok' };
  });
}
