import type { StagePage } from '../menu';

const page = (p: Omit<StagePage, 'calls'>): StagePage => ({ ...p, calls: [] });

/** Pages as the remotes of a stage declare them (each remote's own order; the shell sorts). */
export const STAGE_PAGES: StagePage[] = [
  page({
    path: 'debt',
    group: 'sales',
    label: 'Дебиторская задолженность',
    permissions: ['receivable.view'],
    order: 50,
    remote: 'money',
  }),
  page({
    path: 'journal',
    label: 'Дневник',
    permissions: ['personal_area.view'],
    order: 10,
    remote: 'learning',
  }),
  page({
    path: 'groups',
    group: 'learning',
    label: 'Группы',
    permissions: ['group.view'],
    order: 10,
    remote: 'learning',
  }),
  page({
    path: 'crm',
    group: 'sales',
    label: 'Продажи',
    permissions: ['contacts.view', 'leads.view'],
    order: 10,
    remote: 'sales',
  }),
  page({
    path: 'access',
    group: 'users',
    label: 'Сотрудники',
    permissions: ['user.view'],
    order: 10,
    remote: 'sales',
  }),
  page({
    path: 'reports',
    group: 'reports',
    label: 'Отчеты',
    permissions: ['report.view'],
    order: 20,
    remote: 'money',
  }),
  page({
    path: 'contract-print',
    group: 'sales',
    label: 'Печать договора',
    permissions: ['receivable.view'],
    order: 5,
    hidden: true,
    remote: 'money',
  }),
];
