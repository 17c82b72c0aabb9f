/** The message of a rejection (the client's ApiError, an Error), or ''. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message.trim();
  }
  return '';
}
