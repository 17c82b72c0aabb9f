import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { HTTP_MESSAGES } from './messages';

/**
 * A GET that changes data (the spec makes GET /remove/attachment and GET /appointments/copy such calls) is
 * let through by the cross-site check of the auth hook, and a SameSite=Lax cookie accompanies it on a link
 * from another site: such a navigation (Sec-Fetch-Site cross-site or same-site) is refused like a
 * cross-site POST.
 */
export function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw new ApiError(403, HTTP_MESSAGES.crossSite);
}
