/** Not in the specification: an unobtrusive line saying which release of the area is running. */
export const RELEASE_MESSAGES = {
  moduleVersion: (version: string) => `Модуль «Деньги» ${version}`,
  checkTitle: 'Проверка выпуска',
  checkText: 'Эту страницу добавил выпуск модуля «Деньги» без выпуска оболочки.',
  sharedVersion: (version: string) => `Общие компоненты (shared-ui) ${version}`,
} as const;
