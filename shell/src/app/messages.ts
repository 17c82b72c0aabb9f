export const START_FAILED = 'Не удалось загрузить конфигурацию приложения';
export const MAINTENANCE_MESSAGE = 'Technical maintenance in progress... please check again later';
export const NO_PAGES = 'Нет доступных разделов. Обратитесь к администратору.';
export const LOADING = 'Загрузка…';
