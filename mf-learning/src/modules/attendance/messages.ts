import type { AttendanceStatus } from '@school/shared-api/learning';

/** Texts of the attendance report page (learning.md sections 2.4, 4 and 8; the rest not in the spec). */
export const ATTENDANCE_MESSAGES = {
  title: 'Отчет о посещаемости',
  group: 'Группа',
  teacher: 'Преподаватель',
  subject: 'Предмет',
  any: 'Все',
  from: 'Период с',
  to: 'по',
  reset: 'Сбросить',
  loading: 'Загрузка…',
  failed: 'Ошибка при получении данных',
  empty: 'Ничего не найдено. Выберите другие фильтры или нажмите «Сбросить».',
  toTop: 'Наверх',
  toBottom: 'Вниз',
  toEnd: 'в конец таблицы',
  backToBoard: 'К доске групп',
  student: 'Ученик',
  formerly: 'ранее в группе',
  onMakeup: 'на отработке',
  present: 'присутствовал',
  absent: 'отсутствовал',
  noEntry: 'нет отметки',
  makeup: 'отработка',
  downloadHours: (name: string) => `Скачать отчёт о часах: ${name}`,
  details: {
    title: (name: string, date: string) => `${name}, ${date}`,
    subject: 'Предмет',
    teacher: 'Преподаватель',
    presence: 'Присутствие',
    makeup: 'Отработка',
    topic: 'Тема занятия',
    homework: 'Домашнее задание',
    note: 'Заметка',
    groupNote: 'Заметка группы',
    review: 'Отзыв',
    none: '—',
    close: 'Закрыть',
  },
  hours: {
    title: 'Отчёт о часах ученика',
    from: 'Дата начала',
    to: 'Дата окончания',
    required: 'Укажите обе даты',
    toBeforeFrom: 'Дата окончания раньше даты начала',
    download: 'Скачать',
    cancel: 'Отмена',
    confirmTitle: 'Скачать отчёт?',
    confirmText: (name: string, from: string, to: string) =>
      `Отчёт о часах ученика ${name} за период с ${from} по ${to} будет сохранён в файл.`,
    failed: 'при скачивании файла произошла ошибка',
  },
} as const;

/** The makeup statuses (learning.md section 4: Назначено, Отработано, Пропущено). */
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  new: 'Назначено',
  done: 'Отработано',
  gap: 'Пропущено',
};
