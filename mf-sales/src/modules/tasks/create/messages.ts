/**
 * Texts of the create-task form (sales-people-settings.md: Tasks page, Header, Contact dialog). The spec's
 * own messages ('Задача добавлена', 'Файл успешно загружен', 'Пожалуйста, выберите исполнителя!') are
 * TASK_MESSAGES of 'shared-api/sales'.
 */
export const CREATE_TASK_TEXTS = {
  button: 'Создать задачу',
  title: 'Новая задача',
  fields: {
    title: 'Заголовок',
    description: 'Описание',
    type: 'Группа исполнителей',
    executor: 'Исполнитель',
    date_due: 'Срок выполнения',
    new_comment: 'Комментарий',
    attachments: 'Вложения',
  },
  chooseGroup: 'Выберите группу',
  chooseExecutor: 'Выберите исполнителя',
  noExecutors: 'В этой группе нет сотрудников',
  titleRequired: 'Введите заголовок задачи',
  dueRequired: 'Укажите срок выполнения',
  contactTitle: (name: string) => `Контакт: ${name}`,
  about: (name: string) => `Задача по контакту: ${name}`,
  attach: 'Прикрепить файл',
  attachHint: 'Один файл за раз, до 10 МБ',
  uploading: 'Загрузка файла…',
  removeFile: (name: string) => `Удалить ${name}`,
  uploadFailed: (message: string) => `Ошибка при загрузке файла: ${message}`,
  removeFailed: 'Не удалось удалить файл',
  usersFailed: 'Не удалось загрузить список сотрудников',
  addFailed: 'Задача не добавлена',
  save: 'Создать',
  cancel: 'Отмена',
} as const;
