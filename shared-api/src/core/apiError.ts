import type { ApiErrorBody } from '../contracts';

/** The single error shape of a failed call (refine's HttpError): maps straight onto form field errors. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string>;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.errors = body.errors;
  }
}
