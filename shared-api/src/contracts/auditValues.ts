// The audit journal's values (/app/audit), apart from the schemas in audit.ts: the journal page and the
// links to a row's history import these from '@school/shared-api/people', and a module without zod keeps zod and
// the journal's calls out of every app's first load. The server writes its XLSX with the same labels and
// the same difference.

/** Who may read the journal (granted to the head administrator by default). */
export const AUDIT_PERMISSIONS = ['audit.view'] as const;

/** What the server records changes of: the `entity` of every audit row (server/src/db/audit.ts). */
export const AUDIT_ENTITY_LABELS = {
  appointment: 'Занятие в расписании',
  comment: 'Комментарий',
  config: 'Конфигурация',
  contact: 'Контакт',
  contract: 'Договор',
  contract_template: 'Шаблон договора',
  customer: 'Родитель или ученик',
  entity: 'Значение справочника',
  file: 'Файл',
  group: 'Группа',
  lead: 'Лид',
  location: 'Локация',
  payment: 'Платеж',
  receivable: 'Начисление',
  requisite: 'Реквизит',
  task: 'Задача',
  temporary_arrangement: 'Отработка',
  transaction: 'Затрата',
  user: 'Сотрудник',
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as [AuditEntity, ...AuditEntity[]];

/** What was done: the `action` of every audit row. */
export const AUDIT_ACTION_LABELS = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  remove: 'Удаление договора или файла',
  activate: 'Активация',
  deactivate: 'Деактивация',
  disable: 'Отключение',
  add_item: 'Добавление элемента',
  cancel: 'Отмена',
  close: 'Закрытие',
  comment: 'Комментарий',
  copy: 'Копирование',
  extend: 'Продление',
  import: 'Загрузка из файла',
  kid_rename: 'Смена имени ребенка',
  manager: 'Смена менеджера',
  move: 'Перевод в другую группу',
  status: 'Смена статуса',
  transfer: 'Передача другому сотруднику',
  upload: 'Загрузка файла',
  void: 'Аннулирование',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** Rows of one page of the journal, unless the request asks for another number (at most AUDIT_PAGE_MAX). */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;
/** Rows of one XLSX export, newest first; the file says when the filters matched more. */
export const AUDIT_EXPORT_MAX = 10_000;

/** The days of the period filter are days of this zone (the school's head office), and so are the times shown. */
export const AUDIT_TIME_ZONE = 'Europe/Minsk';

/**
 * Texts of the journal that the specification does not have (docs/decisions.md), those the page and the
 * server's XLSX share; the page's own are in mf-sales' audit/messages.ts.
 */
export const AUDIT_MESSAGES = {
  title: 'Журнал изменений',
  entity: 'Сущность',
  entityId: 'Номер записи',
  actor: 'Пользователь',
  action: 'Действие',
  period: 'Период',
  at: 'Время (Минск)',
  changes: 'Изменения',
  field: 'Поле',
  before: 'Было',
  after: 'Стало',
  created: 'Создано',
  deleted: 'Удалено',
  system: 'Система',
  empty: 'Пустое значение',
  yes: 'да',
  no: 'нет',
  noChanges: 'Без изменений полей',
  /** The XLSX caption: the filters used ('нет' without any). */
  filters: (text: string) => `Фильтры: ${text || 'нет'}`,
  /** The XLSX caption when the filters matched more rows than one file takes. */
  cut: (max: number) =>
    `Показаны ${max.toLocaleString('ru-RU')} последних изменений; уточните фильтры, чтобы увидеть остальные`,
} as const;

/** The label of an entity or an action; a value recorded before this list knew it shows as it is. */
export const auditEntityLabel = (entity: string): string =>
  (AUDIT_ENTITY_LABELS as Record<string, string>)[entity] ?? entity;
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

/** The journal filtered to one row's history: /app/audit?entity=contract&entity_id=12. */
export const auditHistoryPath = (entity: AuditEntity, id: number | string): string =>
  `/app/audit?${new URLSearchParams({ entity, entity_id: String(id) }).toString()}`;

/** One field of a change: its value before and after, as text (absent before a creation, after a deletion). */
export type AuditFieldChange = { field: string; before?: string; after?: string };

/**
 * What a recorded change did, readable: a creation or a deletion shows the whole row, a change only the
 * fields whose value differs. Values are shown as text: strings as they are, '' as 'Пустое значение',
 * true/false as да/нет, null as '—', lists and objects as compact JSON.
 */
export type AuditDifference = { kind: 'created' | 'deleted' | 'changed'; fields: AuditFieldChange[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of a stored row as text. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (value === '') return AUDIT_MESSAGES.empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? AUDIT_MESSAGES.yes : AUDIT_MESSAGES.no;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** JSON with object keys sorted, so that two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The fields of a stored row; a value that is not an object is one field without a name. */
const fieldsOf = (row: unknown): [string, unknown][] => (isRecord(row) ? Object.entries(row) : [['', row]]);

export function auditDifference(before: unknown, after: unknown): AuditDifference {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore)
    return {
      kind: 'created',
      fields: hasAfter
        ? fieldsOf(after).map(([field, value]) => ({ field, after: auditValueText(value) }))
        : [],
    };
  if (!hasAfter)
    return {
      kind: 'deleted',
      fields: fieldsOf(before).map(([field, value]) => ({ field, before: auditValueText(value) })),
    };
  const old = new Map(fieldsOf(before));
  const now = new Map(fieldsOf(after));
  const names = [...old.keys(), ...[...now.keys()].filter((name) => !old.has(name))];
  const fields: AuditFieldChange[] = [];
  for (const field of names) {
    if (old.has(field) && now.has(field) && canonical(old.get(field)) === canonical(now.get(field))) continue;
    fields.push({
      field,
      ...(old.has(field) ? { before: auditValueText(old.get(field)) } : {}),
      ...(now.has(field) ? { after: auditValueText(now.get(field)) } : {}),
    });
  }
  return { kind: 'changed', fields };
}
