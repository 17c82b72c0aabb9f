// Texts of /app/reports-links, not in the spec (it lists the links' subjects: analytics dashboards, a
// journal, a schedule spreadsheet, an income and expense report, a leads export and an FAQ, kept in the
// 'report_links' configuration). The order generator's texts are the money area's (money/OrderForm).
export const REPORTS_LINKS_MESSAGES = {
  title: 'Ссылки и приказы',
  links: 'Ссылки на отчеты',
  linksHint: 'Открываются в новой вкладке. Список задается в настройке report_links (JSON редактор).',
  noLinks: 'Ссылки не настроены',
  linksFailed: 'Не удалось загрузить ссылки',
  loading: 'Загрузка…',
  orderFailedTitle: 'Приказ не загрузился',
  orderFailedText: 'Не удалось загрузить форму приказа о зачислении. Попробуйте ещё раз.',
} as const;
