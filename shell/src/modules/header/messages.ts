import type { LeadStatus } from 'shared-api';

// The header's search and create-lead button (sales-people-settings.md, "Header" and "Search of leads and
// contacts"). 'невозможно перейти в данный лид' is the spec's; the rest is ours, in the spec's sense.
export const HEADER_MESSAGES = {
  searchLabel: 'Поиск лидов и контактов',
  placeholder: 'Лиды и контакты: имя, телефон, e-mail',
  clear: 'Очистить',
  search: 'Найти',
  showAll: 'Показывать обработанные, отказы и некачественные',
  hideColumns: 'Скрыть столбцы',
  showColumns: 'Показать столбцы',
  hint: 'Двойной щелчок по строке открывает редактор контакта',
  results: 'Результаты поиска',
  nothingFound: 'Ничего не найдено',
  closeResults: 'Закрыть результаты поиска',
  leadNotFound: 'невозможно перейти в данный лид',
  createLead: 'Создать лид',
  kind: { contact: 'Контакт', lead: 'Лид' },
  columns: {
    kind: 'Тип',
    name: 'Имя',
    phone: 'Телефон',
    email: 'E-mail',
    city: 'Город',
    status: 'Статус лида',
    manager: 'Менеджер',
    date_created: 'Создан',
  },
  dialogFailedTitle: 'Окно не загрузилось',
  dialogFailedText: 'Не удалось загрузить модуль «Продажи». Остальные разделы работают.',
  close: 'Закрыть',
} as const;

/** A lead's status as the sales area names it (the shell does not import the remote's code). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Новый',
  in_work: 'В работе',
  done: 'Обработан',
  rejected: 'Отказ',
  disqualified: 'Некачественный',
};

/** The search starts 1000 ms after typing stops (sales-people-settings.md section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;
