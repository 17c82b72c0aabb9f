export const START_FAILED = 'Не удалось загрузить конфигурацию приложения';
export const MAINTENANCE_MESSAGE = 'Technical maintenance in progress... please check again later';
export const NO_PAGES = 'Нет доступных разделов. Обратитесь к администратору.';
export const LOADING = 'Загрузка…';
// Not in the spec: the signed-in part of the application (menu, header) failed to load.
export const LAYOUT_FAILED = 'Не удалось загрузить приложение';
export const LAYOUT_FAILED_TEXT = 'Проверьте подключение к сети и обновите страницу.';
export const RELOAD = 'Обновить страницу';
