import {
  Badge,
  Button,
  Center,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Spinner,
  Table,
  Text,
} from '@school/shared-ui/chakra';
import { ERROR_MESSAGES, receiptEndpoints, useEndpoint, type ReceiptsContract } from '@school/shared-api';
import { ErrorPanel, formatDateDots, Money, uiMessages } from '@school/shared-ui';
import { Link as RouterLink } from '@school/shared-ui/router';
import { isPositive } from '../amounts';
import { SCHEDULE_MESSAGES as M } from '../messages';

export type DayContractsDialogProps = {
  /** The day whose contracts are shown; null: closed. */
  date: string | null;
  locationId: number | undefined;
  onClose: () => void;
};

function ContractsTable({ rows }: { rows: readonly ReceiptsContract[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{M.columns.number}</Table.ColumnHeader>
            <Table.ColumnHeader>{M.columns.fullName}</Table.ColumnHeader>
            <Table.ColumnHeader>{M.columns.kidName}</Table.ColumnHeader>
            <Table.ColumnHeader>{M.columns.types}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{M.figures.expected}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{M.figures.covered}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{M.figures.outstanding}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{M.figures.received}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const overdue = isPositive(row.overdue);
            return (
              <Table.Row key={`${row.contract_id ?? 'unknown'} ${row.location_id}`}>
                <Table.Cell>
                  {row.contract_url ? (
                    <RouterLink
                      to={row.contract_url}
                      style={{ color: 'var(--chakra-colors-blue-fg)', textDecoration: 'underline' }}
                    >
                      {row.number}
                    </RouterLink>
                  ) : (
                    <Text as="span" title={M.unknownPayment}>
                      {row.number}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{row.contract_id === null ? M.unknownPayment : row.full_name}</Table.Cell>
                <Table.Cell>{row.kid_name}</Table.Cell>
                <Table.Cell>{row.types.map((type) => M.types[type] ?? type).join(', ')}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={row.expected} currency={row.currency} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={row.covered} currency={row.currency} />
                </Table.Cell>
                <Table.Cell textAlign="end" color={overdue ? 'fg.error' : undefined}>
                  <HStack gap="2" justify="flex-end">
                    {overdue && <Badge colorPalette="red">{M.overdueBadge}</Badge>}
                    <Money value={row.outstanding} currency={row.currency} />
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money value={row.received} currency={row.currency} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The contracts of one day of the schedule (their dues, what is paid, the rest), each linked to its page. */
export function DayContractsDialog({ date, locationId, onClose }: DayContractsDialogProps) {
  const query = date === null ? null : { date, ...(locationId ? { location_id: locationId } : {}) };
  const { data, error, isValidating, mutate } = useEndpoint(
    receiptEndpoints.paymentsScheduleContracts,
    query,
  );
  const failed = error !== undefined && !isValidating;
  let content;
  if (failed)
    content = (
      <ErrorPanel
        title={ERROR_MESSAGES.other}
        message={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  else if (data === undefined)
    content = (
      <Center py="6">
        <Spinner aria-label={uiMessages.loading} />
      </Center>
    );
  else if (data.length === 0) content = <Text color="fg.muted">{M.empty}</Text>;
  else content = <ContractsTable rows={data} />;

  return (
    <Dialog.Root
      open={date !== null}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      size={{ base: 'full', md: 'cover' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{M.dayContracts(formatDateDots(date ?? ''))}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{content}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {M.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
