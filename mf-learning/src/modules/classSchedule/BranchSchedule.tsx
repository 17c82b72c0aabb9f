import { Alert, Button, CloseButton, HStack, Spinner, Stack, Text } from '@school/shared-ui/chakra';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ERROR_MESSAGES, learningEndpoints, useCanCall, useEndpoint } from '@school/shared-api';
import { appointmentEndpoints, type Appointment } from '@school/shared-api/learning';
import { ConfirmDialog, DeleteConfirmDialog, ErrorPanel, formatDateDots, notify } from '@school/shared-ui';
import { APPOINTMENTS_MESSAGES } from '../appointments/messages';
import { localToday } from '../appointments/period';
import { copyWeek } from '../plan/api';
import { usePlanHistory } from '../plan/history';
import { CELL_FLASH_MS, CLASS_SCHEDULE_MESSAGES as M } from './messages';
import {
  cellKey,
  isInCell,
  movedBody,
  placeAppointments,
  weekDays,
  type CellTarget,
  type WeekChoice,
} from './placement';
import { ScheduleGrid, type GridGroup } from './ScheduleGrid';
import { WeekSwitch } from './WeekSwitch';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : ERROR_MESSAGES.other);

const Loading = () => (
  <HStack gap="2" color="fg.muted" role="status">
    <Spinner size="sm" />
    <Text>{M.loading}</Text>
  </HStack>
);

