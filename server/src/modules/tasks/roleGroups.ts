import type { TaskRoleGroup } from '@school/shared-api/contracts';

/** The roles of each executor role group of the create form (auth/roles.ts names). */
export const ROLE_GROUP_ROLES: Record<TaskRoleGroup, readonly string[]> = {
  methodist: ['methodist'],
  administrator: ['administrator', 'admin'],
  teacher: ['teacher'],
  sales: ['manager'],
};
