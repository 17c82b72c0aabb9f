// Exposed as 'sales/ContactDialog': the shell's header search opens a contact with it.
// Props are a stable contract: { open, onClose, contactId } (see ContactDialogProps).
export { ContactDialog, type ContactDialogProps } from '../modules/crm/contact/ContactDialog';
