import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canCall } from '@school/shared-api/contracts';
import type { AppContext } from '../context';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import { HTTP_MESSAGES } from '../http/messages';
import { SESSION_COOKIE } from './cookie';
import { resolveSession, type AuthContext } from './service';
import type { SessionPolicy } from './settings';

declare module 'fastify' {
  // Module augmentation only works with interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** A route outside the endpoint table (the API reference) that needs no session. */
    auth?: 'public';
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may change data, which another site's page must not make a signed-in user's browser
 * do: an endpoint-table entry says so itself (`effect`, whatever its method: the specification removes with
 * some GETs); a sign-in link (`signs-in`) arrives from a mail or a webmail's page and carries its own
 * one-time proof. A route outside the table goes by its method.
 */
function mayChange(request: FastifyRequest): boolean {
  const effect = request.routeOptions.config.endpoint?.effect;
  if (effect === 'signs-in') return false;
  return effect === 'changes' || !SAFE_METHODS.has(request.method);
}

/**
 * A request that may change data sent by another site's page carries that site's Origin: refuse it. The
 * Origin must be this server's origin - scheme, host and port: the public address (PUBLIC_URL), or the
 * scheme and Host the request came with (the scheme from X-Forwarded-Proto behind nginx with TRUST_PROXY) -
 * so a page of http://school.example (plain http, open to tampering) cannot post to https://school.example.
 * Without an Origin (a link followed, older browsers, some form posts), the browser's Sec-Fetch-Site tells:
 * refuse 'cross-site' and 'same-site' (a sibling host, such as another stage); 'same-origin', 'none' (typed
 * or bookmarked) and clients that send neither header (scripts, curl) pass - they carry no victim's cookie.
 */
function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  if (!mayChange(request)) return false;
  const origin = request.headers.origin;
  if (!origin) {
    const site = request.headers['sec-fetch-site'];
    return site === 'cross-site' || site === 'same-site';
  }
  const originOf = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  };
  const from = originOf(origin);
  // 'null' (a sandboxed frame, a file) and anything unparsable is another site.
  if (!from || from === 'null') return true;
  const own = request.headers.host ? originOf(`${request.protocol}://${request.headers.host}`) : null;
  return from !== own && from !== originOf(publicUrl);
}

/**
 * The one place that enforces sign-in and permissions: every route of the API is registered from its
 * endpoint table entry (http/route.ts), whose scope says whether it is public and whose permissions are
 * all required; this hook answers 401 without a session and 403 when a permission is missing. A route
 * outside the table needs a session unless it declares `config: { auth: 'public' }`.
 */
export function registerAuthHook(api: FastifyInstance, ctx: AppContext, sessions: SessionPolicy): void {
  api.decorateRequest('auth', null);
  api.addHook('onRequest', async (request) => {
    if (request.is404) return;
    if (isCrossSite(request, ctx.publicUrl)) throw new ApiError(403, HTTP_MESSAGES.crossSite);
    const { endpoint, auth: access } = request.routeOptions.config;
    if (access === 'public' || endpoint?.scope === 'public') return;
    const auth = await resolveSession(
      { ...ctx, log: request.log, sessions },
      request.cookies[SESSION_COOKIE],
    );
    if (!auth) throw unauthorized();
    if (endpoint && !canCall(auth.permissions, endpoint)) throw forbidden();
    request.auth = auth;
  });
}

/** The signed-in user of a route that is not public (the hook guarantees one). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
