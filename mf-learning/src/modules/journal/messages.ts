import { SUPPORT_STATUS_LABELS } from '@school/shared-api/learning';

/** The texts of the personal area (learning.md sections 2.9 and 8). */
export const JOURNAL_MESSAGES = {
  title: 'Личный кабинет',
  tabDiary: 'Дневник',
  tabBalance: 'Баланс',
  tabSupport: 'Техподдержка',
  tabOnline: 'Онлайн',
  loading: 'Загрузка…',
  // Diary
  week: 'Неделя',
  previousWeek: 'Предыдущая неделя',
  nextWeek: 'Следующая неделя',
  chooseWeek: 'Выбрать неделю',
  closeCalendar: 'Закрыть календарь',
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  children: 'Ребёнок',
  empty: 'Нет данных для отображения.',
  noChildren: 'У вас нет детей',
  noData: 'Нет данных',
  time: 'Время',
  subject: 'Предмет',
  teacher: 'Учитель',
  topic: 'Тема',
  homework: 'Домашнее задание',
  groupHomework: 'Задание группы',
  notes: 'Заметки',
  review: 'Отзыв',
  files: 'Файлы',
  absent: 'Отсутствовал(а)',
  substitution: 'Замена',
  downloadFailed: 'при скачивании файла произошла ошибка',
  // Balance
  balanceFailed: 'Не удалось загрузить баланс',
  balanceEmpty: 'Нет данных для отображения.',
  date: 'Дата',
  debit: 'Начислено',
  credit: 'Оплачено',
  total: 'Итого',
  balance: 'Баланс',
  contract: 'Договор',
  // Support
  history: 'История обращений',
  newRequest: 'Новое обращение',
  supportFailed: 'Не удалось загрузить обращения',
  supportEmpty: 'Обращений пока нет',
  manager: 'Менеджер',
  noManager: 'не назначен',
  message: 'Сообщение',
  status: 'Статус',
  close: 'закрыть',
  send: 'Отправить',
  cancel: 'Отмена',
  sent: 'Обращение отправлено менеджеру техподдержки',
  sendFailed: 'Не удалось отправить обращение',
  closed: 'Обращение закрыто',
  closeFailed: 'Не удалось закрыть обращение',
  // Online
  noZoom: 'Нет доступных ссылок на Zoom',
  zoomFailed: 'Ошибка при получении данных Zoom',
  group: 'Группа',
  link: 'Ссылка',
  openLink: 'Открыть',
} as const;

export const SUPPORT_LABELS = SUPPORT_STATUS_LABELS;

/** The part of the server's answer that says the account has no children (learning.md section 2.9). */
export const NO_CHILDREN_MARK = 'does`t have a children';
