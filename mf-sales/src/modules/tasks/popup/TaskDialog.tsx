import {
  Alert,
  Button,
  Center,
  CloseButton,
  Dialog,
  Field,
  Grid,
  Heading,
  Input,
  NativeSelect,
  Portal,
  Separator,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@school/shared-ui/chakra';
import { useState } from 'react';
import { ApiError, useCanCall } from '@school/shared-api';
import {
  TASK_ROLE_GROUPS,
  TASK_ROLE_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  taskEndpoints,
  type TaskAttachment,
  type TaskDetail,
  type TaskRoleGroup,
  type TaskStatus,
  type UsersRole,
} from '@school/shared-api/sales';
import { ErrorPanel, formatDateTime, notify } from '@school/shared-ui';
import { revalidateTasks, tasksApi, useTaskDetail, useUsersRole } from '../api/tasksApi';
import type { MovableTask } from '../board/useTaskMove';
import { TASKS_MESSAGES as M } from '../messages';
import { TaskAttachments } from './TaskAttachments';
import { TaskHistory } from './TaskHistory';

type TaskDialogProps = {
  /** The open task; null closes the popup. */
  taskId: number | null;
  onClose: () => void;
  /** The board's status change, with its rules and the denial dialog. */
  onMove: (task: MovableTask, to: TaskStatus) => void;
};

/** 'YYYY-MM-DD HH:mm:ss' <-> the datetime-local input's 'YYYY-MM-DDTHH:mm'. */
const toInput = (due: string | null) => (due ? due.slice(0, 16).replace(' ', 'T') : '');
const fromInput = (value: string) => `${value.replace('T', ' ')}:00`;

type Draft = {
  title: string;
  description: string;
  type: TaskRoleGroup | '';
  executor: string;
  due: string;
  comment: string;
  attachments: TaskAttachment[];
};

const draftOf = (task: TaskDetail): Draft => ({
  title: task.title,
  description: task.description,
  type: task.type ?? '',
  executor: task.executor_id === null ? '' : String(task.executor_id),
  due: toInput(task.date_due),
  comment: '',
  attachments: task.id_attachments,
});

/** The executors to choose from: the role group's users (all groups' without a group), and the current one. */
function executorsOf(roles: UsersRole | undefined, type: TaskRoleGroup | '', task: TaskDetail) {
  const users = type ? (roles?.[type] ?? []) : Object.values(roles ?? {}).flat();
  const unique = new Map(users.map((user) => [user.id, user.name]));
  if (task.executor_id !== null && !unique.has(task.executor_id)) {
    unique.set(task.executor_id, task.executor ?? String(task.executor_id));
  }
  return [...unique].map(([id, name]) => ({ id, name }));
}

/**
 * The task popup (sales-people-settings.md sections 2 to 5): the task's fields, its status select (disabled
 * for a closed task, changes at once with the board's rules), a new comment, attachments and the history.
 * Saving sends /task/update with the version shown; a changed executor returns the task to «Новые».
 */
export function TaskDialog({ taskId, onClose, onMove }: TaskDialogProps) {
  return (
    <Dialog.Root
      open={taskId !== null}
      onOpenChange={({ open }) => !open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {taskId !== null && <TaskPopup key={taskId} taskId={taskId} onClose={onClose} onMove={onMove} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={M.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TaskPopup({ taskId, onClose, onMove }: { taskId: number } & Omit<TaskDialogProps, 'taskId'>) {
  const { data: task, error, mutate } = useTaskDetail(taskId);
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{M.popupTitle(taskId)}</Dialog.Title>
      </Dialog.Header>
      {task ? (
        <TaskForm task={task} onClose={onClose} onMove={onMove} />
      ) : (
        <Dialog.Body>
          {error ? (
            <ErrorPanel
              title={M.popupLoadFailed}
              message={error instanceof Error ? error.message : undefined}
              onRetry={() => void mutate()}
            />
          ) : (
            <Center py="10">
              <Spinner />
            </Center>
          )}
        </Dialog.Body>
      )}
    </>
  );
}

type TaskFormProps = { task: TaskDetail } & Omit<TaskDialogProps, 'taskId'>;

function TaskForm({ task, onClose, onMove }: TaskFormProps) {
  const { data: roles } = useUsersRole();
  const canSave = useCanCall(taskEndpoints.taskUpdate);
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const [fresh, setFresh] = useState<Set<number>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const closed = task.status === 'closed';
  const executors = executorsOf(roles, draft.type, task);
  const executorChanged = draft.executor !== '' && draft.executor !== String(task.executor_id ?? '');
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const changeType = (type: TaskRoleGroup | '') => {
    const inGroup = type === '' || (roles?.[type] ?? []).some((user) => String(user.id) === draft.executor);
    set({ type, executor: inGroup ? draft.executor : '' });
  };

  const save = async () => {
    const missing = !draft.title.trim()
      ? M.titleRequired
      : !draft.type
        ? M.typeRequired
        : !draft.executor
          ? M.executorRequired
          : !draft.due
            ? M.dueRequired
            : null;
    setProblem(missing);
    if (missing || !draft.type) return;
    setSaving(true);
    try {
      await tasksApi.update({
        id_task: task.id_task,
        title: draft.title.trim(),
        description: draft.description,
        type: draft.type,
        executor: Number(draft.executor),
        date_due: fromInput(draft.due),
        new_comment: draft.comment.trim(),
        id_attachments: draft.attachments.map((attachment) => attachment.id),
        status: executorChanged ? 'new' : task.status,
        version: task.version,
      });
      notify.success(M.updated);
      onClose();
    } catch (failure) {
      notify.error(failure instanceof ApiError && failure.message ? failure.message : M.saveFailed);
    } finally {
      setSaving(false);
      await revalidateTasks();
    }
  };

  return (
    <>
      <Dialog.Body>
        <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6">
          <Stack gap="3">
            <Text fontSize="xs" color="fg.muted">
              {M.author}: {task.author} · {M.created}: {formatDateTime(task.date_created)}
              {task.source === 'support' ? ` · ${M.support}` : ''}
              {task.contact_name ? ` · ${M.contact}: ${task.contact_name}` : ''}
            </Text>
            <Field.Root required>
              <Field.Label>{M.fieldTitle}</Field.Label>
              <Input value={draft.title} onChange={(event) => set({ title: event.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{M.fieldDescription}</Field.Label>
              <Textarea
                rows={3}
                value={draft.description}
                onChange={(event) => set({ description: event.target.value })}
              />
            </Field.Root>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              <Field.Root required>
                <Field.Label>{M.fieldType}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={draft.type}
                    onChange={(event) => changeType(event.target.value as TaskRoleGroup | '')}
                  >
                    <option value="">{M.noType}</option>
                    {TASK_ROLE_GROUPS.map((group) => (
                      <option key={group} value={group}>
                        {TASK_ROLE_LABELS[group]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root required>
                <Field.Label>{M.fieldExecutor}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={draft.executor}
                    onChange={(event) => set({ executor: event.target.value })}
                  >
                    <option value="">{M.chooseExecutor}</option>
                    {executors.map((user) => (
                      <option key={user.id} value={String(user.id)}>
                        {user.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root required>
                <Field.Label>{M.fieldDue}</Field.Label>
                <Input
                  size="sm"
                  type="datetime-local"
                  value={draft.due}
                  onChange={(event) => set({ due: event.target.value })}
                />
              </Field.Root>
              <Field.Root disabled={closed}>
                <Field.Label>{M.fieldStatus}</Field.Label>
                <NativeSelect.Root size="sm" disabled={closed}>
                  <NativeSelect.Field
                    value={task.status}
                    onChange={(event) => onMove(task, event.target.value as TaskStatus)}
                  >
                    {TASK_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {TASK_STATUS_LABELS[status]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {closed && <Field.HelperText>{M.closedHint}</Field.HelperText>}
              </Field.Root>
            </Grid>
            {executorChanged && (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>{M.executorChangeHint}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root>
              <Field.Label>{M.fieldComment}</Field.Label>
              <Textarea
                rows={2}
                value={draft.comment}
                onChange={(event) => set({ comment: event.target.value })}
              />
            </Field.Root>
            <Heading as="h3" size="sm">
              {M.attachmentsTitle}
            </Heading>
            <TaskAttachments
              attachments={draft.attachments}
              fresh={fresh}
              onUploaded={(attachment) => {
                setFresh((current) => new Set(current).add(attachment.id));
                set({ attachments: [...draft.attachments, attachment] });
              }}
            />
          </Stack>
          <Stack gap="2">
            <Separator hideFrom="md" />
            <Heading as="h3" size="sm">
              {M.history}
            </Heading>
            <TaskHistory entries={task.history} />
          </Stack>
        </Grid>
        {problem && (
          <Alert.Root status="error" size="sm" mt="3">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {M.close}
        </Button>
        {canSave && (
          <Button colorPalette="blue" onClick={() => void save()} loading={saving}>
            {M.save}
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}
