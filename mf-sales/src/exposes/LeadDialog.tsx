// Exposed as 'sales/LeadDialog': the shell's header opens it to create a lead. Props are a stable contract:
// { open, onClose, lead?, contact?, onSaved? } (see LeadDialogProps).
export { LeadDialog, type LeadDialogProps } from '../modules/crm/lead/LeadDialog';
