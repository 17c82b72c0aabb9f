import {
  ENTITY_TYPE_NAMES,
  type EntitiesTypes,
  type EntityTypeName,
  type Option,
} from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Queryable } from '../../db/db';
import * as repo from './repository';

/** Types of the editable `entities` table that are lists of GET /entities-types/get. */
const REFERENCE_TYPES = [
  'subject',
  'reasons_cancelled',
  'utm_source',
  'nutrition',
  'schedule',
  'operation',
  'category',
] as const satisfies readonly EntityTypeName[];

/** Reference types a customer's personal area may show (diary subjects, meal plans, schedules). */
const CUSTOMER_REFERENCE_TYPES = [
  'subject',
  'nutrition',
  'schedule',
] as const satisfies readonly EntityTypeName[];

const emptyLists = () =>
  Object.fromEntries(ENTITY_TYPE_NAMES.map((name) => [name, [] as Option[]])) as EntitiesTypes;

function addReferences(
  result: EntitiesTypes,
  references: (Option & { type: string })[],
  types: readonly EntityTypeName[],
): void {
  for (const { type, value, label } of references) {
    if ((types as readonly string[]).includes(type)) result[type as EntityTypeName].push({ value, label });
  }
}

/**
 * The lists of a parent or child account: only what its own family's contracts name (branches, courses,
 * groups), the family's accounts, and the reference lists a personal area shows. No staff, no other
 * customer, nothing of the school's sales or accounting (docs/decisions.md).
 */
async function customerEntitiesTypes(q: Queryable, auth: AuthContext): Promise<EntitiesTypes> {
  const [location, course, group, customers, references] = await Promise.all([
    repo.familyLocationOptions(q, auth.userId),
    repo.familyCourseOptions(q, auth.userId),
    repo.familyGroupOptions(q, auth.userId),
    repo.familyAccountOptions(q, auth.userId),
    repo.referenceEntities(q),
  ]);
  const result = emptyLists();
  Object.assign(result, { location, course, group, customers } satisfies Partial<EntitiesTypes>);
  addReferences(result, references, CUSTOMER_REFERENCE_TYPES);
  return result;
}

/**
 * All reference lists for the signed-in user: for staff, branches and groups limited to the user's
 * branches; for parent and child accounts, only their family's (customerEntitiesTypes).
 */
export async function entitiesTypes(q: Queryable, auth: AuthContext): Promise<EntitiesTypes> {
  if (!auth.isEmployee) return customerEntitiesTypes(q, auth);
  const [
    location,
    course,
    kindergarten,
    rb,
    georgia,
    group,
    user,
    activeUsers,
    customers,
    teachers,
    roles,
    requisites,
    references,
  ] = await Promise.all([
    repo.locationOptions(q, auth.locations),
    repo.courseOptions(q),
    repo.courseOptions(q, { kindergarten: true }),
    repo.courseOptions(q, { countryCode: 'BY' }),
    repo.courseOptions(q, { countryCode: 'GE' }),
    repo.groupOptions(q, auth.locations),
    repo.employeeOptions(q, false),
    repo.employeeOptions(q, true),
    repo.customerOptions(q, auth.allBranches ? null : auth.locations),
    repo.roleHolderOptions(q, 'teacher'),
    repo.roleOptions(q),
    repo.requisiteOptions(q),
    repo.referenceEntities(q),
  ]);
  const result = emptyLists();
  Object.assign(result, {
    location,
    course,
    course_of_kindergarten: kindergarten,
    group,
    user,
    active_users: activeUsers,
    access_name: roles,
    requisites,
    customers,
    'default.teacher': teachers,
    rb,
    georgia,
  } satisfies Partial<EntitiesTypes>);
  addReferences(result, references, REFERENCE_TYPES);
  return result;
}
