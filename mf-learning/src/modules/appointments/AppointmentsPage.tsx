import { Button, HStack, Heading, Spinner, Stack, Tabs, Text } from 'shared-ui/chakra';
import { useState } from 'react';
import { ERROR_MESSAGES, useCanCall, useEndpoint, useEntitiesTypes } from 'shared-api';
import { appointmentEndpoints } from 'shared-api/learning';
import { ErrorPanel } from 'shared-ui';
import { usePlanHistory } from '../plan/history';
import { AppointmentForm } from './AppointmentForm';
import { AppointmentsTable } from './AppointmentsTable';
import { APPOINTMENTS_MESSAGES as M } from './messages';
import { localToday, planPeriod } from './period';
import { PeriodSwitch } from './PeriodSwitch';
import { useLocationChoice } from './useLocationChoice';
import { usePlanOptions } from './usePlanOptions';

const Loading = () => (
  <HStack gap="2" color="fg.muted" role="status">
    <Spinner size="sm" />
    <Text>{M.loading}</Text>
  </HStack>
);

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
  const { data: entities, error, mutate } = useEntitiesTypes();
  const locations = entities?.location;
  const { location, choose } = useLocationChoice(locations);

  const body = () => {
    if (error !== undefined && entities === undefined)
      return <ErrorPanel title={M.loadFailed} message={messageOf(error)} onRetry={() => void mutate()} />;
    if (locations === undefined) return <Loading />;
    if (location === null) return <Text>{M.noLocations}</Text>;
    return (
      <Tabs.Root
        value={String(location)}
        onValueChange={(details) => choose(Number(details.value))}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto" overflowY="hidden" aria-label={M.locations}>
          {locations.map((each) => (
            <Tabs.Trigger key={each.value} value={String(each.value)} whiteSpace="nowrap" flexShrink={0}>
              {each.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={String(location)} pt="4">
          <BranchPlan key={location} location={location} />
        </Tabs.Content>
      </Tabs.Root>
    );
  };

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      {body()}
    </Stack>
  );
}
