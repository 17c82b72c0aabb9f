// The configurations of the settings page (sales-people-settings.md sections 2, 3, 8): names, section titles
// and messages, apart from the schemas in configs.ts, so that the page's first load carries no zod.

/** The configurations the settings page knows, in the order of its sections (spec section 3 plus 'schedule'). */
export const KNOWN_CONFIG_NAMES = [
  'zoom_params',
  'responsibility',
  'support',
  'holidays',
  'category',
  'default_teacher',
  'administration',
  'schedule',
] as const;
export type KnownConfigName = (typeof KNOWN_CONFIG_NAMES)[number];

/** A configuration name: lower-case latin letters, digits and '_', starting with a letter (the table's check). */
export const CONFIG_NAME_PATTERN = /^[a-z][a-z0-9_]{0,49}$/;

/** The spec's alerts (section 8), exactly, and the page's own texts. */
export const CONFIG_MESSAGES = {
  removeFailed: 'Не удалось удалить конфигурацию. Попробуйте ещё раз.',
  updateFailed: 'Не удалось обновить конфигурацию. Попробуйте ещё раз.',
  addFailed: 'Не удалось создать новую конфигурацию',
} as const;

/** One Zoom link of a group ('zoom_params' is a list of them). */
export type ZoomParam = { link: string; group_id: number };
/** A branch and the user set for it ('responsibility' and 'administration' are lists of them). */
export type LocationUser = { location: number; user: number };
/** A single user ('support': the responsible for tech-support tasks; 'default_teacher'). */
export type UserConfig = { user_id: number };
/** A break of a requisite ('holidays' is a list of them; the payment schedules skip their weeks). */
export type HolidayConfig = { requisite_id: number; name: string; date_from: string; date_to: string };
/** A category of costs with its operations ('category' is a list of them). */
export type CategoryItem = { category: string; operations: string[] };
