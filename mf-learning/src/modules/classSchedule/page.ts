import { type RemotePage } from '@school/shared-api';
import { appointmentEndpoints } from '@school/shared-api/learning';

/**
 * /app/class-schedule (learning.md 2.7): the week grid of a branch's groups. Reading needs appointment.view
 * and group.view; moving lessons (group.modify) and copying the week (appointments.copy) only after useCanCall.
 */
export const classSchedulePage: RemotePage = {
  path: 'class-schedule',
  group: 'learning',
  label: 'Расписание занятий',
  permissions: ['appointment.view', 'group.view'],
  order: 30,
  calls: [appointmentEndpoints.appointmentsGet, appointmentEndpoints.scheduleSlots],
};
