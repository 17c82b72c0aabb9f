// 'shared-ui/forms': the kit's edit-dialog frame. Not part of the shared "." entry (which every page loads
// with the data grid): each remote bundles it into the chunks of its own dialogs, so it stays out of the
// first load, like the area entries of shared-api.
export { FormDialog, type FormDialogProps } from './components/FormDialog';
