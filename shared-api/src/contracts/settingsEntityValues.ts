// The Adding entities tab of /settings and the /reports-links page (sales-people-settings.md sections 2, 3,
// 5, 8 and 9), apart from the schemas in settingsEntities.ts: the pages import these values, and a module
// without zod keeps zod out of the pages' first load.

/** Types of the editable reference entities (the lists of GET /entities-types/get they fill). */
export const EDITABLE_ENTITY_TYPES = [
  'subject',
  'reasons_cancelled',
  'utm_source',
  'nutrition',
  'schedule',
  'operation',
  'category',
] as const;
export type EditableEntityType = (typeof EDITABLE_ENTITY_TYPES)[number];

/** Russian names of the entity types in the tab's select. */
export const ENTITY_TYPE_LABELS: Record<EditableEntityType, string> = {
  subject: 'Предмет',
  reasons_cancelled: 'Причина отказа',
  utm_source: 'Источник (utm_source)',
  nutrition: 'Питание',
  schedule: 'Расписание',
  operation: 'Операция',
  category: 'Категория',
};

/** Status of a location or a requisite (section 9); a new one is active. */
export const REFERENCE_STATUSES = ['active', 'inactive'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];

export const ENTITY_VALUE_MAX = 200;
export const LOCATION_TEXT_MAX = 200;
export const REQUISITE_TEXT_MAX = 200;
export const REPORT_LINK_LABEL_MAX = 100;
export const REPORT_LINK_URL_MAX = 2000;

/** The configuration that holds the /reports-links page's external links (edited in the JSON editor). */
export const REPORT_LINKS_CONFIG = 'report_links';

/** The spec's messages (sections 5 and 8), exactly; the rest are this product's. */
export const SETTINGS_ENTITY_MESSAGES = {
  noRights: 'У вас нет прав для просмотра страницы',
  entitiesTab: 'Добавление сущностей',
  entities: 'Сущности',
  locations: 'Локации',
  requisites: 'Реквизиты',
  entityFillAll: 'заполните все поля',
  entityAdded: 'Сущность успешно добавлена!',
  entityAddFailed: 'Ошибка при добавлении сущности!',
  entityUpdated: 'Сущность успешно обновлена!',
  entityUpdateFailed: 'Ошибка при обновлении сущности!',
  entityRemoved: 'Сущность успешно удалена!',
  entityRemoveFailed: 'Ошибка при удалении сущности!',
  entitiesLoadFailed: 'Ошибка при загрузке сущностей!',
  locationRequired: 'Заполните обязательные поля (Название, Город, ID страны)',
  locationAdded: 'Локация успешно добавлена!',
  locationUpdated: 'Локация успешно обновлена!',
  locationRemoved: 'Локация успешно удалена!',
  locationAddFailed: 'Ошибка при добавлении локации!',
  locationUpdateFailed: 'Ошибка при обновлении локации!',
  locationRemoveFailed: 'Ошибка при удалении локации!',
  locationsLoadFailed: 'Ошибка при загрузке локаций!',
  locationAddAlert: 'Не удалось добавить локацию',
  locationRemoveAlert: 'Не удалось удалить локацию',
  locationDeactivated:
    'Локация используется в договорах, группах или у сотрудников: она переведена в статус inactive',
  requisiteRequired: 'заполните обязательные поля',
  requisiteAdded: 'Реквизит успешно добавлен!',
  requisiteUpdated: 'Реквизит успешно обновлен!',
  requisiteRemoved: 'Реквизит успешно удален!',
  requisiteAddFailed: 'Ошибка при добавлении реквизита!',
  requisiteUpdateFailed: 'Ошибка при обновлении реквизита!',
  requisiteRemoveFailed: 'Ошибка при удалении реквизита!',
  requisitesLoadFailed: 'Ошибка при загрузке реквизитов!',
  requisiteAddAlert: 'Не удалось добавить реквизит',
  requisiteRemoveAlert: 'Не удалось удалить реквизит',
  requisiteDeactivated: 'Реквизит используется в затратах или праздниках: он переведен в статус inactive',
  badRemoveId: 'Некорректный ID для удаления',
  unknownCountry: 'Страны с таким ID нет',
  duplicateEntity: 'Такое значение этого типа уже есть',
} as const;
