import { Box, Button, Heading, HStack, Stack, Text } from '@school/shared-ui/chakra';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { ApiError, postEndpoint } from '@school/shared-api';
import { TASK_MESSAGES, taskEndpoints, type Notifications, type Task } from '@school/shared-api/sales';
import { notify } from '@school/shared-ui';
import { useNavigate } from '@school/shared-ui/router';
import { revalidateTaskLists } from '../tasks/create/revalidateTaskLists';
import { NOTIFICATION_TEXTS as T } from './messages';
import { PopupFrame, PopupLoading } from './PopupFrame';

/** Where a task opens: the board with the task's popup (the board reads `task`). */
export const taskPath = (id: number) => `/app/tasks?task=${id}`;

/** 'YYYY-MM-DD HH:mm:ss' as 'DD.MM.YYYY HH:mm'. */
function shownDue(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}` : value;
}

export type NotificationPopupProps = {
  id: string;
  ref?: Ref<HTMLDivElement>;
  /** The bell's poll (useNotifications). */
  data: Notifications | undefined;
  error: unknown;
  isLoading: boolean;
  reload: () => void;
  /** Closes the popup; `focusBell` when closed from inside it (the focus goes back to the bell). */
  onClose: (focusBell: boolean) => void;
  /** Opens a lead in its dialog (the bell keeps the dialog: it outlives the popup). */
  onOpenLead: (id: number) => void;
};

/**
 * The bell's popup (loaded with its first opening, not with the header): new tasks, new leads and overdue
 * tasks. 'В работу' moves a new task to in_work (disabled for any other status); a task opens on the board,
 * a lead in its dialog.
 */
export function NotificationPopup({
  id,
  ref,
  data,
  error,
  isLoading,
  reload,
  onClose,
  onOpenLead,
}: NotificationPopupProps) {
  const [moving, setMoving] = useState<number | null>(null);
  const navigate = useNavigate();

  const toWork = async (task: Task) => {
    setMoving(task.id_task);
    try {
      await postEndpoint(
        taskEndpoints.taskStatusUpdate,
        { id_task: task.id_task, status: 'in_work', version: task.version },
        { silent: true },
      );
      notify.success(TASK_MESSAGES.statusUpdated);
      void revalidateTaskLists();
      reload();
    } catch (caught) {
      if (!(caught instanceof ApiError) || (caught.statusCode !== 401 && caught.statusCode !== 403)) {
        notify.error(T.statusFailed, caught instanceof Error ? caught.message : undefined);
        reload();
      }
    } finally {
      setMoving(null);
    }
  };

  const openTask = (task: Task) => {
    onClose(false);
    navigate(taskPath(task.id_task));
  };

  const taskItems = (tasks: Task[], label: string) => (
    <Section title={label} count={tasks.length}>
      {tasks.map((task) => (
        <TaskItem
          key={task.id_task}
          task={task}
          busy={moving === task.id_task}
          onOpen={() => openTask(task)}
          onToWork={() => void toWork(task)}
        />
      ))}
    </Section>
  );

  return (
    <PopupFrame id={id} ref={ref} onClose={() => onClose(true)}>
      {!data && isLoading && <PopupLoading />}
      {Boolean(error) && (
        <HStack gap="2" py="1" role="alert">
          <Text fontSize="sm" color="fg.error">
            {T.loadFailed}
          </Text>
          <Button size="2xs" variant="outline" onClick={reload}>
            {T.retry}
          </Button>
        </HStack>
      )}
      {data && (
        <Stack gap="3">
          {taskItems(data.tasks, T.newTasks)}
          <Section title={T.newLeads} count={data.leads.length}>
            {data.leads.map((item) => (
              <Box as="li" key={item.id_lead} py="1">
                <OpenButton
                  label={T.openLead(item.name)}
                  onClick={() => {
                    onClose(false);
                    onOpenLead(item.id_lead);
                  }}
                >
                  {item.name}
                </OpenButton>
                {item.date_due && (
                  <Text fontSize="xs" color="fg.muted">
                    {T.due(shownDue(item.date_due))}
                  </Text>
                )}
              </Box>
            ))}
          </Section>
          {taskItems(data.overdue, T.overdue)}
        </Stack>
      )}
    </PopupFrame>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="xs" id={headingId} mb="1">
        {`${title} (${count})`}
      </Heading>
      {count === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {T.none}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0">
          {children}
        </Box>
      )}
    </Box>
  );
}

type OpenButtonProps = { label: string; onClick: () => void; children: ReactNode };

/** A task's or a lead's name that opens it: a plain button that wraps like text. */
function OpenButton({ label, onClick, children }: OpenButtonProps) {
  return (
    <Button
      size="xs"
      variant="plain"
      px="0"
      h="auto"
      whiteSpace="normal"
      textAlign="start"
      justifyContent="flex-start"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

type TaskItemProps = { task: Task; busy: boolean; onOpen: () => void; onToWork: () => void };

function TaskItem({ task, busy, onOpen, onToWork }: TaskItemProps) {
  return (
    <HStack as="li" py="1" gap="2" align="flex-start" justify="space-between" borderBottomWidth="1px">
      <Stack gap="0" minW="0">
        <OpenButton label={T.openTask(task.title)} onClick={onOpen}>
          {task.title}
        </OpenButton>
        <Text fontSize="xs" color="fg.muted">
          {[task.date_due ? T.due(shownDue(task.date_due)) : null, T.author(task.author)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Button
        size="2xs"
        variant="outline"
        colorPalette="brand"
        flexShrink={0}
        aria-label={T.toWorkLabel(task.title)}
        disabled={task.status !== 'new'}
        loading={busy}
        onClick={onToWork}
      >
        {T.toWork}
      </Button>
    </HStack>
  );
}
