import {
  Badge,
  Box,
  Button,
  CloseButton,
  Heading,
  HStack,
  IconButton,
  Spinner,
  Stack,
  Text,
} from 'shared-ui/chakra';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LuBell } from 'react-icons/lu';
import { ApiError, postEndpoint, useCanCall, type Lead } from 'shared-api';
import { TASK_MESSAGES, taskEndpoints, type Task } from 'shared-api/sales';
import { notify } from 'shared-ui';
import { useNavigate } from 'shared-ui/router';
import { salesApi } from '../crm/api/salesApi';
import { LazyLeadDialog } from '../crm/header/lazyDialogs';
import { TOASTS } from '../crm/messages';
import { revalidateTaskLists } from '../tasks/create/revalidateTaskLists';
import { NOTIFICATION_TEXTS as T } from './messages';
import { useNotifications } from './useNotifications';

/** Where a task opens: the board with the task's popup (the board reads `task`). */
export const taskPath = (id: number) => `/app/tasks?task=${id}`;

/** 'YYYY-MM-DD HH:mm:ss' as 'DD.MM.YYYY HH:mm'. */
function shownDue(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}` : value;
}

/**
 * The header's bell (sales-people-settings.md: Notifications), for holders of tasks.view and leads.view:
 * the badge counts new tasks plus new leads; the popup lists new tasks, new leads and overdue tasks. 'В
 * работу' moves a new task to in_work (disabled for any other status); a task opens on the board, a lead
 * in its dialog. Polled (useNotifications), so it stays current without a reload.
 */
export function NotificationBell() {
  const allowed = useCanCall(taskEndpoints.notificationGet);
  if (!allowed) return null;
  return <Bell />;
}

function Bell() {
  const { data, error, isLoading, mutate } = useNotifications(true);
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState<number | null>(null);
  const [lead, setLead] = useState<Lead | null>(null);
  const navigate = useNavigate();
  const bell = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const count = data ? data.tasks.length + data.leads.length : 0;

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    // A press anywhere else closes it too, as a menu does (the bell itself toggles it).
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (popup.current?.contains(target) || bell.current?.contains(target))) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);

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
      void mutate();
    } catch (caught) {
      if (!(caught instanceof ApiError) || (caught.statusCode !== 401 && caught.statusCode !== 403)) {
        notify.error(T.statusFailed, caught instanceof Error ? caught.message : undefined);
        void mutate();
      }
    } finally {
      setMoving(null);
    }
  };

  const openTask = (task: Task) => {
    setOpen(false);
    navigate(taskPath(task.id_task));
  };

  // As the header search opens a lead: the lead as the board has it, or the search's own toast.
  const openLead = async (id: number) => {
    setOpen(false);
    try {
      const [found] = await salesApi.searchLeads({ id_lead: id });
      if (found) setLead(found);
      else notify.info(TOASTS.leadNotFound);
    } catch {
      notify.info(TOASTS.leadNotFound);
    }
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
    <Box position="relative" flexShrink={0}>
      <IconButton
        ref={bell}
        size="sm"
        variant="ghost"
        aria-label={T.bell(count)}
        title={T.title}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <LuBell />
      </IconButton>
      {count > 0 && (
        <Badge
          aria-hidden
          data-testid="notification-badge"
          position="absolute"
          top="-1"
          insetEnd="-1"
          size="sm"
          variant="solid"
          colorPalette="red"
          borderRadius="full"
          pointerEvents="none"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
      {open && (
        <Box
          ref={popup}
          id={popupId}
          role="dialog"
          aria-label={T.title}
          // Fixed under the header, like the search's results: inside the window wherever the bell sits.
          position="fixed"
          top="60px"
          insetEnd={{ base: '4px', md: '16px' }}
          width={{ base: 'calc(100vw - 8px)', md: 'min(420px, calc(100vw - 32px))' }}
          maxH="70vh"
          overflowY="auto"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          shadow="lg"
          p="3"
        >
          <HStack justify="space-between" mb="2">
            <Heading as="h2" size="sm">
              {T.title}
            </Heading>
            <CloseButton
              size="xs"
              aria-label={T.close}
              onClick={() => {
                setOpen(false);
                bell.current?.focus();
              }}
            />
          </HStack>
          {!data && isLoading && (
            <HStack gap="2" py="2">
              <Spinner size="sm" />
              <Text fontSize="sm">{T.loading}</Text>
            </HStack>
          )}
          {error && (
            <HStack gap="2" py="1" role="alert">
              <Text fontSize="sm" color="fg.error">
                {T.loadFailed}
              </Text>
              <Button size="2xs" variant="outline" onClick={() => void mutate()}>
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
                    <Button
                      size="xs"
                      variant="plain"
                      px="0"
                      h="auto"
                      whiteSpace="normal"
                      textAlign="start"
                      aria-label={T.openLead(item.name)}
                      onClick={() => void openLead(item.id_lead)}
                    >
                      {item.name}
                    </Button>
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
        </Box>
      )}
      {lead && <LazyLeadDialog open onClose={() => setLead(null)} lead={lead} />}
    </Box>
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

type TaskItemProps = { task: Task; busy: boolean; onOpen: () => void; onToWork: () => void };

function TaskItem({ task, busy, onOpen, onToWork }: TaskItemProps) {
  return (
    <HStack as="li" py="1" gap="2" align="flex-start" justify="space-between" borderBottomWidth="1px">
      <Stack gap="0" minW="0">
        <Button
          size="xs"
          variant="plain"
          px="0"
          h="auto"
          whiteSpace="normal"
          textAlign="start"
          justifyContent="flex-start"
          aria-label={T.openTask(task.title)}
          onClick={onOpen}
        >
          {task.title}
        </Button>
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
