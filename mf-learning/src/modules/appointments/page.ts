import { type RemotePage } from '@school/shared-api';
import { appointmentEndpoints } from '@school/shared-api/learning';

/**
 * /app/appointments (learning.md 2.6): the teachers' plan of a branch. Reading needs appointment.view;
 * creating, changing and removing are offered only after useCanCall (group.modify).
 */
export const appointmentsPage: RemotePage = {
  path: 'appointments',
  group: 'learning',
  label: 'Назначения и замены',
  permissions: ['appointment.view'],
  order: 70,
  calls: [appointmentEndpoints.appointmentsGet, appointmentEndpoints.appointmentCheck],
};
