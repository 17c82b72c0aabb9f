// The settings page's texts; not in the spec (docs/decisions.md 'Contract documents').
export const SETTINGS_MESSAGES = {
  title: 'Настройки',
  templates: 'Шаблоны',
  templatesFailedTitle: 'Шаблоны не загрузились',
  templatesFailedText: 'Не удалось загрузить раздел шаблонов договоров. Попробуйте ещё раз.',
} as const;
