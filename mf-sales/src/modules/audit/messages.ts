import { AUDIT_MESSAGES } from '@school/shared-api/people';

// The journal's texts: the specification has none for this page (docs/decisions.md). Those the server's
// XLSX shares are AUDIT_MESSAGES of shared-api; these are the page's own.
export const JOURNAL_MESSAGES = {
  ...AUDIT_MESSAGES,
  filtersLabel: 'Фильтры журнала',
  from: 'с',
  to: 'по',
  all: 'Все',
  entityIdHint: 'Номер записи: только цифры',
  reset: 'Сбросить фильтры',
  export: 'Выгрузить в XLSX',
  exportFailed: 'Не удалось выгрузить журнал',
  nothingFound: 'Изменений не найдено',
  loading: 'Загрузка…',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  /** The rows shown: 'Записи 1–50'. */
  shown: (from: number, to: number) => `Записи ${from}–${to}`,
} as const;
