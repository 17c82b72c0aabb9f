/** The message of a rejection (an Error, the API's HttpError shape or a string), or the fallback. */
export const errorMessage = (error: unknown, fallback: string): string => {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
};
