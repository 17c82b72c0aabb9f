/** Global error texts (money.md section 8). */
export const ERROR_MESSAGES = {
  forbidden: 'Ошибка доступа',
  notFound: 'Неверные данные',
  other: 'Ошибка получения данных',
} as const;

/**
 * Not in the spec: descriptions under 'Ошибка получения данных' when the server's own message is missing -
 * the network failed, or the answer is not the API's JSON (a proxy's 502 page). The browser's and ky's
 * English texts ('Failed to fetch', 'Request failed with status code 502') go to the console only.
 */
export const FAILURE_DESCRIPTIONS = {
  /** No answer (the server or the network is down), or a gateway's 502, 503 or 504. */
  unavailable: 'Сервер недоступен. Попробуйте позже.',
  /** No answer within the client's timeout. */
  timeout: 'Сервер не ответил вовремя. Попробуйте позже.',
  /** An answer that is not the API's JSON, with any other status. */
  unexpected: 'Сервер вернул непредвиденный ответ. Попробуйте позже.',
} as const;
