import type { ReactNode } from 'react';
import { FormDialog } from '@school/shared-ui/forms';
import { ACTION_MESSAGES as M } from '../messages';

export type ActionDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  submitLabel: string;
  /** The submit button is disabled until the dialog's required choices are made. */
  canSubmit: boolean;
  busy: boolean;
  onSubmit: () => void | Promise<unknown>;
  /** The server's message after a refusal, shown in the dialog. */
  alert?: string | null;
  /** 'xl' for the meal-plan table; every dialog takes the whole screen on a phone. */
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
};

/**
 * The contract page's action dialogs in shared-ui's FormDialog: 'Отмена' beside the dialog's own submit
 * label, submit disabled until the required choices are made, the whole screen on a phone.
 */
export function ActionDialog({ submitLabel, canSubmit, alert, size = 'md', ...frame }: ActionDialogProps) {
  return (
    <FormDialog
      {...frame}
      error={alert}
      saveLabel={submitLabel}
      saveDisabled={!canSubmit}
      cancelLabel={M.back}
      closeLabel={M.close}
      size={{ base: 'full', md: size }}
    />
  );
}
