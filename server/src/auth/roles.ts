import { PERMISSIONS, type Permission } from '@school/shared-api/contracts';

/** A role of the demo school: DESIGN.md section 4. `x.*` stands for every permission starting with `x.`. */
export type RoleDefinition = {
  id: number;
  name: string;
  label: string;
  allBranches: boolean;
  permissions: readonly string[];
};

const METHODIST = [
  'group.*',
  'lesson.view',
  'appointment.view',
  'appointments.copy',
  'topic.*',
  'report_attendance.view',
  'contract.view',
  'tasks.*',
];

/** Ids of parent (8000) and child (11111) are those the specification names for customer roles. */
export const ROLE_DEFINITIONS: readonly RoleDefinition[] = [
  { id: 1, name: 'admin', label: 'Главный администратор', allBranches: true, permissions: ['*'] },
  {
    id: 2,
    name: 'manager',
    label: 'Менеджер по продажам',
    allBranches: false,
    permissions: [
      'contacts.view',
      'leads.view',
      'tasks.*',
      'contract.view',
      'contract.modify',
      'payment.view',
      'report.view',
      'links.view',
    ],
  },
  {
    id: 3,
    name: 'accountant',
    label: 'Бухгалтер',
    allBranches: false,
    permissions: [
      'contract.view',
      'contract.modify',
      'payment.view',
      'payment.modify',
      'receivable.view',
      'transactions.view',
      'transactions.add',
      'report.view',
      'links.view',
      'tasks.*',
    ],
  },
  { id: 4, name: 'methodist', label: 'Методист', allBranches: false, permissions: METHODIST },
  {
    id: 5,
    name: 'administrator',
    label: 'Администратор филиала',
    allBranches: false,
    permissions: [...METHODIST, 'contacts.view', 'leads.view', 'payment.view', 'user.view'],
  },
  {
    id: 6,
    name: 'teacher',
    label: 'Преподаватель',
    allBranches: false,
    permissions: [
      'lesson.view',
      'topic.add',
      'topic.modify',
      'report_attendance.view',
      'tasks.view',
      'tasks.add',
      'tasks.modify',
    ],
  },
  {
    id: 7,
    name: 'support',
    label: 'Поддержка',
    allBranches: false,
    permissions: ['tasks.*', 'contacts.view'],
  },
  {
    id: 8000,
    name: 'parent',
    label: 'Родитель',
    allBranches: false,
    permissions: ['personal_area.view', 'personal_balance.view'],
  },
  { id: 11111, name: 'child', label: 'Ученик', allBranches: false, permissions: ['personal_area.view'] },
];

/** Expands '*' and 'x.*' patterns into the specification's permission strings, sorted and without duplicates. */
export function expandPermissions(patterns: readonly string[]): Permission[] {
  const result = new Set<Permission>();
  for (const pattern of patterns) {
    if (pattern === '*') {
      PERMISSIONS.forEach((permission) => result.add(permission));
    } else if (pattern.endsWith('.*')) {
      const prefix = pattern.slice(0, -1);
      const matches = PERMISSIONS.filter((permission) => permission.startsWith(prefix));
      if (matches.length === 0) throw new Error(`Permission pattern ${pattern} matches nothing`);
      matches.forEach((permission) => result.add(permission));
    } else {
      if (!(PERMISSIONS as readonly string[]).includes(pattern))
        throw new Error(`Unknown permission ${pattern}`);
      result.add(pattern as Permission);
    }
  }
  return [...result].sort();
}
