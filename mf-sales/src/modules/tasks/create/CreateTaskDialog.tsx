import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Grid,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@school/shared-ui/chakra';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { LuPaperclip, LuTrash2 } from 'react-icons/lu';
import { ApiError, applyServerErrors, useEndpoint, useSubmissionKey } from '@school/shared-api';
import { FILE_ACCEPT } from '@school/shared-api/learning';
import {
  TASK_MESSAGES,
  TASK_ROLE_GROUPS,
  TASK_ROLE_LABELS,
  taskEndpoints,
  type Task,
  type TaskAttachment,
  type TaskRoleGroup,
} from '@school/shared-api/sales';
import { notify } from '@school/shared-ui';
import { CREATE_TASK_TEXTS as T } from './messages';
import { defaultDueInput, toTaskDueDate } from './taskDueDate';
import { revalidateTaskLists } from './revalidateTaskLists';
import { tasksCreateApi, type TaskAddRequest } from './tasksCreateApi';

export type CreateTaskDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The new task, after 'Задача добавлена' (the board, popups and the bell are revalidated anyway). */
  onCreated?: (task: Task) => void;
  /** The contact the task is about (the contact dialog's button): sent as contact_id, the title prefilled. */
  contact?: { id: number; name: string };
};

/**
 * The create-task form (sales-people-settings.md: Tasks page, Header, Contact dialog): title, description,
 * the executor's role group and the executor of that group, the due date (today 00:00, two days ahead for a
 * methodist; a new group sets it again), a first comment and files, one at a time, uploaded as they are
 * chosen. Saved with one Idempotency-Key per submission; the server's refusal is shown in the form.
 */
