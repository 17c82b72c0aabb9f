import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy nginx sends (nginx/snippets/school-site.conf): scripts, data, images and fonts
 * only from this origin; styles also inline (Chakra UI injects <style> elements, React sets style
 * attributes); no plugins, no framing, forms and <base> only to this origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The API's reference page (@fastify/swagger-ui under /api/docs) loads only its own script files, but its
 * stylesheet draws its icons as data: SVG images (and its logo is a data: image): images may be data: there.
 */
export const DOCS_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "img-src 'self'",
  "img-src 'self' data:",
);

const DOCS_PATH = /^\/api\/docs(?:[/?#]|$)/;
const API_PATH = /^\/api(?:[/?#]|$)/;

/** Headers every answer carries, as nginx adds them to the site (HSTS stays nginx's: it knows the scheme). */
const FIXED_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Security headers on every answer of the Node server, whether nginx is in front or not (`npm start` serves
 * the shell and the API alone): the CSP, nosniff, no framing, the referrer only to this origin; and
 * `Cache-Control: no-store` on /api answers, which carry personal data, unless the route chose its own.
 * A header a route set itself is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url;
    const headers: Record<string, string> = {
      ...FIXED_HEADERS,
      'content-security-policy': DOCS_PATH.test(path)
        ? DOCS_CONTENT_SECURITY_POLICY
        : CONTENT_SECURITY_POLICY,
    };
    if (API_PATH.test(path)) headers['cache-control'] = 'no-store';
    for (const [name, value] of Object.entries(headers))
      if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
