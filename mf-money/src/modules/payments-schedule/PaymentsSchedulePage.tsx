import { Center, Heading, Spinner, Stack, Text } from '@school/shared-ui/chakra';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { ERROR_MESSAGES, receiptEndpoints, useEndpoint, useEntitiesTypes } from '@school/shared-api';
import { ErrorPanel, uiMessages } from '@school/shared-ui';
import { DayContractsDialog } from './components/DayContractsDialog';
import { ScheduleDays } from './components/ScheduleDays';
import { ScheduleToolbar } from './components/ScheduleToolbar';
import { ScheduleTotals } from './components/ScheduleTotals';
import { useScheduleParams } from './hooks/useScheduleParams';
import { SCHEDULE_MESSAGES as M } from './messages';

/**
 * The receipts schedule (/payments-schedule; docs/decisions.md "Receipts schedule"): for the accountant
 * planning a month, what the contracts' schedules expect day by day against what was received, what is
 * still to be paid and what is overdue, per currency, in every branch of the user or one; a day opens its
 * contracts, the month downloads as XLSX. Until the month came there are no figures: loading shows as
 * loading, a failed load as the error panel with 'Повторить', never as zero totals.
 */
export function PaymentsSchedulePage() {
  const { month, locationId, setMonth, setLocationId } = useScheduleParams();
  const [openDay, setOpenDay] = useState<string | null>(null);
  const { data: entities } = useEntitiesTypes();
  const query = { month, ...(locationId ? { location_id: locationId } : {}) };
  const {
    data: current,
    error,
    isValidating,
    mutate,
  } = useEndpoint(receiptEndpoints.paymentsScheduleGet, query);
  const failed = error !== undefined && !isValidating;
  const today = DateTime.local().toFormat('yyyy-MM-dd');

  let body;
  if (failed)
    body = (
      <ErrorPanel
        title={ERROR_MESSAGES.other}
        message={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  else if (current === undefined)
    body = (
      <Center py="10">
        <Spinner size="lg" aria-label={uiMessages.loading} />
      </Center>
    );
  else
    body = (
      <Stack gap="4">
        <ScheduleTotals totals={current.totals} />
        {current.days.length === 0 ? (
          <Stack gap="1" borderWidth="1px" borderRadius="md" p="4" textAlign="center">
            <Text>{M.empty}</Text>
            <Text fontSize="sm" color="fg.muted">
              {M.emptyMonth}
            </Text>
          </Stack>
        ) : (
          <ScheduleDays days={current.days} today={today} onOpenDay={setOpenDay} />
        )}
      </Stack>
    );

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      <ScheduleToolbar
        month={month}
        locationId={locationId}
        branches={entities?.location}
        onMonthChange={setMonth}
        onLocationChange={setLocationId}
      />
      {body}
      <DayContractsDialog date={openDay} locationId={locationId} onClose={() => setOpenDay(null)} />
    </Stack>
  );
}
