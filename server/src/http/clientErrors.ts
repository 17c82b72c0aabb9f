import type { Socket } from 'node:net';
import type { ApiErrorBody } from '@school/shared-api/contracts';
import { HTTP_MESSAGES } from './messages';

/** What Node's HTTP parser refused before any route ran, as a status and its Russian message. */
function refusal(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        message: HTTP_MESSAGES.headersTooLarge,
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: HTTP_MESSAGES.requestTimeout };
    default:
      return { status: 400, reason: 'Bad Request', message: HTTP_MESSAGES.badRequest };
  }
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refuses (a request line and headers over 16 KB,
 * a request that took too long, broken HTTP) gets the ApiErrorBody shape in Russian, like every other
 * failed call, instead of Fastify's English default. The connection is closed after the answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = refusal(error.code);
  const body = JSON.stringify({ statusCode: status, message } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
