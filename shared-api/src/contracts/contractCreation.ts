import { z } from 'zod';
import { bodyId, isoDate, queryId } from './fields';
import { CURRENCIES, moneySchema, priceInput } from './money';

/** The service types of the creation dialog (money.md section 3: lessons_type). */
export const LESSONS_TYPES = ['academic_year', 'camp', 'individual'] as const;
export type LessonsType = (typeof LESSONS_TYPES)[number];

/** Individual lesson durations in minutes (money.md section 9). */
export const LESSON_DURATIONS = [30, 45, 60, 90] as const;

/** hours_of_adaptation: none, or the adaptation period of a kindergarten course (money.md section 9). */
export const ADAPTATION_NONE = '00:00:00';
export const ADAPTATION_YES = '23:59:00';

/** Rows of the payment schedule the forms send (money.md section 3: a list of 10 rows). */
export const PAYMENT_ROWS = 10;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * A row of the schedule as the form sends it: every field may be empty (an unused row). Whether a row with
 * an amount has its date is checked after parsing, so that the answer can name the row
 * ('В строке {n} поле Дата обязательно для заполнения').
 */
export const paymentInputRowSchema = z.object({
  date: z.union([z.literal(''), isoDate]),
  amount: z.union([
    z.literal(''),
    z
      .union([z.number(), z.string()])
      .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
      .pipe(z.string().regex(/^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/)),
  ]),
  count_week: z.union([
    z.literal(''),
    z
      .union([z.number(), z.string().regex(/^\d{1,3}$/)])
      .transform(Number)
      .pipe(z.number().int().min(0).max(104)),
  ]),
});
export type PaymentInputRow = z.input<typeof paymentInputRowSchema>;

const common = {
  id_lead: bodyId,
  full_name: text(200),
  kid_name: text(200),
  year_of_birth: z
    .union([z.number(), z.string()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^(19|20)\d{2}$/)),
  passport_contact: text(500),
  registration_contact: text(500),
  city: optionalText(100),
  location: bodyId,
  requisite: bodyId,
  user_id: bodyId.optional(),
  contact_id: bodyId,
  utm_source: optionalText(200),
  utm_campaign: optionalText(200),
  utm_term: optionalText(200),
};

const payments = z.array(paymentInputRowSchema).max(PAYMENT_ROWS).optional().default([]);

const academicYear = z.object({
  lessons_type: z.literal('academic_year'),
  ...common,
  group: bodyId,
  course: bodyId,
  start_date: isoDate,
  weeks: z
    .union([z.number(), z.string().regex(/^\d{1,3}$/)])
    .transform(Number)
    .pipe(z.number().int().min(1).max(104)),
  week_price: priceInput,
  full_price: priceInput,
  hours_per_week: z
    .union([z.number(), z.string().regex(/^\d{1,2}$/)])
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d?$/)),
  hours_of_adaptation: z.enum([ADAPTATION_NONE, ADAPTATION_YES]),
  nickname_inst: optionalText(100),
  nickname_tg: optionalText(100),
  nickname_fb: optionalText(100),
  payments,
});

const camp = z.object({
  lessons_type: z.literal('camp'),
  ...common,
  group: bodyId,
  'camp-program': bodyId,
  nutrition: text(200),
  schedule: text(200),
  campaign_start: isoDate,
  campaign_end: isoDate,
  first_visit: isoDate,
  last_visit: isoDate,
  day_price: priceInput,
  total_days: z
    .union([z.number(), z.string().regex(/^\d{1,3}$/)])
    .transform(Number)
    .pipe(z.number().int().min(1).max(366)),
  full_price_camp: priceInput,
  prepayment: z
    .union([z.number(), z.string()])
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(z.string().regex(/^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/)),
  payments,
});

/** Individual lessons are one-to-one: a group is optional (docs/decisions.md). */
const individual = z.object({
  lessons_type: z.literal('individual'),
  ...common,
  group: bodyId.optional(),
  course: bodyId,
  lesson_price: priceInput,
  lesson_duration: z
    .union([z.number(), z.string().regex(/^\d{2}$/)])
    .transform(Number)
    .pipe(z.literal(LESSON_DURATIONS)),
});

/**
 * POST /contract/add: the contract payload of money.md section 3 as the body, with the fields of its service
 * type (lessons_type). Sent flat, not wrapped in {contract} (docs/decisions.md).
 */
export const contractPayloadSchema = z.discriminatedUnion('lessons_type', [academicYear, camp, individual]);
export type ContractPayload = z.output<typeof contractPayloadSchema>;
export type ContractPayloadInput = z.input<typeof contractPayloadSchema>;

export const contractAddResponseSchema = z.object({
  contract_id: z.number(),
  number: z.string(),
  /** The document's name for GET /contract/download; '' when no template of its name was uploaded. */
  file_name: z.string(),
});
export type ContractAddResponse = z.infer<typeof contractAddResponseSchema>;

/** POST /contract/remove: the contract made by mistake, removed from the result dialog. */
export const contractRemoveBodySchema = z.object({ contract_id: bodyId });
export const contractRemoveResponseSchema = z.object({ status: z.literal('OK') });

/** GET /contract/options/get?location_id=: what the creation forms offer in one branch. */
export const contractOptionsQuerySchema = z.object({ location_id: queryId });
export const contractOptionsSchema = z.object({
  courses: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      type: z.enum(['course', 'camp_program', 'individual']),
      kindergarten: z.boolean(),
    }),
  ),
  /** Groups for pricing (money.md section 3): full price = price_per_week x weeks. */
  groups: z.array(
    z.object({
      id: z.number(),
      short_name: z.string(),
      course_id: z.number(),
      location_id: z.number(),
      price_per_week: moneySchema,
      weeks: z.number(),
      start_date: z.string().nullable(),
    }),
  ),
  /** The active requisites of the branch's country. */
  requisites: z.array(z.object({ id: z.number(), short_name: z.string() })),
  /** The currency of the branch's country: the prices are in it. */
  currency: z.enum(CURRENCIES),
});
export type ContractOptions = z.infer<typeof contractOptionsSchema>;
