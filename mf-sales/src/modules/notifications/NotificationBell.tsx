import { Badge, Box, IconButton } from '@school/shared-ui/chakra';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { useCanCall, type Lead } from '@school/shared-api';
import { taskEndpoints } from '@school/shared-api/sales';
import { notify } from '@school/shared-ui';
import { salesApi } from '../crm/api/salesApi';
import { LazyLeadDialog } from '../crm/header/lazyDialogs';
import { TOASTS } from '../crm/messages';
import { NOTIFICATION_TEXTS as T } from './messages';
import { PopupFrame, PopupLoading } from './PopupFrame';
import { useNotifications } from './useNotifications';

// The popup's lists load with its first opening (or when the pointer or the focus comes to the bell), not
// with the header that every page of a staff member shows.
const loadPopup = () => import('./NotificationPopup');
const NotificationPopup = lazy(() => loadPopup().then((m) => ({ default: m.NotificationPopup })));

/**
 * The header's bell (sales-people-settings.md: Notifications), for holders of tasks.view and leads.view:
 * the badge counts new tasks plus new leads; the popup (NotificationPopup) lists new tasks, new leads and
 * overdue tasks. Polled (useNotifications), so it stays current without a reload.
 */
export function NotificationBell() {
  const allowed = useCanCall(taskEndpoints.notificationGet);
  if (!allowed) return null;
  return <Bell />;
}

function Bell() {
  const { data, error, isLoading, mutate } = useNotifications(true);
  const [open, setOpen] = useState(false);
  const [lead, setLead] = useState<Lead | null>(null);
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

  const close = (focusBell: boolean) => {
    setOpen(false);
    if (focusBell) bell.current?.focus();
  };

  // As the header search opens a lead: the lead as the board has it, or the search's own toast.
  const openLead = async (id: number) => {
    try {
      const [found] = await salesApi.searchLeads({ id_lead: id });
      if (found) setLead(found);
      else notify.info(TOASTS.leadNotFound);
    } catch {
      notify.info(TOASTS.leadNotFound);
    }
  };

  const preload = () => void loadPopup();

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
        onPointerEnter={preload}
        onFocus={preload}
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
        <Suspense
          fallback={
            <PopupFrame id={popupId} ref={popup} onClose={() => close(true)}>
              <PopupLoading />
            </PopupFrame>
          }
        >
          <NotificationPopup
            id={popupId}
            ref={popup}
            data={data}
            error={error}
            isLoading={isLoading}
            reload={() => void mutate()}
            onClose={close}
            onOpenLead={(id) => void openLead(id)}
          />
        </Suspense>
      )}
      {lead && <LazyLeadDialog open onClose={() => setLead(null)} lead={lead} />}
    </Box>
  );
}
