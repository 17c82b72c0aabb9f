import { Badge, Button } from '@school/shared-ui/chakra';
import { useMemo, useState } from 'react';
import {
  APPOINTMENT_DURATIONS,
  SUBSTITUTE_SUBJECT_REQUIRED,
  type Appointment,
} from '@school/shared-api/learning';
import { ConfirmDialog, DataGrid, formatDateDots, notify, type GridColumn } from '@school/shared-ui';
import { bodyOf, type PlanBody } from '../plan/api';
import type { PlanHistory } from '../plan/history';
import { APPOINTMENTS_MESSAGES as M, STATUS_COLORS } from './messages';
import type { PlanOptions } from './usePlanOptions';

const DURATION_OPTIONS = APPOINTMENT_DURATIONS.map((each) => ({ value: each.value, label: each.label }));

type Props = {
  rows: readonly Appointment[];
  loading: boolean;
  options: PlanOptions;
  history: PlanHistory;
  canModify: boolean;
  canRemove: boolean;
};

/** The substitute cell: the name, 'UNKNOWN/DELETED id: {id}' for a gone user, or nothing. */
export function substituteText(row: Appointment): string {
  if (row.is_substitute === null) return '';
  return row.substitute ?? M.unknownSubstitute(row.is_substitute);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** The body of an edited row (cells left empty by the editor come back as null). */
function editedBody(row: Appointment): PlanBody {
  const body = bodyOf(row);
  return {
    ...body,
    subject: body.subject ?? '',
    is_substitute: body.is_substitute ?? null,
    subject_substitute: body.is_substitute === null ? '' : (body.subject_substitute ?? ''),
  };
}

/**
 * The plan's editable table (learning.md section 2.6): modify and remove, never add; the substitute shown
 * by name (or as an unknown id), the status coloured, and 'Удалить замену' on rows with a substitute.
 */
export function AppointmentsTable({ rows, loading, options, history, canModify, canRemove }: Props) {
  const [unsubstituting, setUnsubstituting] = useState<Appointment | null>(null);

  const columns = useMemo<GridColumn<Appointment>[]>(() => {
    const list: GridColumn<Appointment>[] = [
      {
        field: 'date',
        header: M.columns.date,
        type: 'datetime',
        width: 130,
        editable: true,
        render: (row) => formatDateDots(row.date),
      },
      { field: 'day', header: M.columns.day, width: 120 },
      { field: 'time', header: M.columns.time, width: 80 },
      { field: 'place', header: M.columns.place, width: 130 },
      {
        field: 'group_id',
        header: M.columns.group,
        type: 'select',
        options: options.groups,
        text: (row) => row.name_group,
        width: 160,
        editable: true,
      },
      {
        field: 'user_id',
        header: M.columns.teacher,
        type: 'select',
        options: options.teachers,
        text: (row) => row.teacher,
        width: 170,
        editable: true,
      },
      {
        field: 'subject',
        header: M.columns.subject,
        type: 'select',
        options: options.subjects,
        text: (row) => row.subject,
        width: 150,
        editable: true,
      },
      {
        field: 'duration',
        header: M.columns.duration,
        type: 'select',
        options: DURATION_OPTIONS,
        text: (row) => row.duration,
        width: 110,
        editable: true,
      },
      {
        field: 'is_substitute',
        header: M.columns.substitute,
        type: 'select',
        options: options.teachers,
        text: substituteText,
        width: 170,
        editable: true,
      },
      {
        field: 'subject_substitute',
        header: M.columns.subject_substitute,
        type: 'select',
        options: options.subjects,
        text: (row) => row.subject_substitute,
        width: 150,
        editable: true,
      },
      {
        field: 'status',
        header: M.columns.status,
        width: 140,
        render: (row) => <Badge colorPalette={STATUS_COLORS[row.status]}>{row.status}</Badge>,
      },
    ];
    if (!canModify) return list;
    return [
      ...list,
      {
        field: 'lesson_id',
        header: M.columns.actions,
        width: 150,
        sortable: false,
        text: () => '',
        render: (row) =>
          row.is_substitute === null ? null : (
            <Button
              size="xs"
              variant="outline"
              aria-label={M.removeSubstituteLabel(row)}
              onClick={(event) => {
                event.stopPropagation();
                setUnsubstituting(row);
              }}
            >
              {M.removeSubstitute}
            </Button>
          ),
      },
    ];
  }, [canModify, options.groups, options.teachers, options.subjects]);

  const commit = async (row: Appointment) => {
    const before = rows.find((each) => each.id === row.id) ?? row;
    const body = editedBody(row);
    // learning.md section 5: the table's alert.
    if (body.is_substitute !== null && body.subject_substitute?.trim() === '')
      throw new Error(SUBSTITUTE_SUBJECT_REQUIRED);
    const after = await history.update(before, body);
    notify.success(
      after.is_substitute !== null && after.is_substitute !== before.is_substitute
        ? M.substituted
        : M.changed,
    );
    return after;
  };

  const remove = async (row: Appointment) => {
    try {
      await history.remove(row);
      notify.success(M.removed);
    } catch (error) {
      notify.error(M.notRemoved, messageOf(error));
      throw error;
    }
  };

  const removeSubstitute = async () => {
    if (!unsubstituting) return;
    try {
      await history.update(unsubstituting, { ...bodyOf(unsubstituting), is_substitute: 'remove' });
      notify.success(M.substituteRemoved);
      setUnsubstituting(null);
    } catch (error) {
      notify.error(M.substituteNotRemoved, messageOf(error));
      throw error;
    }
  };

  return (
    <>
      <DataGrid
        name="appointments"
        label={M.title}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        flags={{ add: false, modify: canModify, remove: canRemove }}
        onRowCommit={canModify ? commit : undefined}
        onRowDelete={canRemove ? remove : undefined}
        loading={loading}
        emptyText={M.empty}
        height={560}
        initialSort={{ field: 'date' }}
      />
      <ConfirmDialog
        open={unsubstituting !== null}
        title={M.removeSubstituteTitle}
        text={M.removeSubstituteConfirm}
        tone="danger"
        onConfirm={removeSubstitute}
        onCancel={() => setUnsubstituting(null)}
      />
    </>
  );
}
