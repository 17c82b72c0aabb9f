/** Russian texts of the HTTP layer, quoted where the specification gives them (money.md section 8). */
export const HTTP_MESSAGES = {
  notFound: 'Неверные данные',
  unauthorized: 'Требуется вход',
  forbidden: 'Недостаточно прав',
  crossSite: 'Запрос с другого сайта отклонён',
  badRequest: 'Некорректные данные запроса',
  badJson: 'Тело запроса не является корректным JSON',
  unsupportedMediaType: 'Неподдерживаемый тип содержимого запроса',
  payloadTooLarge: 'Слишком большой запрос',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже.',
  internal: 'Ошибка сервера. Попробуйте позже.',
  fieldRequired: (field: string) => `Не заполнено поле «${field}»`,
  fieldInvalid: (field: string) => `Некорректное значение поля «${field}»`,
  tooDeep: (field: string) => `Слишком глубокая вложенность в поле «${field}»`,
  // Idempotency-Key of creating requests (not in the spec: DESIGN.md section 3, docs/decisions.md).
  idempotencyKeyInvalid: 'Заголовок Idempotency-Key должен содержать от 1 до 255 видимых символов ASCII.',
  idempotencyKeyReused: 'Ключ идемпотентности уже использован с другим запросом.',
  idempotencyKeyRunning: 'Запрос с этим ключом идемпотентности ещё выполняется.',
} as const;
