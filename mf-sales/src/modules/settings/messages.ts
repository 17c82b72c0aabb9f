// The settings page's texts. The tab names and the configuration alerts are the spec's
// (sales-people-settings.md sections 2 and 8); the rest are not in the spec (docs/decisions.md 'Contract
// documents', /tmp decisions 'Configurations tab').
export const SETTINGS_MESSAGES = {
  title: 'Настройки',
  templates: 'Шаблоны',
  templatesFailedTitle: 'Шаблоны не загрузились',
  templatesFailedText: 'Не удалось загрузить раздел шаблонов договоров. Попробуйте ещё раз.',
  configurations: 'Конфигурации',
  jsonEditor: 'JSON редактор',
} as const;

/** The configurations' tabs. */
export const CONFIG_TEXTS = {
  loadFailed: 'Конфигурации не загрузились',
  sections: {
    zoom_params: 'Ссылки Zoom',
    responsibility: 'Ответственные',
    support: 'Ответственный за задачи из техподдержки',
    holidays: 'Каникулы',
    category: 'Категории',
    default_teacher: 'Преподаватель по умолчанию',
    administration: 'Администрация',
  },
  fields: {
    link: 'Ссылка',
    group_id: 'Группа',
    location: 'Филиал',
    user: 'Пользователь',
    user_id: 'Пользователь',
    requisite_id: 'Реквизиты',
    name: 'Название',
    date_from: 'С',
    date_to: 'По',
    category: 'Категория',
    operations: 'Операции (через запятую)',
  },
  choose: 'Выберите',
  add: 'Добавить',
  edit: 'Изменить',
  save: 'Сохранить',
  cancel: 'Отмена',
  remove: 'Удалить',
  empty: 'Не задано',
  fillAll: 'Заполните все поля',
  saved: 'Конфигурация сохранена',
  removed: 'Удалено',
  // JSON editor
  config: 'Конфигурация',
  newName: 'Имя новой конфигурации',
  addConfig: 'Создать',
  removeConfig: 'Удалить конфигурацию',
  saveJson: 'Сохранить',
  resetJson: 'Отменить изменения',
  nameHint: 'латинские строчные буквы, цифры и _',
  unsaved: 'Есть несохранённые изменения',
} as const;
