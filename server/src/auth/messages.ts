/** Russian texts of sign-in (DESIGN.md section 4). */
export const AUTH_MESSAGES = {
  linkSent: (email: string) => `Ссылка для входа отправлена на ${email}. Она действует 15 минут.`,
  linkExpired: 'Ссылка для входа устарела. Запросите новую.',
  linkUsed: 'Ссылка для входа уже использована. Запросите новую.',
  linkInvalid: 'Ссылка для входа недействительна.',
  tooManyAttempts: 'Слишком много попыток входа. Попробуйте через 15 минут.',
  emailSignInOff: 'Вход по ссылке на почту на этом стенде отключён. Войдите через Google.',
  googleSignInOff: 'Вход через Google на этом стенде не настроен.',
  googleUnavailable: 'Сервис входа Google недоступен. Попробуйте позже.',
  googleExpired: 'Вход через Google не завершён или устарел. Попробуйте ещё раз.',
  googleCancelled: 'Вход через Google отменён.',
  googleFailed: 'Не удалось войти через Google. Попробуйте ещё раз.',
  googleUnverified: 'Google не подтвердил адрес почты этой учётной записи.',
  /** A guest: the provider vouches for the address, but it is not an active user of the school. */
  googleGuest: (email: string) =>
    `Пользователь ${email} не найден или отключён. Обратитесь к администратору школы.`,
  mailSubject: 'Вход в систему школы',
  mailBody: (name: string, link: string) =>
    [
      `Здравствуйте, ${name}!`,
      '',
      'Чтобы войти в систему, откройте ссылку:',
      link,
      '',
      'Ссылка действует 15 минут и подходит для одного входа.',
      'Если вы не запрашивали вход, просто не обращайте внимания на это письмо.',
    ].join('\n'),
} as const;
