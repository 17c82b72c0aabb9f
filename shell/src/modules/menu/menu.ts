import type { Permission, RemoteName } from 'shared-api';

export type MenuItem = {
  /** First path segment under /app. */
  path: string;
  label: string;
  /** The user must hold all of them to see the item and open the page. */
  permissions: Permission[];
  /** The remote that owns the page. */
  remote: RemoteName;
};

export type MenuGroup = { label: string; items: MenuItem[] };
export type MenuEntry = MenuGroup | MenuItem;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** The menu of money.md section 2; the permissions per page are our decision (docs/decisions.md). */
export const MENU: MenuEntry[] = [
  {
    label: 'Продажи/Платежи',
    items: [
      { path: 'crm', label: 'Продажи', permissions: ['contacts.view', 'leads.view'], remote: 'sales' },
      { path: 'tasks', label: 'Задачи', permissions: ['tasks.view'], remote: 'sales' },
      { path: 'contracts', label: 'Договоры', permissions: ['contract.view'], remote: 'money' },
      { path: 'payments', label: 'Платежи', permissions: ['payment.view'], remote: 'money' },
      { path: 'debt', label: 'Дебиторская задолженность', permissions: ['receivable.view'], remote: 'money' },
    ],
  },
  {
    label: 'Учебный процесс',
    items: [
      { path: 'groups', label: 'Группы', permissions: ['group.view'], remote: 'learning' },
      { path: 'lessons', label: 'Занятия', permissions: ['lesson.view'], remote: 'learning' },
      {
        path: 'class-schedule',
        label: 'Расписание',
        permissions: ['appointment.view', 'group.view'],
        remote: 'learning',
      },
      {
        path: 'edit-groups',
        label: 'Распределение по группам',
        permissions: ['group.modify'],
        remote: 'learning',
      },
      {
        path: 'schedule-view',
        label: 'Темы и даты занятий',
        permissions: ['lesson.view'],
        remote: 'learning',
      },
      {
        path: 'working-out',
        label: 'Отработки',
        permissions: ['group.view', 'contract.view'],
        remote: 'learning',
      },
      {
        path: 'appointments',
        label: 'Назначения и замены',
        permissions: ['appointment.view'],
        remote: 'learning',
      },
      {
        path: 'unmarked-lessons',
        label: 'Неотмеченные занятия',
        permissions: ['lesson.view'],
        remote: 'learning',
      },
    ],
  },
  {
    label: 'Создание пользователей',
    items: [
      { path: 'access', label: 'Сотрудники', permissions: ['user.view'], remote: 'sales' },
      { path: 'parents-create', label: 'Клиенты', permissions: ['user.view', 'user.add'], remote: 'sales' },
    ],
  },
  {
    label: 'Отчеты',
    items: [
      {
        path: 'payments-schedule',
        label: 'График поступлений',
        permissions: ['payment.view', 'report.view'],
        remote: 'money',
      },
      { path: 'reports', label: 'Отчеты', permissions: ['report.view'], remote: 'money' },
      {
        path: 'attendance-reports',
        label: 'Посещаемость',
        permissions: ['report_attendance.view'],
        remote: 'learning',
      },
      {
        path: 'reports-links',
        label: 'Ссылки и заказ отчетов',
        permissions: ['links.view'],
        remote: 'sales',
      },
    ],
  },
  { path: 'journal', label: 'Дневник', permissions: ['personal_area.view'], remote: 'learning' },
  { path: 'settings', label: 'Настройки', permissions: ['configs.view'], remote: 'sales' },
];