/** The branch's groups by name, with any group the week's lessons name that the list lacks. */
function gridGroups(
  location: number,
  groups: readonly { id: number; short_name: string; location: number }[],
  appointments: readonly Appointment[],
): GridGroup[] {
  const result = new Map<number, GridGroup>();
  for (const group of groups)
    if (group.location === location) result.set(group.id, { id: group.id, name: group.short_name });
  for (const appointment of appointments)
    if (!result.has(appointment.group_id))
      result.set(appointment.group_id, { id: appointment.group_id, name: appointment.name_group });
  return [...result.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/**
 * The class schedule of one branch (learning.md 2.7): the week switch, the edit lock, undo and redo, the
 * copy of the week, the rotation, the help text, the disabled zoom, and the grid.
 */
export function BranchSchedule({ location }: { location: number }) {
  const [today] = useState(localToday);
  const [week, setWeek] = useState<WeekChoice>(0);
  const [unlocked, setUnlocked] = useState(false);
  const [rotated, setRotated] = useState(false);
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  const [copying, setCopying] = useState(false);
  const [flashKey, setFlashKey] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Appointment | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const canModify = useCanCall(appointmentEndpoints.appointmentUpdate);
  const canCopy = useCanCall(appointmentEndpoints.appointmentsCopy);
  const canRemove = useCanCall(appointmentEndpoints.appointmentRemove);
  const editable = canModify && unlocked;

  const days = useMemo(() => (week === null ? [] : weekDays(today, week)), [today, week]);
  const period =
    week === null ? null : { location, date_from: days[0].date, date_to: days[days.length - 1].date };
  const plan = useEndpoint(appointmentEndpoints.appointmentsGet, period);
  const slotList = useEndpoint(appointmentEndpoints.scheduleSlots, undefined);
  const groupList = useEndpoint(learningEndpoints.groupGet, undefined);
  const mutatePlan = plan.mutate;
  const history = usePlanHistory({ onChanged: () => void mutatePlan() });

  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const slots = slotList.data?.slots;
  const appointments = plan.data;
  const cells = useMemo(
    () =>
      appointments && slots ? placeAppointments(appointments, days, slots) : new Map<string, Appointment[]>(),
    [appointments, days, slots],
  );
  const groups = useMemo(
    () => gridGroups(location, groupList.data ?? [], appointments ?? []),
    [location, groupList.data, appointments],
  );

  const flash = useCallback((key: string) => {
    clearTimeout(flashTimer.current);
    setFlashKey(key);
    flashTimer.current = setTimeout(() => setFlashKey(null), CELL_FLASH_MS);
  }, []);

  // A stable callback for the grid while the week and the slots stay (history.update is stable).
  const update = history.update;
  const handleMove = useCallback(
    (appointment: Appointment, target: CellTarget) => {
      if (!slots || isInCell(appointment, target, days, slots)) return;
      setAlert(null);
      update(appointment, movedBody(appointment, target, days, slots)).then(
        () => {
          notify.success(M.changed);
          flash(cellKey(target.groupId, target.day, target.slot));
        },
        (error: unknown) => setAlert({ title: M.moveFailed, message: messageOf(error) }),
      );
    },
    [days, slots, update, flash],
  );

  const handleRemove = async () => {
    if (!removing) return;
    try {
      await history.remove(removing);
      notify.success(APPOINTMENTS_MESSAGES.removed);
    } catch (error) {
      notify.error(APPOINTMENTS_MESSAGES.notRemoved, messageOf(error));
    } finally {
      setRemoving(null);
    }
  };

  const handleCopy = async () => {
    try {
      const answer = await copyWeek(location);
      notify.success(M.copied(answer.copied, answer.skipped.length));
      void mutatePlan();
    } catch (error) {
      setAlert({ title: M.copyFailed, message: messageOf(error) });
    } finally {
      setCopying(false);
    }
  };

  const grid = () => {
    if (week === null) return <Text color="fg.muted">{M.chooseWeek}</Text>;
    const failed = plan.error ?? slotList.error ?? groupList.error;
    if (failed !== undefined && (!appointments || !slots || !groupList.data))
      return (
        <ErrorPanel
          title={M.loadFailed}
          message={messageOf(failed)}
          onRetry={() => {
            void plan.mutate();
            void slotList.mutate();
            void groupList.mutate();
          }}
        />
      );
    if (!appointments || !slots || !groupList.data) return <Loading />;
    if (groups.length === 0) return <Text color="fg.muted">{M.noGroups}</Text>;
    return (
      <Stack gap="2">
        {appointments.length === 0 && <Text color="fg.muted">{M.noLessons}</Text>}
        <ScheduleGrid
          groups={groups}
          days={days}
          slots={slots}
          cells={cells}
          rotated={rotated}
          editable={editable}
          flashKey={flashKey}
          onMove={handleMove}
          onRemove={canRemove ? setRemoving : undefined}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="3" wrap="wrap">
          <WeekSwitch week={week} onChange={setWeek} />
          {week !== null && (
            <Text fontSize="sm" color="fg.muted">
              {M.weekText(formatDateDots(days[0].date), formatDateDots(days[days.length - 1].date))}
            </Text>
          )}
        </HStack>
        <HStack gap="2" role="group" aria-label={M.zoom}>
          {M.zoomLevels.map((level) => (
            <Button key={level} size="xs" variant="outline" disabled>
              {level}
            </Button>
          ))}
        </HStack>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant={editable ? 'solid' : 'outline'}
          colorPalette={editable ? 'orange' : undefined}
          aria-pressed={editable}
          title={M.lockHint}
          disabled={!canModify}
          onClick={() => setUnlocked((value) => !value)}
        >
          {editable ? M.unlock : M.lock}
        </Button>
        {canModify && (
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
        <Button size="sm" variant="outline" disabled={!canCopy} onClick={() => setCopying(true)}>
          {M.copy}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={rotated}
          onClick={() => setRotated((value) => !value)}
        >
          {M.rotate}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" role="note" aria-label={M.help}>
        {M.helpText}
      </Text>
      {alert && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{alert.title}</Alert.Title>
            <Alert.Description>{alert.message}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label={M.close} onClick={() => setAlert(null)} />
        </Alert.Root>
      )}
      {grid()}
      <DeleteConfirmDialog
        open={removing !== null}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={copying}
        title={M.copyTitle}
        text={M.copyConfirm}
        onConfirm={handleCopy}
        onCancel={() => setCopying(false)}
      />
    </Stack>
  );
}
