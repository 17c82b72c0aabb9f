import { messages } from '../messages';
import { ConfirmDialog } from './ConfirmDialog';

export type DeleteConfirmDialogProps = {
  open: boolean;
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
};

/** The confirmation every deletion asks: 'Вы уверены, что хотите удалить запись?'. */
export const DeleteConfirmDialog = ({ open, onConfirm, onCancel }: DeleteConfirmDialogProps) => (
  <ConfirmDialog
    open={open}
    title={messages.deleteConfirmTitle}
    text={messages.deleteConfirmText}
    confirmLabel={messages.remove}
    tone="danger"
    onConfirm={onConfirm}
    onCancel={onCancel}
  />
);
