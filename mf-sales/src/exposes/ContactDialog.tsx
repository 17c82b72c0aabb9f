// Exposed as 'sales/ContactDialog' { open, onClose, contactId } (see ContactDialogProps), a stable contract:
// shells released before 'sales/HeaderSearch' open a contact from their own header search with it.
export { ContactDialog, type ContactDialogProps } from '../modules/crm/contact/ContactDialog';
