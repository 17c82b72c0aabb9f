export const LOGIN_MESSAGES = {
  title: 'Вход в систему',
  emailLabel: 'Email',
  submit: 'Войти',
  emailRequired: 'Введите email',
  emailInvalid: 'Некорректный email',
  unknownError: 'Unknown error occurred.',
  sentHint: 'Откройте ссылку из письма в этом браузере.',
  logout: 'Выйти',
  // Not in the specification: the Google link, the divider between the two methods, the return page.
  google: 'Войти через Google',
  or: 'или',
  googleReturn: 'Вход через Google…',
} as const;
