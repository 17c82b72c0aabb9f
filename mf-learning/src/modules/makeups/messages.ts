import type { MakeupStatus } from '@school/shared-api/learning';

/** The makeups page's texts (learning.md sections 2.5, 4 and 8). */
export const MAKEUPS_MESSAGES = {
  title: 'Отработки',
  columns: {
    name: 'Имя',
    number: 'Договор',
    current_group: 'Из группы',
    name_group: 'В группу',
    date: 'Дата',
    status: 'Статус',
    actions: 'Действия',
  },
  empty: 'Отработок нет',
  loadFailed: 'Не удалось загрузить отработки',
  edit: 'Изменить',
  editLabel: (name: string) => `Изменить отработку: ${name}`,
  dialogTitle: 'Изменение отработки',
  group: 'Группа для отработки',
  chooseGroup: 'Выберите группу',
  date: 'Дата отработки',
  chooseDate: 'Выберите дату',
  status: 'Статус',
  save: 'Сохранить',
  cancel: 'Отмена',
  close: 'Закрыть',
  noGroups: 'В филиале нет других групп этого курса',
  updated: 'Группа для отработки изменена',
  removed: 'Отработка удалена',
  updateFailed: 'Не удалось изменить отработку',
} as const;

/** The makeup statuses with their labels (learning.md section 4: new Назначено, done Отработано, gap Пропущено). */
export const MAKEUP_STATUS_LABELS: Record<MakeupStatus, string> = {
  new: 'Назначено',
  done: 'Отработано',
  gap: 'Пропущено',
};

export const MAKEUP_STATUS_COLORS: Record<MakeupStatus, string> = {
  new: 'blue',
  done: 'green',
  gap: 'orange',
};
