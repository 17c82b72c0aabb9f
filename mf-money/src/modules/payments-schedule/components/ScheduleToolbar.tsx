import { Button, Field, Flex, HStack, IconButton, NativeSelect, Text } from '@school/shared-ui/chakra';
import { useRef, useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuDownload } from 'react-icons/lu';
import { ApiError, downloadEndpoint, receiptEndpoints, type Option } from '@school/shared-api';
import { notify, saveDownloadedFile } from '@school/shared-ui';
import { SCHEDULE_MESSAGES as M } from '../messages';
import { monthLabel, monthOf, shiftMonth, type Month } from '../month';

export type ScheduleToolbarProps = {
  month: Month;
  locationId: number | undefined;
  /** The user's branches (the reference list of /entities-types/get); undefined while it loads. */
  branches: readonly Option[] | undefined;
  onMonthChange: (month: Month) => void;
  onLocationChange: (locationId: number | undefined) => void;
};

/** The month (previous, current, next), the branch (all of the user's or one) and the XLSX export. */
export function ScheduleToolbar({
  month,
  locationId,
  branches,
  onMonthChange,
  onLocationChange,
}: ScheduleToolbarProps) {
  const [exporting, setExporting] = useState(false);
  // The month asked for last: the address changes in a transition, so a second click before the page shows
  // the first one's month steps from it rather than from the month still shown (two clicks, two months).
  const asked = useRef({ shown: month, target: month });
  const step = (by: number) => {
    const from = asked.current.shown === month ? asked.current.target : month;
    asked.current = { shown: month, target: shiftMonth(from, by) };
    onMonthChange(asked.current.target);
  };
  const current = monthOf();

  const handleExport = async () => {
    setExporting(true);
    try {
      const file = await downloadEndpoint(
        receiptEndpoints.paymentsScheduleExport,
        { month, ...(locationId ? { location_id: locationId } : {}) },
        { silent: true },
      );
      saveDownloadedFile(file, `${M.title} ${month}.xlsx`);
    } catch (error) {
      notify.error(M.exportFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
      <HStack gap="1" role="group" aria-label={M.month}>
        <IconButton
          aria-label={M.previousMonth}
          title={M.previousMonth}
          variant="outline"
          size="sm"
          onClick={() => step(-1)}
        >
          <LuChevronLeft />
        </IconButton>
        <Text as="h2" fontWeight="semibold" fontSize="lg" minW="9.5rem" textAlign="center" aria-live="polite">
          {monthLabel(month)}
        </Text>
        <IconButton
          aria-label={M.nextMonth}
          title={M.nextMonth}
          variant="outline"
          size="sm"
          onClick={() => step(1)}
        >
          <LuChevronRight />
        </IconButton>
        <Button variant="ghost" size="sm" disabled={month === current} onClick={() => onMonthChange(current)}>
          {M.currentMonth}
        </Button>
      </HStack>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root w={{ base: 'full', sm: '15rem' }}>
          <Field.Label>{M.branch}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={locationId === undefined ? '' : String(locationId)}
              onChange={(event) =>
                onLocationChange(event.target.value === '' ? undefined : Number(event.target.value))
              }
            >
              <option value="">{M.allBranches}</option>
              {(branches ?? []).map((branch) => (
                <option key={branch.value} value={String(branch.value)}>
                  {branch.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant="outline" loading={exporting} onClick={() => void handleExport()}>
          <LuDownload /> {M.export}
        </Button>
      </Flex>
    </Flex>
  );
}
