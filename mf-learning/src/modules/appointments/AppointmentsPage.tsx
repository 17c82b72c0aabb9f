import { Button, HStack, Stack } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { ERROR_MESSAGES, useCanCall, useEndpoint } from '@school/shared-api';
import { appointmentEndpoints } from '@school/shared-api/learning';
import { ErrorPanel } from '@school/shared-ui';
import { usePlanHistory } from '../plan/history';
import { AppointmentForm } from './AppointmentForm';
import { AppointmentsTable } from './AppointmentsTable';
import { BranchTabsPage } from './BranchTabsPage';
import { APPOINTMENTS_MESSAGES as M } from './messages';
import { localToday, planPeriod } from './period';
import { PeriodSwitch } from './PeriodSwitch';
import { usePlanOptions } from './usePlanOptions';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : ERROR_MESSAGES.other);

/** The plan of one branch: the create form, undo and redo, the period and the table. */
function BranchPlan({ location }: { location: number }) {
  const [today] = useState(localToday);
  const [offset, setOffset] = useState(0);
  const period = planPeriod(today, offset);
  const { data, error, isValidating, mutate } = useEndpoint(appointmentEndpoints.appointmentsGet, {
    location,
    ...period,
  });
  const canAdd = useCanCall(appointmentEndpoints.appointmentAdd);
  const canModify = useCanCall(appointmentEndpoints.appointmentUpdate);
  const canRemove = useCanCall(appointmentEndpoints.appointmentRemove);
  const options = usePlanOptions(location, canAdd || canModify);
  const history = usePlanHistory({ onChanged: () => void mutate() });
  const failed = error !== undefined && !isValidating && data === undefined;

  return (
    <Stack gap="4">
      {canAdd &&
        (options.error !== undefined && !options.ready ? (
          <ErrorPanel title={M.optionsFailed} message={messageOf(options.error)} onRetry={options.retry} />
        ) : (
          <AppointmentForm today={today} options={options} add={history.add} busy={history.busy} />
        ))}
      <HStack gap="2" wrap="wrap" justify="space-between">
        <PeriodSwitch period={period} offset={offset} onChange={setOffset} />
        {(canModify || canAdd || canRemove) && (
          <HStack gap="2" role="group" aria-label={M.history}>
            <Button
              size="sm"
              variant="outline"
              disabled={!history.canUndo}
              onClick={() => void history.undo()}
            >
              {M.undo}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!history.canRedo}
              onClick={() => void history.redo()}
            >
              {M.redo}
            </Button>
          </HStack>
        )}
      </HStack>
      {failed ? (
        <ErrorPanel title={M.loadFailed} message={messageOf(error)} onRetry={() => void mutate()} />
      ) : (
        <AppointmentsTable
          rows={data ?? []}
          loading={data === undefined}
          options={options}
          history={history}
          canModify={canModify}
          canRemove={canRemove}
        />
      )}
    </Stack>
  );
}

/**
 * /app/appointments (learning.md section 2.6): the teachers' plan. Branch tabs of the user's branches (the
 * choice remembered under selectedLocation, the first by default); per branch the create form with the
 * clash check, undo and redo, and the editable table.
 */
export function AppointmentsPage() {
  return (
    <BranchTabsPage texts={M}>
      {(location) => <BranchPlan key={location} location={location} />}
    </BranchTabsPage>
  );
}
