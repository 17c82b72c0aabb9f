export const REMOTE_MESSAGES = {
  failedTitle: 'Раздел не загрузился',
  failedText: 'Не удалось загрузить модуль «{name}». Остальные разделы работают.',
} as const;

export const REMOTE_TITLES = { money: 'Деньги', learning: 'Учебный процесс', sales: 'Продажи' } as const;
