import type { FastifyRequest } from 'fastify';

/** Query parameters that carry one-time secrets: a sign-in link's token, Google's code and state. */
const SECRET_PARAMETERS = /([?&](?:token|code|state)=)[^&#]*/gi;

/** `url` with the values of its secret query parameters replaced, for a log line. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}

/**
 * The request as the server's log shows it (Fastify's fields), its URL redacted: whoever reads the log
 * cannot follow a sign-in link that was not spent yet.
 */
export const LOG_SERIALIZERS = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
