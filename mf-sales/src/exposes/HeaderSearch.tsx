// Exposed as 'sales/HeaderSearch': the shell places both components, without props, in its header, for
// employees who may call the contact search and the lead creation. They open the lead and contact dialogs
// themselves.
export { CreateLeadButton } from '../modules/crm/header/CreateLeadButton';
export { HeaderSearch } from '../modules/crm/header/HeaderSearch';
