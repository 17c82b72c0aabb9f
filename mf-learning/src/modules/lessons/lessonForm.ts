import type { Attachment, Lesson, LessonAddBody, LessonUpdateBody } from '@school/shared-api/learning';
import { LESSONS_MESSAGES as M } from './messages';

/** A pupil row of the dialog. */
export type PupilForm = {
  id: number;
  /** The name as loaded: the row's label while the name is edited. */
  label: string;
  name: string;
  isPresence: boolean;
  description: string;
  review: string;
  from: string;
  to: string;
  adaptation: boolean;
  makeup: boolean;
};

/** What the lesson dialog edits. */
export type LessonForm = {
  topic: string;
  home_work: string;
  message: string;
  students: PupilForm[];
  attachments: Attachment[];
};

export function formOf(lesson: Lesson): LessonForm {
  return {
    // An unrecorded lesson starts from the methodist's topic.
    topic: lesson.lesson_id === null ? lesson.default_topic : lesson.topic,
    home_work: lesson.home_work,
    message: lesson.message,
    students: lesson.students.map((student) => ({
      id: student.id,
      label: student.name,
      name: student.name,
      isPresence: student.isPresence,
      description: student.description,
      review: student.review,
      from: student.from ?? '',
      to: student.to ?? '',
      adaptation: student.adaptation,
      makeup: student.makeup,
    })),
    attachments: lesson.attachments,
  };
}

/** The dialog's refusal before sending (learning.md section 5), or null. */
export function checkLesson(form: LessonForm, lesson: Lesson): { field: 'topic'; message: string } | null {
  if (form.topic.trim() === '') return { field: 'topic', message: M.topicRequired };
  if (lesson.subject.trim() === '') return { field: 'topic', message: M.subjectRequired };
  return null;
}

type SaveBody = LessonAddBody | LessonUpdateBody;

/** The body of /lesson/add (not recorded yet) or /lesson/update. */
export function bodyOf(form: LessonForm, lesson: Lesson): SaveBody {
  const timed = (pupil: PupilForm) => lesson.timing && pupil.adaptation && pupil.isPresence;
  const common = {
    id_appointment: lesson.id_appointment,
    date: lesson.date,
    group: lesson.id_group,
    topic: form.topic.trim(),
    default_topic: lesson.default_topic,
    message: form.message,
    home_work: form.home_work,
    subject: lesson.subject,
    completed: true,
    students: form.students.map((pupil) => ({
      id: pupil.id,
      name: pupil.name.trim(),
      isPresence: pupil.isPresence,
      description: pupil.description,
      review: pupil.review,
      from: timed(pupil) && pupil.from ? pupil.from : null,
      to: timed(pupil) && pupil.to ? pupil.to : null,
    })),
    id_attachments: form.attachments.map((file) => file.id),
  };
  return lesson.lesson_id === null
    ? { ...common, lesson_id: null }
    : { ...common, lesson_id: lesson.lesson_id, version: lesson.version ?? 1 };
}
