import { LEAD_FIELD_LABELS, LEAD_UPLOAD_COLUMNS, type LeadUploadColumn } from '@school/shared-api/contracts';

/** Russian texts of the sales routes; quoted where sales-people-settings.md gives them. */
export const LEAD_MESSAGES = {
  /** sales-people-settings.md sections 2 and 8. */
  contactExists: 'Такой контакт уже существует. Вы можете создать только лид',
  managerInactive: 'Менеджером лида может быть только активный сотрудник',
  reasonRequired: 'Выберите причину отказа',
  reasonUnknown: 'Выберите причину отказа из списка',
  identityLocked: (label: string) => `Поле «${label}» нельзя изменить: у лида уже есть контакт`,
  dateInvalid: 'Некорректная дата следующего контакта',
  contactUnknown: 'Контакт не найден',
  commentNotAuthor: 'Изменить комментарий может только его автор',
  /** A contact's passport or registration sent by a user without contract.view. */
  passportHidden: (label: string) => `Поле «${label}» может изменить только сотрудник с доступом к договорам`,
  dateFromInvalid: 'Некорректная дата начала периода',
  dateToInvalid: 'Некорректная дата конца периода',
} as const;

/** Labels of the contact dialog's passport fields (as mf-sales shows them). */
export const PASSPORT_LABELS = {
  passport_contact: 'Паспорт',
  registration_contact: 'Адрес регистрации',
} as const;

export const UPLOAD_MESSAGES = {
  noFile: 'Файл не выбран',
  tooLarge: (mb: number) => `Файл больше ${mb} МБ`,
  unsupported: 'Неподдерживаемый формат файла. Загрузите файл XLSX или CSV',
  unreadable: 'Не удалось прочитать файл. Проверьте, что это XLSX или CSV (UTF-8 или Windows-1251)',
  /** IMPORT_MAX_ROWS: nothing of the file is imported. */
  tooManyRows: (max: number) =>
    `В файле больше ${max.toLocaleString('ru-RU')} строк с лидами. Ничего не импортировано: разделите файл на части до ${max.toLocaleString('ru-RU')} строк и загрузите их по очереди`,
  unpackedTooLarge: (mb: number) =>
    `Файл XLSX после распаковки больше ${mb} МБ. Ничего не импортировано: оставьте в файле только лист с лидами или сохраните его как CSV`,
  noHeader: 'В первой строке файла нет названий колонок (Имя, Телефон, E-mail, Город, ...)',
  noRows: 'В файле нет строк с лидами',
  managerUnknown: 'Менеджер не найден или не активен',
  dateInvalid: 'Некорректная дата следующего контакта (ожидается ГГГГ-ММ-ДД ЧЧ:ММ или ДД.ММ.ГГГГ ЧЧ:ММ)',
  /** `field` is the column's Russian label (IMPORT_COLUMN_LABELS). */
  fieldInvalid: (field: string) => `Некорректное значение поля «${field}»`,
  summary: (imported: number, duplicates: number, refused: number) =>
    `Импортировано лидов: ${imported} (из них дубликатов: ${duplicates}). Отклонено строк: ${refused}.`,
} as const;

/**
 * Column names of the leads import in Russian: the labels of the lead dialog (LEAD_FIELD_LABELS of the
 * contracts), so a file's headers and the refusal reasons use the words staff see. The template writes
 * them; the English field names are read as well.
 */
export const IMPORT_COLUMN_LABELS: Record<LeadUploadColumn, string> = Object.fromEntries(
  LEAD_UPLOAD_COLUMNS.map((column) => [column, LEAD_FIELD_LABELS[column]]),
) as Record<LeadUploadColumn, string>;

/**
 * The first cell of the template's sample row starts with this: a first row after the header that starts
 * with it is an example and is not imported.
 */
export const IMPORT_EXAMPLE_MARKER = 'Пример:';
