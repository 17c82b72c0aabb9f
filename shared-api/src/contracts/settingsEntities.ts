import '../client/zodWithoutEval';
import { z } from 'zod';
import { MAX_ID, bodyId, queryId } from './fields';
import {
  EDITABLE_ENTITY_TYPES,
  ENTITY_VALUE_MAX,
  LOCATION_TEXT_MAX,
  REFERENCE_STATUSES,
  REPORT_LINK_LABEL_MAX,
  REPORT_LINK_URL_MAX,
  REQUISITE_TEXT_MAX,
} from './settingsEntityValues';
import { rowVersion } from './versions';

// Reference entities, locations and requisites of the settings' Adding entities tab, and the external
// links of /reports-links (sales-people-settings.md sections 2, 3, 5, 7 and 8).

export * from './settingsEntityValues';

const required = (max: number) => z.string().trim().min(1).max(max);

/** An editable entity (section 3): id, type, value. */
export const editableEntitySchema = z.object({
  id: z.number(),
  type: z.enum(EDITABLE_ENTITY_TYPES),
  value: z.string(),
  version: z.number(),
});
export type EditableEntity = z.infer<typeof editableEntitySchema>;

export const entityAddBodySchema = z.object({
  type: z.enum(EDITABLE_ENTITY_TYPES),
  value: required(ENTITY_VALUE_MAX),
});
/** POST /entity/add answers the type and the added row (section 7: type, data). */
export const entityAddResponseSchema = z.object({
  type: z.enum(EDITABLE_ENTITY_TYPES),
  data: editableEntitySchema,
});

export const entityModifyBodySchema = z.object({
  id: bodyId,
  type: z.enum(EDITABLE_ENTITY_TYPES),
  value: required(ENTITY_VALUE_MAX),
  version: rowVersion,
});
export const entityRemoveBodySchema = z.object({ id: bodyId, version: rowVersion.optional() });

/** A location (section 3); a new one has address '' and status active. */
export const locationSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  status: z.enum(REFERENCE_STATUSES),
  country_id: z.number(),
  version: z.number(),
});
export type LocationRow = z.infer<typeof locationSchema>;

export const locationAddBodySchema = z.object({
  name: required(LOCATION_TEXT_MAX),
  city: required(LOCATION_TEXT_MAX),
  address: z.string().trim().max(LOCATION_TEXT_MAX).default(''),
  status: z.enum(REFERENCE_STATUSES).default('active'),
  country_id: bodyId,
});
export const locationUpdateBodySchema = locationAddBodySchema.extend({
  id: bodyId,
  address: z.string().trim().max(LOCATION_TEXT_MAX),
  status: z.enum(REFERENCE_STATUSES),
  version: rowVersion,
});

/** A requisite (section 3): the legal entity a branch works under. */
export const requisiteSchema = z.object({
  id: z.number(),
  short_name: z.string(),
  legal_entity_id: z.string(),
  status: z.enum(REFERENCE_STATUSES),
  version: z.number(),
});
export type RequisiteRow = z.infer<typeof requisiteSchema>;

/**
 * The legal entity's registration number (УНП in Belarus, the identification code in Georgia: 9 digits):
 * digits without a leading zero, as every *_id field of a request.
 */
export const legalEntityId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((text) => Number(text) <= MAX_ID);

export const requisiteAddBodySchema = z.object({
  short_name: required(REQUISITE_TEXT_MAX),
  legal_entity_id: legalEntityId,
  status: z.enum(REFERENCE_STATUSES).default('active'),
});
export const requisiteUpdateBodySchema = requisiteAddBodySchema.extend({
  id: bodyId,
  status: z.enum(REFERENCE_STATUSES),
  version: rowVersion,
});

/** GET /location/remove?id, GET /requisite/remove?id. */
export const removeIdQuerySchema = z.object({ id: queryId });
/**
 * The answer of a removal: deleted, or kept as inactive because other rows refer to it (contracts, groups,
 * staff branches; costs, holidays) and deleting it would break them.
 */
export const removeAnswerSchema = z.object({ id: z.number(), outcome: z.enum(['deleted', 'deactivated']) });
export type ReferenceRemoveAnswer = z.infer<typeof removeAnswerSchema>;

/** An external link of /reports-links: its title and an http(s) address (opened in a new tab). */
export const reportLinkSchema = z.object({
  label: z.string().trim().min(1).max(REPORT_LINK_LABEL_MAX),
  url: z
    .string()
    .max(REPORT_LINK_URL_MAX)
    .regex(/^https?:\/\/\S+$/),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;
