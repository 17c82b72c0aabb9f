export const LOGIN_MESSAGES = {
  title: 'Вход в систему',
  emailLabel: 'Email',
  submit: 'Войти',
  emailRequired: 'Введите email',
  emailInvalid: 'Некорректный email',
  unknownError: 'Unknown error occurred.',
  sentHint: 'Откройте ссылку из письма в этом браузере.',
  // Not in the specification: what to do when no mail comes (the cap per address, docs/decisions.md).
  noMailHint:
    'Письмо не пришло? Проверьте папку «Спам». Ссылка действует 15 минут. На один адрес за 15 минут уходит ограниченное число писем: если вы запрашивали вход много раз, откройте последнее письмо или повторите попытку через 15 минут.',
  logout: 'Выйти',
  // Not in the specification: the Google link, the divider between the two methods, the return page.
  google: 'Войти через Google',
  or: 'или',
  googleReturn: 'Вход через Google…',
} as const;
