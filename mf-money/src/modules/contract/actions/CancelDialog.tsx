import { useState } from 'react';
import {
  ApiError,
  contractActionEndpoints,
  postEndpoint,
  useEntitiesTypes,
  type ContractData,
} from 'shared-api';
import { notify } from 'shared-ui';
import { ACTION_MESSAGES as M } from '../messages';
import { ActionDialog } from './ActionDialog';
import { SelectField } from './SelectField';

type CancelDialogProps = {
  open: boolean;
  contract: ContractData['contract'];
  onClose: () => void;
  onChanged: () => void;
};

/**
 * Cancel a contract (money.md sections 2, 4, 5, 8): a reason from the reasons_cancelled list is required;
 * 'Договор отменен', or 'Не удалось отменить договор' with the server's message in the dialog. Either way
 * the page's data is loaded again (a refusal may come from a change made by someone else).
 */
export function CancelDialog({ open, contract, onClose, onChanged }: CancelDialogProps) {
  const { data: lists } = useEntitiesTypes();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const reasons = (lists?.reasons_cancelled ?? []).map((option) => ({
    value: option.label,
    label: option.label,
  }));

  const close = () => {
    setReason('');
    setAlert(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    setAlert(null);
    try {
      await postEndpoint(
        contractActionEndpoints.contractCancel,
        { contract_id: contract.contract_id, reason, version: contract.version },
        { silent: true },
      );
      notify.success(M.cancelled);
      close();
    } catch (error) {
      notify.error(M.cancelFailed);
      setAlert(error instanceof ApiError ? error.message : M.cancelFailed);
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  return (
    <ActionDialog
      open={open}
      title={M.cancel}
      onClose={close}
      submitLabel={M.cancel}
      canSubmit={reason !== ''}
      busy={busy}
      onSubmit={() => void submit()}
      alert={alert}
    >
      <SelectField
        label={M.reason}
        placeholder={M.chooseReason}
        value={reason}
        onChange={setReason}
        choices={reasons}
      />
    </ActionDialog>
  );
}
