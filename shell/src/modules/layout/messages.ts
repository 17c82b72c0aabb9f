export const LAYOUT_MESSAGES = {
  appName: 'Школа',
  menu: 'Меню',
  openMenu: 'Открыть меню',
  collapse: 'Свернуть меню',
  expand: 'Развернуть меню',
  logout: 'Выйти',
  home: 'Главная',
} as const;
