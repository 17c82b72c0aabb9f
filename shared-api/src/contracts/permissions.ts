/**
 * Every permission string of the specification (money.md section 6, sales-people-settings.md section 6), and
 * the one of the audit journal (/app/audit), which the specification does not have (docs/decisions.md).
 */
export const PERMISSIONS = [
  'contacts.view',
  'leads.view',
  'tasks.view',
  'tasks.add',
  'tasks.modify',
  'contract.view',
  'contract.modify',
  'payment.view',
  'payment.modify',
  'receivable.view',
  'group.view',
  'group.modify',
  'group.add',
  'group.remove',
  'lesson.view',
  'user.view',
  'user.add',
  'user.modify',
  'user.disabled',
  'appointment.view',
  'appointments.copy',
  'access.view',
  'access.modify',
  'access.add',
  'report.view',
  'report_attendance.view',
  'links.view',
  'personal_area.view',
  'personal_balance.view',
  'configs.view',
  'configs.modify',
  'transactions.view',
  'transactions.add',
  'topic.add',
  'topic.modify',
  'topic.remove',
  'audit.view',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** True when every permission in `required` is held. An empty requirement is always met. */
export function holdsAll(held: readonly string[], required: readonly Permission[]): boolean {
  return required.every((p) => held.includes(p));
}
