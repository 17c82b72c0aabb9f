import type { FastifyError, FastifyInstance } from 'fastify';
import { STALE_VERSION_MESSAGE, type ApiErrorBody } from '@school/shared-api/contracts';
import { DatabaseUnavailable } from '../db/unavailable';
import { HTTP_MESSAGES } from './messages';

/** An error that becomes an ApiErrorBody answer with its status code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return this.errors
      ? { statusCode: this.statusCode, message: this.message, errors: this.errors }
      : { statusCode: this.statusCode, message: this.message };
  }
}

export const unauthorized = () => new ApiError(401, HTTP_MESSAGES.unauthorized);
export const forbidden = () => new ApiError(403, HTTP_MESSAGES.forbidden);
export const notFound = () => new ApiError(404, HTTP_MESSAGES.notFound);

/** 409: the row changed since the client loaded it (its version moved on); nothing was changed. */
export const staleVersion = () => new ApiError(409, STALE_VERSION_MESSAGE);

/** Statuses a refusal naming one field may have (decisions: field errors, 400 or 422). */
export type FieldErrorStatus = 400 | 409 | 413 | 422;

/**
 * The one refusal of a single field: the message is the answer's and the field's, so a form puts it
 * under that field (applyServerErrors). 400: the value itself is wrong; 422: a well-formed value a rule
 * of the data refuses, where the entry's `errors` promise it; 409: the row's state forbids the change.
 */
export const fieldError = (status: FieldErrorStatus, field: string, message: string) =>
  new ApiError(status, message, { [field]: message });

/** 400 naming every field of `errors` that has a message (the first one as the answer's message). */
export function throwIfErrors(errors: Record<string, string | undefined>): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length > 0) throw new ApiError(400, entries[0][1], Object.fromEntries(entries));
}

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Fastify's own client errors (bad JSON, wrong content type...) in Russian. */
function frameworkMessage(error: FastifyError, statusCode: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return HTTP_MESSAGES.badJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return HTTP_MESSAGES.unsupportedMediaType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return HTTP_MESSAGES.payloadTooLarge;
    default:
      if (statusCode === 404) return HTTP_MESSAGES.notFound;
      if (statusCode === 429) return HTTP_MESSAGES.tooManyRequests;
      return HTTP_MESSAGES.badRequest;
  }
}

/** Every failed call answers the one ApiErrorBody shape. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (error instanceof DatabaseUnavailable) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ statusCode: 503, message: HTTP_MESSAGES.databaseUnavailable } satisfies ApiErrorBody);
    }
    const statusCode =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (statusCode === 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ statusCode, message: HTTP_MESSAGES.internal } satisfies ApiErrorBody);
    }
    const body: ApiErrorBody = { statusCode, message: frameworkMessage(error, statusCode) };
    // A body that is no JSON (or none) is a bad value of the one field it is: the body.
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      body.errors = { body: body.message };
    }
    return reply.code(statusCode).send(body);
  });
}
