import {
  ENTITY_TYPE_NAMES,
  type EntitiesTypes,
  type EntityTypeName,
  type Option,
} from 'shared-api/contracts';
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

/** All reference lists for the signed-in user: branches and groups limited to the user's branches. */
export async function entitiesTypes(q: Queryable, auth: AuthContext): Promise<EntitiesTypes> {
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
    repo.customerOptions(q),
    repo.roleHolderOptions(q, 'teacher'),
    repo.roleOptions(q),
    repo.requisiteOptions(q),
    repo.referenceEntities(q),
  ]);
  const result = Object.fromEntries(ENTITY_TYPE_NAMES.map((name) => [name, [] as Option[]])) as EntitiesTypes;
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
  for (const { type, value, label } of references) {
    if ((REFERENCE_TYPES as readonly string[]).includes(type))
      result[type as EntityTypeName].push({ value, label });
  }
  return result;
}
