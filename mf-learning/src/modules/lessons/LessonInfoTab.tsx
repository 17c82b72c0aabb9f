import { Box, chakra, Field, Heading, Input, Stack, Text, Textarea } from '@school/shared-ui/chakra';
import type { Lesson } from '@school/shared-api/learning';
import { LessonFiles } from '../files/LessonFiles';
import type { LessonForm } from './lessonForm';
import { LESSONS_MESSAGES as M } from './messages';

type Props = {
  lesson: Lesson;
  form: LessonForm;
  topicError: string | null;
  onChange: (next: Partial<LessonForm>) => void;
};

/** The information tab: methodist topic, subject, lesson topic, homework, the group's last lesson, link, files. */
export function LessonInfoTab({ lesson, form, topicError, onChange }: Props) {
  return (
    <Stack gap="4" maxW="3xl">
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {M.defaultTopic}
        </Text>
        <Text>{lesson.default_topic || M.noDefaultTopic}</Text>
      </Box>
      <Field.Root readOnly>
        <Field.Label>{M.subject}</Field.Label>
        <Input size="sm" value={lesson.subject} readOnly />
      </Field.Root>
      <Field.Root required invalid={topicError !== null}>
        <Field.Label>
          {M.topic}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          size="sm"
          value={form.topic}
          onChange={(event) => onChange({ topic: event.currentTarget.value })}
        />
        {topicError && <Field.ErrorText>{topicError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>{M.homeWork}</Field.Label>
        <Textarea
          size="sm"
          rows={5}
          autoresize
          maxH="10lh"
          value={form.home_work}
          onChange={(event) => onChange({ home_work: event.currentTarget.value })}
        />
      </Field.Root>
      <Box borderWidth="1px" borderRadius="md" p="3">
        <Heading as="h3" size="xs" mb="1">
          {M.lastLesson}
        </Heading>
        <Text>
          {M.lastTopic}: {lesson.group.last_topic || M.nothing}
        </Text>
        <Text whiteSpace="pre-line">
          {M.lastHomeWork}: {lesson.group.last_home_work || M.nothing}
        </Text>
      </Box>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {M.zoom}
        </Text>
        {lesson.zoom ? (
          <chakra.a href={lesson.zoom} target="_blank" rel="noopener noreferrer" color="blue.600">
            {lesson.zoom}
          </chakra.a>
        ) : (
          <Text>{M.noZoom}</Text>
        )}
      </Box>
      <Box>
        <Heading as="h3" size="xs" mb="1">
          {M.files}
        </Heading>
        <LessonFiles
          lessonId={lesson.lesson_id}
          attachments={form.attachments}
          onUploaded={(file) => onChange({ attachments: [...form.attachments, file] })}
          onRemoved={(id) => onChange({ attachments: form.attachments.filter((file) => file.id !== id) })}
        />
      </Box>
    </Stack>
  );
}
