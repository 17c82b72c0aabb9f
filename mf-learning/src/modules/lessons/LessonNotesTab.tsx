import { Field, Textarea } from '@school/shared-ui/chakra';
import type { LessonForm } from './lessonForm';
import { LESSONS_MESSAGES as M } from './messages';

/** The notes tab: the group note (message). */
export function LessonNotesTab({
  form,
  onChange,
}: {
  form: LessonForm;
  onChange: (next: Partial<LessonForm>) => void;
}) {
  return (
    <Field.Root maxW="3xl">
      <Field.Label>{M.message}</Field.Label>
      <Textarea
        size="sm"
        rows={5}
        value={form.message}
        onChange={(event) => onChange({ message: event.currentTarget.value })}
      />
    </Field.Root>
  );
}
