import { useState } from 'react';
import { contractActionEndpoints, useEntitiesTypes, type ContractData } from '@school/shared-api';
import { ACTION_MESSAGES as M } from '../messages';
import { ActionDialog } from './ActionDialog';
import { SelectField } from './SelectField';
import { useActionSubmit } from './useActionSubmit';

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
  const action = useActionSubmit({
    entry: contractActionEndpoints.contractCancel,
    success: M.cancelled,
    failed: M.cancelFailed,
    reset: () => setReason(''),
    onClose,
    onChanged,
    reloadOnFailure: true,
    messageInDialogOnly: true,
  });
  const reasons = (lists?.reasons_cancelled ?? []).map((option) => ({
    value: option.label,
    label: option.label,
  }));

  const handleSubmit = () =>
    action.submit({ contract_id: contract.contract_id, reason, version: contract.version });

  return (
    <ActionDialog
      open={open}
      title={M.cancel}
      onClose={action.close}
      submitLabel={M.cancel}
      canSubmit={reason !== ''}
      busy={action.busy}
      onSubmit={handleSubmit}
      alert={action.alert}
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
