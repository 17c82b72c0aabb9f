import {
  Box,
  Button,
  Center,
  Flex,
  Heading,
  HStack,
  Spinner,
  Stack,
  Table,
  Text,
} from '@school/shared-ui/chakra';
import { useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuDownload } from 'react-icons/lu';
import {
  ApiError,
  ERROR_MESSAGES,
  downloadEndpoint,
  useEndpoint,
  useEntitiesTypes,
} from '@school/shared-api';
import {
  AUDIT_PAGE_SIZE,
  AUDIT_TIME_ZONE,
  auditActionLabel,
  auditEndpoints,
  auditEntityLabel,
} from '@school/shared-api/people';
import { ErrorPanel, notify, saveDownloadedFile } from '@school/shared-ui';
import { JournalChanges } from './JournalChanges';
import { JournalFilterBar } from './JournalFilterBar';
import { JOURNAL_MESSAGES as M } from './messages';
import { useJournalFilters, type JournalFilters } from './useJournalFilters';

const MOMENT = new Intl.DateTimeFormat('ru-RU', {
  timeZone: AUDIT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The filters as the calls take them: only those set. */
const asQuery = (filters: JournalFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as JournalFilters;

/**
 * /app/audit: every change the server recorded, newest first, filtered by the changed row, the user, the
 * kind of change and the period (kept in the address), paged on the server, with its XLSX export. Nothing
 * here changes the journal: the database refuses to.
 */
export function AuditPage() {
  const { filters, page, setFilter, setPage, reset } = useJournalFilters();
  const query = { ...asQuery(filters), limit: AUDIT_PAGE_SIZE, offset: page * AUDIT_PAGE_SIZE };
  const { data, error, isValidating, mutate } = useEndpoint(auditEndpoints.auditGet, query, {
    keepPreviousData: true,
  });
  const { data: entities } = useEntitiesTypes();
  const [exporting, setExporting] = useState(false);
  // The page's answer is the one asked for: a kept previous page is shown only while the next one loads.
  const current = data !== undefined && data.offset === query.offset;
  const failed = error !== undefined && !isValidating;

  const handleExport = async () => {
    setExporting(true);
    try {
      const file = await downloadEndpoint(auditEndpoints.auditExport, asQuery(filters), { silent: true });
      saveDownloadedFile(file, 'audit.xlsx');
    } catch (failure) {
      notify.error(M.exportFailed, failure instanceof ApiError ? failure.message : undefined);
    } finally {
      setExporting(false);
    }
  };

  const rows = data?.rows ?? [];
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading size="lg">{M.title}</Heading>
        <Button size="sm" variant="outline" loading={exporting} onClick={() => void handleExport()}>
          <LuDownload /> {M.export}
        </Button>
      </Flex>
      <JournalFilterBar filters={filters} users={entities?.user} onFilter={setFilter} onReset={reset} />
      {failed ? (
        <ErrorPanel
          title={ERROR_MESSAGES.other}
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : data === undefined ? (
        <Center py="10" gap="2" role="status">
          <Spinner size="sm" />
          <Text>{M.loading}</Text>
        </Center>
      ) : rows.length === 0 ? (
        <Text py="6" textAlign="center" color="fg.muted">
          {M.nothingFound}
        </Text>
      ) : (
        <Box overflowX="auto" aria-busy={!current || isValidating}>
          <Table.Root size="sm" variant="line" aria-label={M.title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader whiteSpace="nowrap">{M.at}</Table.ColumnHeader>
                <Table.ColumnHeader>{M.actor}</Table.ColumnHeader>
                <Table.ColumnHeader>{M.entity}</Table.ColumnHeader>
                <Table.ColumnHeader>{M.entityId}</Table.ColumnHeader>
                <Table.ColumnHeader>{M.action}</Table.ColumnHeader>
                <Table.ColumnHeader minW="sm">{M.changes}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} verticalAlign="top">
                  <Table.Cell whiteSpace="nowrap">{MOMENT.format(new Date(row.at))}</Table.Cell>
                  <Table.Cell>{row.actor_name ?? M.system}</Table.Cell>
                  <Table.Cell>{auditEntityLabel(row.entity)}</Table.Cell>
                  <Table.Cell>{row.entity_id}</Table.Cell>
                  <Table.Cell>{auditActionLabel(row.action)}</Table.Cell>
                  <Table.Cell>
                    <JournalChanges before={row.before} after={row.after} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {data !== undefined && !failed && (page > 0 || data.has_more) && (
        <HStack gap="3" justify="flex-end">
          {rows.length > 0 && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {M.shown(data.offset + 1, data.offset + rows.length)}
            </Text>
          )}
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
            <LuChevronLeft /> {M.previous}
          </Button>
          <Button size="sm" variant="outline" disabled={!data.has_more} onClick={() => setPage(page + 1)}>
            {M.next} <LuChevronRight />
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
