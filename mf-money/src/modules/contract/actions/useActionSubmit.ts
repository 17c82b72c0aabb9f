import { useState } from 'react';
import {
  ApiError,
  postEndpoint,
  useSubmissionKey,
  type Endpoint,
  type EndpointBody,
  type EndpointResponse,
} from '@school/shared-api';
import { notify } from '@school/shared-ui';

type ActionEndpoint = Endpoint & { method: 'POST' };

export type ActionSubmitOptions<E extends ActionEndpoint> = {
  /** The call the dialog makes. */
  entry: E;
  /** The success toast. */
  success: string;
  /** The failure toast, and the alert when the server gave no message of its own. */
  failed: string;
  /** Clears the dialog's own fields when it closes (cancel, or after a success). */
  reset: () => void;
  onClose: () => void;
  /** Loads the page's data again. */
  onChanged: () => void;
  /** After the success toast, the close and the reload (extend opens the successor). */
  onSuccess?: (answer: EndpointResponse<E>) => void;
  /**
   * The call sends the contract's version (cancel, extend): a refusal may come from a change made by
   * someone else, so the page's data is loaded again after a refusal too.
   */
  reloadOnFailure?: boolean;
  /** The failure toast is the title alone; the server's message is only in the dialog (cancel). */
  messageInDialogOnly?: boolean;
};

export type ActionSubmit<E extends ActionEndpoint> = {
  busy: boolean;
  /** The server's message after a refusal. */
  alert: string | null;
  /** Clears the dialog and closes it. */
  close: () => void;
  /** Sends the body (keyed when the entry creates), then the toasts, the close and the reload. */
  submit: (body: EndpointBody<E>) => Promise<void>;
};

/**
 * The submission of a contract action dialog: the busy flag, the server's message for the dialog's alert,
 * one Idempotency-Key per submission for a creating call, the toasts, the close and the page's reload.
 */
export function useActionSubmit<E extends ActionEndpoint>({
  entry,
  success,
  failed,
  reset,
  onClose,
  onChanged,
  onSuccess,
  reloadOnFailure = false,
  messageInDialogOnly = false,
}: ActionSubmitOptions<E>): ActionSubmit<E> {
  const submission = useSubmissionKey();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const close = () => {
    reset();
    setAlert(null);
    onClose();
  };

  const submit = async (body: EndpointBody<E>) => {
    const send = (idempotencyKey?: string) => postEndpoint(entry, body, { silent: true, idempotencyKey });
    setBusy(true);
    setAlert(null);
    try {
      const answer = await (entry.creates ? submission.submit(body, send) : send());
      notify.success(success);
      close();
      onChanged();
      onSuccess?.(answer);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : failed;
      notify.error(failed, messageInDialogOnly ? undefined : message);
      setAlert(message);
      if (reloadOnFailure) onChanged();
    } finally {
      setBusy(false);
    }
  };

  return { busy, alert, close, submit };
}
