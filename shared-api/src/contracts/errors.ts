/** The one error shape of every failed call: a Russian message, and per-field messages for bad input. */
export type ApiErrorBody = {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
};
