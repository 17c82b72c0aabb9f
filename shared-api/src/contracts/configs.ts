import { z } from 'zod';
import { bodyId, isoDate, queryId } from './fields';
import { rowVersion } from './versions';
import { CONFIG_NAME_PATTERN } from './configValues';

export * from './configValues';

/** A configuration name (the configs table's check). */
export const configNameSchema = z.string().regex(CONFIG_NAME_PATTERN);

/** Any JSON value: a configuration's data (checked per name by the server). */
export const configDataSchema: z.ZodType<unknown> = z.unknown();

/** A configuration (sales-people-settings.md section 3, Config): its data in the shape its name gives it. */
export const configSchema = z.object({
  id: z.number(),
  name: z.string(),
  data: configDataSchema,
  /** The row's version: an update sends it back (409 when someone saved in between). */
  version: z.number(),
});
export type Config = z.infer<typeof configSchema>;

/** GET /configs/get: every configuration, or those named (comma-separated), by name. */
export const configsQuerySchema = z.object({
  name: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,49}(,[a-z][a-z0-9_]{0,49}){0,19}$/)
    .optional(),
});

/** POST /config/update: the configuration's whole data, from the version read. */
export const configUpdateBodySchema = z.object({
  config_id: bodyId,
  data: configDataSchema,
  /** The original clients' flag ('business' configuration); kept in the audit row. */
  business: z.boolean().optional(),
  version: rowVersion,
});

/** POST /config/add: a new configuration; for 'zoom_params' one link {link, group_id} added to its list. */
export const configAddBodySchema = z.object({
  name: configNameSchema,
  data: configDataSchema,
});

/** GET /config/remove?id. */
export const configRemoveQuerySchema = z.object({ id: queryId, version: queryId.optional() });
export const configRemoveResponseSchema = z.object({ status: z.literal('OK') });

// The data of each known configuration (configValues.ts describes them). The server checks the references
// (groups, users, branches, requisites) against the database.

const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/]+\S*$/i);
const text = (max: number) => z.string().trim().min(1).max(max);

export const zoomParamSchema = z.object({ link, group_id: bodyId });
export const locationUserSchema = z.object({ location: bodyId, user: bodyId });
export const userConfigSchema = z.object({ user_id: bodyId });
export const holidayConfigSchema = z
  .object({ requisite_id: bodyId, name: text(200), date_from: isoDate, date_to: isoDate })
  .refine((holiday) => holiday.date_from <= holiday.date_to, { path: ['date_to'] });
export const scheduleSlotSchema = z.string().regex(/^([01]?\d|2[0-3]):[0-5]\d$/);
const costName = text(100);

/** Each known configuration's data. */
export const CONFIG_DATA_SCHEMAS = {
  zoom_params: z.array(zoomParamSchema).max(2000),
  responsibility: z.array(locationUserSchema).max(500),
  administration: z.array(locationUserSchema).max(500),
  support: userConfigSchema,
  default_teacher: userConfigSchema,
  holidays: z.array(holidayConfigSchema).max(2000),
  category: z.array(z.object({ category: costName, operations: z.array(costName).max(200) })).max(200),
  schedule: z.array(scheduleSlotSchema).min(1).max(100),
} as const;
