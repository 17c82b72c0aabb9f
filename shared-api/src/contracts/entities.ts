import { z } from 'zod';

export const optionSchema = z.object({ value: z.union([z.number(), z.string()]), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** Reference lists of GET /entities-types/get (money.md section 3, sales-people-settings.md section 3). */
export const ENTITY_TYPE_NAMES = [
  'location',
  'course',
  'course_of_kindergarten',
  'group',
  'subject',
  'user',
  'active_users',
  'access_name',
  'reasons_cancelled',
  'utm_source',
  'requisites',
  'nutrition',
  'schedule',
  'operation',
  'category',
  'customers',
  'default.teacher',
  'rb',
  'georgia',
] as const;
export type EntityTypeName = (typeof ENTITY_TYPE_NAMES)[number];
export const entitiesTypesSchema = z.object(
  Object.fromEntries(ENTITY_TYPE_NAMES.map((name) => [name, z.array(optionSchema)])) as Record<
    EntityTypeName,
    z.ZodArray<typeof optionSchema>
  >,
);
export type EntitiesTypes = Record<EntityTypeName, Option[]>;
