import '../client/zodWithoutEval';
import { z } from 'zod';
import { bodyId, isoDate, queryId } from './fields';
import { CURRENCIES, debitCreditLineSchema, moneySchema } from './money';
import { rowVersion } from './versions';

// The personal area (learning.md section 2.9): the diary, the balance, the support requests and the
// video-meeting links of a parent's or child's family - the children of the contracts linked to the account.

/** The journal's week picker bounds (learning.md section 9). */
export const JOURNAL_YEAR_MIN = 2019;
export const JOURNAL_YEAR_MAX = 2033;

/**
 * The refusal for an account with no child (learning.md section 2.9: the page looks for this text, spec
 * spelling kept, and shows 'У вас нет детей').
 */
export const NO_CHILDREN_MESSAGE = 'User does`t have a children';

/** POST /personal/area: the week (Monday to Sunday) holding `date`, 'YYYY-MM-DD'. */
export const personalAreaBodySchema = z.object({
  date: isoDate.refine((text) => {
    const year = Number(text.slice(0, 4));
    return year >= JOURNAL_YEAR_MIN && year <= JOURNAL_YEAR_MAX;
  }),
});

/** A file of a lesson a parent may download (GET /personal/file?id). */
export const journalFileSchema = z.object({ id: z.number(), name: z.string() });

/**
 * One lesson of the child's diary (learning.md section 3, Journal entry). `title` is the subject, `theme`
 * the lesson topic, `home_work` the lesson's homework and `home_work2` the group's; `notes` the group note
 * of the lesson; `review` the teacher's review of this child. A substitution names the substitute
 * (the diary shows the planned teacher and subject struck through).
 */
export const journalLessonSchema = z.object({
  lesson_id: z.number().nullable(),
  appointment_id: z.number().nullable(),
  group_id: z.number(),
  name_group: z.string(),
  title: z.string(),
  teacher: z.string(),
  theme: z.string(),
  home_work: z.string(),
  home_work2: z.string(),
  notes: z.string(),
  review: z.string(),
  /** 'HH:mm', the branch's wall time. */
  time_start: z.string(),
  time_end: z.string(),
  /** The appointment's length, 'H:mm'. */
  duration: z.string(),
  /** Whether the child was there; null before the lesson is recorded. */
  presence: z.boolean().nullable(),
  substitute_teacher: z.string().nullable(),
  substitute_subject: z.string().nullable(),
  files: z.array(journalFileSchema),
});
export type JournalLesson = z.infer<typeof journalLessonSchema>;

/** A day of the week with its lessons (days without lessons are left out). */
export const journalDaySchema = z.object({
  date: isoDate,
  /** The weekday in Russian, 'понедельник'. */
  day_week: z.string(),
  lessons: z.array(journalLessonSchema),
});
export type JournalDay = z.infer<typeof journalDaySchema>;

/** One child of the family: a contract linked to the account (a child account: only itself). */
export const journalChildSchema = z.object({
  contract_id: z.number(),
  name: z.string(),
  days: z.array(journalDaySchema),
});
export type JournalChild = z.infer<typeof journalChildSchema>;

export const personalAreaResponseSchema = z.object({
  /** Monday and Sunday of the week answered. */
  week_start: isoDate,
  week_end: isoDate,
  children: z.array(journalChildSchema),
});
export type PersonalArea = z.infer<typeof personalAreaResponseSchema>;

/** GET /personal/file?id: a file of a lesson of the family's children. */
export const personalFileQuerySchema = z.object({ id: queryId });

/** A child's balance (GET /personal/balance): its lines by date in the branch's currency, debit - credit. */
export const personalBalanceChildSchema = z.object({
  contract_id: z.number(),
  number: z.string(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  lines: z.array(debitCreditLineSchema),
  totals: z.object({ debit: moneySchema, credit: moneySchema, balance: moneySchema }),
});
export type PersonalBalanceChild = z.infer<typeof personalBalanceChildSchema>;
export const personalBalanceResponseSchema = z.array(personalBalanceChildSchema);

/** Support request statuses (learning.md section 4) with the labels the parent sees. */
export const SUPPORT_STATUS_LABELS = {
  new: 'передано в работу',
  in_work: 'обрабатывается',
  completed: 'обработано',
  closed: 'закрыто',
  denied_execution: 'Отказано в выполнении',
} as const;
export type SupportStatus = keyof typeof SUPPORT_STATUS_LABELS;
export const SUPPORT_STATUSES = Object.keys(SUPPORT_STATUS_LABELS) as [SupportStatus, ...SupportStatus[]];
/** The history's order (learning.md section 9): new 0, in_work 1, completed 2, closed 3; refusals last. */
export const SUPPORT_STATUS_ORDER: Record<SupportStatus, number> = {
  new: 0,
  in_work: 1,
  completed: 2,
  closed: 3,
  denied_execution: 4,
};

/** Longest support message. */
export const SUPPORT_MESSAGE_MAX = 2000;

/** POST /support: a request to the tech-support manager (sent only when not empty). */
export const supportBodySchema = z.object({ message: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX) });

/** A support request as its author sees it (sales-people-settings.md section 3, Support request). */
export const supportRequestSchema = z.object({
  id_task: z.number(),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  /** ISO timestamp. */
  date_created: z.string(),
  executor_id: z.number().nullable(),
  /** The executor's name (the card's manager), null when nobody is assigned. */
  manager: z.string().nullable(),
  version: z.number(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export const supportListResponseSchema = z.array(supportRequestSchema);

/** POST /support/close: the author closes a completed request. */
export const supportCloseBodySchema = z.object({ id_task: bodyId, version: rowVersion.optional() });

/** A group's video-meeting link (learning.md section 3, Video-meeting entry), for the family's groups. */
export const zoomLinkSchema = z.object({ group_id: z.number(), name_group: z.string(), link: z.string() });
export type ZoomLink = z.infer<typeof zoomLinkSchema>;
export const zoomCheckResponseSchema = z.array(zoomLinkSchema);
