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
} as const;
