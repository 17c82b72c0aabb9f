export const LOGIN_MESSAGES = {
  title: 'Вход в систему',
  emailLabel: 'Email',
  submit: 'Войти',
  emailRequired: 'Введите email',
  emailInvalid: 'Некорректный email',
  unknownError: 'Unknown error occurred.',
  sentHint: 'Откройте ссылку из письма в этом браузере.',
  logout: 'Выйти',
} as const;
