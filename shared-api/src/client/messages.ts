/** Global error texts (money.md section 8). */
export const ERROR_MESSAGES = {
  forbidden: 'Ошибка доступа',
  notFound: 'Неверные данные',
  other: 'Ошибка получения данных',
} as const;
