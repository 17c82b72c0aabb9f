// The Russian refusals of the contract page's actions. money.md section 8 gives the page's own toasts; these
// are the server's messages the page shows under them (docs/decisions.md 'Contract page actions').
export const ACTION_MESSAGES = {
  /** money.md section 4: cancel only from new or active. */
  cancelNotAllowed: 'Отменить можно только новый или активный договор',
  reasonUnknown: 'Выберите причину отмены из списка причин',
  /** money.md section 4. */
  extendOnlyKindergarten: 'Продлить можно только договора на Сад',
  /** money.md section 8. */
  extendNotActive: 'Не удалось продлить договор (договор не активен)',
  courseNotKindergarten: 'Курс не относится к Саду',
  groupNotOfCourse: 'Группа не относится к выбранному курсу в филиале договора',
  makeupClosed: 'Отработку нельзя назначить по отменённому или закрытому договору',
  makeupGroup: 'Эта группа не подходит для отработки по договору',
  makeupPast: 'Дата отработки уже прошла',
  makeupNoLesson: 'В этот день группа не занимается',
  makeupTaken: 'На эту дату отработка по договору уже назначена',
  amountTooLarge: 'Сумма одной услуги за день слишком велика',
  servicesClosed: 'Дополнительные услуги нельзя добавить к отменённому или закрытому договору',
} as const;
