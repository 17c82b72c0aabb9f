import { Alert, Badge, Center, HStack, Spinner, Stack, Text } from '@school/shared-ui/chakra';
import { useDroppable } from '@dnd-kit/core';
import type { Lead, LeadStatus } from '@school/shared-api';
import { useLeadsPage } from '../api/salesQueries';
import { BOARD_MESSAGES as M, LEAD_STATUS_TITLES, TOASTS } from '../messages';
import type { BoardSettings } from './boardSettings';
import { ColumnPager } from './ColumnPager';
import { LeadCard } from './LeadCard';

type BoardColumnProps = {
  status: LeadStatus;
  settings: BoardSettings;
  now: number;
  draggingId: number | null;
  onPage: (status: LeadStatus, page: number) => void;
  onOpen: (lead: Lead) => void;
};

/** One status column: a page of 15 leads, paged and sorted on the server, and a drop target that refuses. */
export function BoardColumn({ status, settings, now, draggingId, onPage, onOpen }: BoardColumnProps) {
  const title = LEAD_STATUS_TITLES[status];
  const page = settings.pages[status];
  const { data, error, isLoading } = useLeadsPage({
    status,
    page,
    sort: settings.sort_by_due ? 'date_due' : 'date_created',
    order: settings.sort,
    manager: settings.filter || '0',
  });
  const { setNodeRef, isOver } = useDroppable({ id: status });

  return (
    <Stack
      as="section"
      aria-label={title}
      ref={setNodeRef}
      gap="2"
      p="2"
      minW="0"
      bg={isOver ? 'bg.emphasized' : 'bg.muted'}
      borderRadius="lg"
      data-status={status}
    >
      {/* Two lines for every title, so the cards of all columns start at the same height. */}
      <HStack justify="space-between" align="flex-start" px="1" minH="12">
        <Text as="h3" fontWeight="semibold" fontSize="sm">
          {title}
        </Text>
        <Badge variant="surface" title={M.leadsCount(data?.total ?? 0)}>
          {data?.total ?? '…'}
        </Badge>
      </HStack>
      {error && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            {TOASTS.boardError} {error instanceof Error ? error.message : String(error)}
          </Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="2" flex="1" minH="24" maxH="calc(100vh - 380px)" overflowY="auto" px="0.5" py="0.5">
        {isLoading && !data && (
          <Center py="6">
            <Spinner size="sm" />
          </Center>
        )}
        {data?.leads.map((lead) => (
          <LeadCard
            key={lead.id_lead}
            lead={lead}
            now={now}
            onOpen={onOpen}
            dragging={draggingId === lead.id_lead}
          />
        ))}
        {data && data.leads.length === 0 && (
          <Text fontSize="xs" color="fg.muted" textAlign="center" py="4">
            {M.empty}
          </Text>
        )}
      </Stack>
      <ColumnPager
        column={title}
        page={data?.page ?? page}
        pages={data?.pages ?? 1}
        onPage={(next) => onPage(status, next)}
      />
    </Stack>
  );
}
