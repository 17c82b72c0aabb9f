// Exposed as 'sales/HeaderSearch': the shell places these components, without props, in its header. The
// search and the create-lead button for employees who may call the contact search and the lead creation;
// the create-task button (issue 13) for employees who may add tasks; the notification bell for holders of
// tasks.view and leads.view. Each also checks its own right and renders nothing without it. They open the
// lead, contact and task dialogs themselves. A shell older than the task exports simply does not ask for
// them.
export { CreateLeadButton } from '../modules/crm/header/CreateLeadButton';
export { HeaderSearch } from '../modules/crm/header/HeaderSearch';
export { CreateTaskButton } from '../modules/tasks/create/CreateTaskButton';
export { NotificationBell } from '../modules/notifications/NotificationBell';
