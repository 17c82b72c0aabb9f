export const ACCESS_MESSAGES = {
  title: 'Сотрудники',
  active: 'Активен',
  disabled: 'Отключен',
  columns: {
    short_name: 'Имя',
    email: 'E-mail',
    location: 'Филиалы',
    access_id: 'Роли',
    last_activity: 'Последняя активность',
    status: 'Статус',
  },
} as const;
