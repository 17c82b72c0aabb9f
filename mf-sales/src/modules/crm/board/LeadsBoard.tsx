import { Grid, Stack } from '@school/shared-ui/chakra';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState } from 'react';
import { LEAD_STATUSES, type Lead, type LeadStatus } from '@school/shared-api';
import { notify } from '@school/shared-ui';
import { useCurrentManagerId } from '../hooks/useCurrentManagerId';
import { useNow } from '../hooks/useNow';
import { LazyLeadDialog } from '../header/lazyDialogs';
import { BOARD_MESSAGES as M, LEAD_STATUS_TITLES, TOASTS } from '../messages';
import { BoardColumn } from './BoardColumn';
import { BoardToolbar } from './BoardToolbar';
import { columnCoordinates } from './columnCoordinates';
import { LeadCardView } from './LeadCard';
import { useBoardSettings } from './useBoardSettings';
import { useRefreshBoard } from './useRefreshBoard';

const leadOf = (data: unknown): Lead | undefined => (data as { lead?: Lead } | undefined)?.lead;
const columnTitle = (id: unknown) => LEAD_STATUS_TITLES[id as LeadStatus] ?? String(id);

const announcements: Announcements = {
  onDragStart: ({ active }) => M.dragStart(leadOf(active.data.current)?.name ?? ''),
  onDragOver: ({ active, over }) =>
    over ? M.dragOver(leadOf(active.data.current)?.name ?? '', columnTitle(over.id)) : undefined,
  onDragEnd: ({ active }) => M.dragEnd(leadOf(active.data.current)?.name ?? ''),
  onDragCancel: ({ active }) => M.dragCancel(leadOf(active.data.current)?.name ?? ''),
};

/** Under the pointer when there is one; for the keyboard, the column nearest to the card. */
const columnUnder: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

/**
 * The leads board: five status columns, each paged on the server. Cards may be picked up, but a lead's
 * status never changes on the board: a drop on another column is refused (sales-people-settings.md).
 */
export function LeadsBoard() {
  const userId = useCurrentManagerId();
  const { settings, setFilter, setSortByDue, toggleOrder, setPage } = useBoardSettings(userId);
  const now = useNow();
  const [openLead, setOpenLead] = useState<Lead | null>(null);
  const [dragged, setDragged] = useState<Lead | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Enter stays free for opening the card; Space picks it up and drops it.
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
      coordinateGetter: columnCoordinates,
    }),
  );

  const handleDragStart = ({ active }: DragStartEvent) => setDragged(leadOf(active.data.current) ?? null);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const lead = leadOf(active.data.current);
    if (lead && over && over.id !== lead.status) notify.warning(TOASTS.forbiddenDrop);
  };

  const refreshBoard = useRefreshBoard();
  // Success only when every column and the counters loaded; a failed column shows its own error.
  const handleRefresh = () => {
    void refreshBoard().then((loaded) => loaded && notify.success(TOASTS.leadsRefreshed));
  };

  return (
    <Stack gap="3">
      <BoardToolbar
        settings={settings}
        onFilter={setFilter}
        onSortByDue={setSortByDue}
        onToggleOrder={toggleOrder}
        onRefresh={handleRefresh}
      />
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnder}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: M.dragInstructions } }}
      >
        <Grid
          role="region"
          aria-label={M.board}
          templateColumns="repeat(5, minmax(190px, 1fr))"
          gap="2"
          overflowX="auto"
          pb="1"
        >
          {LEAD_STATUSES.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              settings={settings}
              now={now}
              draggingId={dragged?.id_lead ?? null}
              onPage={setPage}
              onOpen={setOpenLead}
            />
          ))}
        </Grid>
        <DragOverlay>
          {dragged && (
            <Stack bg="bg" borderWidth="1px" borderRadius="md" p="2" shadow="lg" cursor="grabbing">
              <LeadCardView lead={dragged} now={now} />
            </Stack>
          )}
        </DragOverlay>
      </DndContext>
      <LazyLeadDialog open={openLead !== null} lead={openLead} onClose={() => setOpenLead(null)} />
    </Stack>
  );
}
