import { Alert, Button, CloseButton, Dialog, Flex, Portal, Tabs, Text } from '@school/shared-ui/chakra';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError, postEndpoint, useSubmissionKey } from '@school/shared-api';
import {
  lessonEndpoints,
  type Lesson,
  type LessonAddBody,
  type LessonUpdateBody,
} from '@school/shared-api/learning';
import { notify } from '@school/shared-ui';
import { LessonInfoTab } from './LessonInfoTab';
import { LessonPupilsTab, LessonReviewTab } from './LessonPupilsTab';
import { bodyOf, checkLesson, formOf, type LessonForm } from './lessonForm';
import { dayTitle } from './lessonDates';
import { LESSONS_MESSAGES as M } from './messages';
import { LessonNotesTab } from './LessonNotesTab';

type Tab = 'info' | 'pupils' | 'notes' | 'review';

type Props = {
  lesson: Lesson;
  /** After a successful save: the list reloads (2 seconds later). */
  onSaved: () => void;
  onClose: () => void;
};

/**
 * The full-screen lesson dialog (learning.md 2.1): tabs Информация / Ученики / Заметки / Отзыв at the bottom,
 * Save and Close. The first save records the lesson (/lesson/add), later ones change it (/lesson/update).
 */
export function LessonDialog({ lesson: initial, onSaved, onClose }: Props) {
  const [lesson, setLesson] = useState(initial);
  const [form, setForm] = useState<LessonForm>(() => formOf(initial));
  const [tab, setTab] = useState<Tab>('info');
  const [topicError, setTopicError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const submission = useSubmissionKey();

  const change = (next: Partial<LessonForm>) => {
    setForm((current) => ({ ...current, ...next }));
    if (next.topic !== undefined) setTopicError(null);
  };

  const refuse = (message: string) => {
    setTopicError(message);
    setTab('info');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const refusal = checkLesson(form, lesson);
    if (refusal) {
      refuse(refusal.message);
      return;
    }
    const body = bodyOf(form, lesson);
    inFlight.current = true;
    setSaving(true);
    setAlert(null);
    try {
      const saved =
        lesson.lesson_id === null
          ? await submission.submit(body, (idempotencyKey) =>
              postEndpoint(lessonEndpoints.lessonAdd, body as LessonAddBody, {
                idempotencyKey,
                silent: true,
              }),
            )
          : await postEndpoint(lessonEndpoints.lessonUpdate, body as LessonUpdateBody, { silent: true });
      setLesson(saved);
      setForm(formOf(saved));
      notify.success(M.saved);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return;
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.errors?.topic) refuse(error.errors.topic);
      setAlert(message);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open
      size="full"
      onOpenChange={({ open }) => {
        if (!open && !saving) onClose();
      }}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              aria-label={M.title}
              noValidate
              onSubmit={(event) => void submit(event)}
              style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
            >
              <Dialog.Header>
                <Dialog.Title>
                  {lesson.name_group} · {dayTitle(lesson.date)} · {lesson.time}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body flex="1" overflowY="auto">
                <Tabs.Root
                  value={tab}
                  onValueChange={(details) => setTab(details.value as Tab)}
                  lazyMount
                  unmountOnExit
                  display="flex"
                  flexDirection="column"
                  minH="full"
                >
                  <Tabs.Content value="info" flex="1">
                    <LessonInfoTab lesson={lesson} form={form} topicError={topicError} onChange={change} />
                  </Tabs.Content>
                  <Tabs.Content value="pupils" flex="1">
                    <LessonPupilsTab timing={lesson.timing} form={form} onChange={change} />
                  </Tabs.Content>
                  <Tabs.Content value="notes" flex="1">
                    <LessonNotesTab form={form} onChange={change} />
                  </Tabs.Content>
                  <Tabs.Content value="review" flex="1">
                    <LessonReviewTab form={form} onChange={change} />
                  </Tabs.Content>
                  <Tabs.List position="sticky" bottom="0" bg="bg" justifyContent="space-around">
                    <Tabs.Trigger value="info">{M.tabs.info}</Tabs.Trigger>
                    <Tabs.Trigger value="pupils">{M.tabs.pupils}</Tabs.Trigger>
                    <Tabs.Trigger value="notes">{M.tabs.notes}</Tabs.Trigger>
                    <Tabs.Trigger value="review">{M.tabs.review}</Tabs.Trigger>
                  </Tabs.List>
                </Tabs.Root>
              </Dialog.Body>
              <Dialog.Footer flexDirection="column" alignItems="stretch" gap="2">
                {alert && (
                  <Alert.Root status="error" role="alert" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{alert}</Alert.Title>
                  </Alert.Root>
                )}
                <Flex gap="2" justify="flex-end" align="center">
                  {lesson.substitute && <Text color="fg.muted">{lesson.teacher}</Text>}
                  <Button variant="outline" onClick={onClose} disabled={saving}>
                    {M.close}
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={saving}>
                    {M.save}
                  </Button>
                </Flex>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={M.close} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
