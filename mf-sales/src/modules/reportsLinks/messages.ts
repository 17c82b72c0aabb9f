// Texts of /app/reports-links. The spec gives 'У вас нет доступных локаций' (section 5); the rest are this
// product's (the spec lists the links' subjects: analytics dashboards, a journal, a schedule spreadsheet, an
// income and expense report, a leads export and an FAQ, kept in the 'report_links' configuration).
export const REPORTS_LINKS_MESSAGES = {
  title: 'Ссылки и приказы',
  links: 'Ссылки на отчеты',
  linksHint: 'Открываются в новой вкладке. Список задается в настройке report_links (JSON редактор).',
  noLinks: 'Ссылки не настроены',
  linksFailed: 'Не удалось загрузить ссылки',
  orderTitle: 'Приказ о зачислении',
  orderHint: 'Ученики, чьи договоры начались в выбранный период; документ назван датой.',
  location: 'Локация',
  chooseLocation: 'Выберите локацию',
  noLocations: 'У вас нет доступных локаций',
  from: 'Период с',
  to: 'по',
  toBeforeFrom: 'Дата окончания раньше даты начала',
  generate: 'Сформировать приказ',
  locationsFailed: 'Не удалось загрузить локации',
  loading: 'Загрузка…',
} as const;