export function CreateTaskDialog({ open, onClose, onCreated, contact }: CreateTaskDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{T.title}</Dialog.Title>
            </Dialog.Header>
            <CreateTaskForm onClose={onClose} onCreated={onCreated} contact={contact} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type FormValues = {
  title: string;
  description: string;
  type: TaskRoleGroup | '';
  executor: string;
  date_due: string;
  new_comment: string;
};

const FORM_FIELDS = ['title', 'description', 'type', 'executor', 'date_due', 'new_comment'] as const;

const resolver: Resolver<FormValues> = (values) => {
  const errors: Partial<Record<keyof FormValues, { type: string; message: string }>> = {};
  if (!values.title.trim()) errors.title = { type: 'required', message: T.titleRequired };
  if (!values.type || !values.executor) {
    errors.executor = { type: 'required', message: TASK_MESSAGES.executorRequired };
  }
  if (!toTaskDueDate(values.date_due)) errors.date_due = { type: 'required', message: T.dueRequired };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

type CreateTaskFormProps = Omit<CreateTaskDialogProps, 'open'>;

function CreateTaskForm({ onClose, onCreated, contact }: CreateTaskFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver,
    defaultValues: {
      title: contact ? T.contactTitle(contact.name) : '',
      description: '',
      type: '',
      executor: '',
      date_due: defaultDueInput('', new Date()),
      new_comment: '',
    },
  });
  const group = useWatch({ control, name: 'type' });
  const users = useEndpoint(taskEndpoints.usersRoleGet, undefined);
  const executors = group && users.data ? users.data[group] : [];
  const submission = useSubmissionKey();
  const [serverError, setServerError] = useState<string | null>(null);
  const [attachments, setAttachments] = useState<TaskAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const formId = useId();
  // Files uploaded but not saved with a task are removed when the form closes without saving.
  const pending = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const id of pending.current) void tasksCreateApi.remove(id).catch(() => undefined);
    },
    [],
  );

  const typeField = register('type', {
    // A new group: its own executors, and its default due date again.
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as TaskRoleGroup | '';
      setValue('executor', '');
      setValue('date_due', defaultDueInput(next, new Date()));
    },
  });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setFileError(null);
    try {
      const answer = await tasksCreateApi.upload(file);
      pending.current = [...pending.current, answer.id_attachment];
      setAttachments((list) => [...list, { id: answer.id_attachment, file_name: answer.attachment.name }]);
      notify.success(TASK_MESSAGES.fileUploaded);
    } catch (caught) {
      if (!(caught instanceof ApiError) || (caught.statusCode !== 401 && caught.statusCode !== 403)) {
        setFileError(T.uploadFailed(caught instanceof Error ? caught.message : ''));
      }
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = async (file: TaskAttachment) => {
    setRemoving(file.id);
    setFileError(null);
    try {
      await tasksCreateApi.remove(file.id);
      pending.current = pending.current.filter((id) => id !== file.id);
      setAttachments((list) => list.filter((item) => item.id !== file.id));
    } catch {
      setFileError(T.removeFailed);
    } finally {
      setRemoving(null);
    }
  };

  const save = async (values: FormValues) => {
    setServerError(null);
    const body: TaskAddRequest = {
      title: values.title.trim(),
      description: values.description.trim(),
      type: values.type as TaskRoleGroup,
      executor: Number(values.executor),
      date_due: toTaskDueDate(values.date_due) ?? '',
      new_comment: values.new_comment.trim(),
      id_attachments: attachments.map((file) => file.id),
      ...(contact ? { contact_id: contact.id } : {}),
    };
    try {
      const task = await submission.submit(body, (idempotencyKey) =>
        tasksCreateApi.add(body, { idempotencyKey }),
      );
      pending.current = [];
      notify.success(TASK_MESSAGES.added);
      void revalidateTaskLists();
      onCreated?.(task);
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError && (caught.statusCode === 401 || caught.statusCode === 403)) return;
      // A field's message goes under its field; what no field took shows in the form's alert.
      const { message } = applyServerErrors(caught, setError, FORM_FIELDS);
      if (message !== null) setServerError(message || T.addFailed);
    }
  };

  return (
    <>
      <Dialog.Body>
        <form id={formId} noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
          <Stack gap="3">
            {contact && (
              <Text fontSize="sm" color="fg.muted">
                {T.about(contact.name)}
              </Text>
            )}
            <Field.Root invalid={Boolean(errors.title)} required>
              <Field.Label>
                {T.fields.title}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input size="sm" {...register('title')} />
              <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.description)}>
              <Field.Label>{T.fields.description}</Field.Label>
              <Textarea size="sm" rows={3} {...register('description')} />
              <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
            </Field.Root>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              <Field.Root invalid={Boolean(errors.type)}>
                <Field.Label>{T.fields.type}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...typeField}>
                    <option value="">{T.chooseGroup}</option>
                    {TASK_ROLE_GROUPS.map((role) => (
                      <option key={role} value={role}>
                        {TASK_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.type?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.executor)} required disabled={!group}>
                <Field.Label>
                  {T.fields.executor}
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...register('executor')}>
                    <option value="">
                      {group && users.data && executors.length === 0 ? T.noExecutors : T.chooseExecutor}
                    </option>
                    {executors.map((user) => (
                      <option key={user.id} value={String(user.id)}>
                        {user.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.executor?.message}</Field.ErrorText>
              </Field.Root>
            </Grid>
            {users.error && (
              <Text fontSize="sm" color="fg.error">
                {T.usersFailed}
              </Text>
            )}
            <Field.Root invalid={Boolean(errors.date_due)} required>
              <Field.Label>
                {T.fields.date_due}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input size="sm" type="datetime-local" {...register('date_due')} />
              <Field.ErrorText>{errors.date_due?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.new_comment)}>
              <Field.Label>{T.fields.new_comment}</Field.Label>
              <Textarea size="sm" rows={2} {...register('new_comment')} />
              <Field.ErrorText>{errors.new_comment?.message}</Field.ErrorText>
            </Field.Root>
            <Stack gap="1" role="group" aria-label={T.fields.attachments}>
              <Text fontSize="sm" fontWeight="medium">
                {T.fields.attachments}
              </Text>
              {attachments.length > 0 && (
                <Box as="ul" listStyleType="none" m="0" p="0">
                  {attachments.map((file) => (
                    <HStack as="li" key={file.id} gap="2">
                      <Text fontSize="sm" truncate>
                        {file.file_name}
                      </Text>
                      <IconButton
                        size="2xs"
                        variant="ghost"
                        aria-label={T.removeFile(file.file_name)}
                        loading={removing === file.id}
                        onClick={() => void remove(file)}
                      >
                        <LuTrash2 />
                      </IconButton>
                    </HStack>
                  ))}
                </Box>
              )}
              <VisuallyHidden>
                <input
                  ref={fileInput}
                  type="file"
                  tabIndex={-1}
                  aria-label={T.attach}
                  accept={FILE_ACCEPT}
                  onChange={(event) => void upload(event.target.files?.[0])}
                />
              </VisuallyHidden>
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                aria-describedby={hintId}
                loading={uploading}
                loadingText={T.uploading}
                onClick={() => fileInput.current?.click()}
              >
                <LuPaperclip aria-hidden />
                {T.attach}
              </Button>
              <Text id={hintId} fontSize="xs" color="fg.muted">
                {T.attachHint}
              </Text>
              {fileError && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {fileError}
                </Text>
              )}
            </Stack>
            {serverError && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Title>{serverError}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {T.cancel}
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          type="submit"
          form={formId}
          loading={isSubmitting}
          disabled={uploading}
        >
          {T.save}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={`${T.cancel} (${T.title})`} />
      </Dialog.CloseTrigger>
    </>
  );
}
