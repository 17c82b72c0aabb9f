import '../client/zodWithoutEval';
import { z } from 'zod';
import { bodyId, isoDate, queryId } from './fields';
import { rowVersion } from './versions';

// Lesson topics and the week's schedule (learning.md sections 2.8, 3 and 7): the topics a methodist plans
// for a group's lesson dates, and the appointments of a week of a branch with the topic of each.

/** Longest topic text or subject. */
export const TOPIC_TEXT_MAX = 500;
/** The refusal of a topic without a group or a text (learning.md section 5, exactly). */
export const TOPIC_REQUIRED = "необходимо выбрать группу и заполнить поле 'тема': ";

/** The weeks the schedule offers: the previous, the current and the next one (learning.md: Schedule filter). */
export const SCHEDULE_WEEKS = ['prev', 'current', 'next'] as const;
export type ScheduleWeek = (typeof SCHEDULE_WEEKS)[number];

/** A lesson topic (learning.md section 3, Topic), with the names the tables show. */
export const topicSchema = z.object({
  id: z.number(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  group_id: z.number(),
  name_group: z.string(),
  location_id: z.number(),
  /** The teacher (a user id), or null when the topic is the group's whoever teaches it. */
  user: z.number().nullable(),
  /** The teacher's name ('' without one). */
  teacher: z.string(),
  /** The topic's text. */
  short_name: z.string(),
  subject: z.string(),
  version: z.number(),
});
export type Topic = z.infer<typeof topicSchema>;

const topicText = z.string().trim().max(TOPIC_TEXT_MAX);

/** The topic form (learning.md section 7): date, user, group_id, short_name, subject. */
const topicFields = {
  date: isoDate,
  /** The teacher; null or absent for none. */
  user: bodyId.nullable().optional(),
  group_id: bodyId,
  /** The topic's text; an empty one is refused with TOPIC_REQUIRED. */
  short_name: topicText,
  subject: topicText.default(''),
};

/** POST /create_topic. */
export const topicCreateBodySchema = z.object(topicFields);
/** POST /topic_update: the topic with its id and the version it was read at. */
export const topicUpdateBodySchema = z.object({ id: bodyId, ...topicFields, version: rowVersion });
/** POST /topic_remove: the topic's id, and its version when the client knows it. */
export const topicRemoveBodySchema = z.object({ id: bodyId, version: rowVersion.optional() });

/** GET /topic_get: a branch, a period of dates (both ends included), a teacher, a group. */
export const topicQuerySchema = z.object({
  location: queryId.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  teacher: queryId.optional(),
  group_id: queryId.optional(),
});

/** POST /schedule: the week, the branch, and one teacher or every teacher ('all', or absent). */
export const scheduleBodySchema = z.object({
  week: z.enum(SCHEDULE_WEEKS),
  location: bodyId,
  teacher: z.union([z.literal('all'), bodyId]).optional(),
});

/** One lesson of the schedule: an appointment with its teacher, group, subject and topic. */
export const scheduleLessonSchema = z.object({
  id_appointment: z.number(),
  /** 'HH:mm' in the branch's zone. */
  time: z.string(),
  /** Who teaches it (the substitute when there is one). */
  teacher_id: z.number(),
  teacher: z.string(),
  group_id: z.number(),
  name_group: z.string(),
  subject: z.string(),
  /** The planned topic of the group and date, else the recorded lesson's topic, else ''. */
  topic: z.string(),
});
export type ScheduleLesson = z.infer<typeof scheduleLessonSchema>;

/** The schedules by date: the days of the week that have lessons, in order. */
export const scheduleDaySchema = z.object({
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  /** 0 = Monday ... 6 = Sunday. */
  day_of_the_week: z.number(),
  lessons: z.array(scheduleLessonSchema),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

export const scheduleResponseSchema = z.object({
  /** The week's Monday and Sunday. */
  date_from: z.string(),
  date_to: z.string(),
  days: z.array(scheduleDaySchema),
});
export type ScheduleAnswer = z.infer<typeof scheduleResponseSchema>;
