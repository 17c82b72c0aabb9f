// Exposed as 'sales/LeadDialog' { open, onClose, lead?, contact?, onSaved? } (see LeadDialogProps), a stable
// contract: shells released before 'sales/HeaderSearch' open it from their own header.
export { LeadDialog, type LeadDialogProps } from '../modules/crm/lead/LeadDialog';
