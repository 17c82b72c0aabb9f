/** Not in the specification: an unobtrusive line saying which release of the area is running. */
export const RELEASE_MESSAGES = {
  moduleVersion: (version: string) => `Модуль «Деньги» ${version}`,
} as const;
