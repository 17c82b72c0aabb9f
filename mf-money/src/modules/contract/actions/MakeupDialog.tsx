import { Field, Input, Text } from 'shared-ui/chakra';
import { useState } from 'react';
import {
  ApiError,
  contractActionEndpoints,
  postEndpoint,
  useEndpoint,
  useSubmissionKey,
  type ContractData,
} from 'shared-api';
import { formatDate, notify } from 'shared-ui';
import { ACTION_MESSAGES as M } from '../messages';
import { ActionDialog } from './ActionDialog';
import { OptionsState } from './OptionsState';
import { SelectField } from './SelectField';

type MakeupDialogProps = {
  open: boolean;
  contract: ContractData['contract'];
  onClose: () => void;
  onChanged: () => void;
};

/**
 * Assign a makeup (money.md sections 2, 5, 8): a group of the contract's makeup options (GET
 * /contract/set/working_out) and a date - one of the group's lesson days, or any date for a group without a
 * timetable; both required. 'Дата отработки выбрана' / 'Не удалось назначить отработку'.
 */
export function MakeupDialog({ open, contract, onClose, onChanged }: MakeupDialogProps) {
  const submission = useSubmissionKey();
  const { data, error, mutate } = useEndpoint(
    contractActionEndpoints.makeupOptionsGet,
    open ? { id: contract.contract_id } : null,
  );
  const [groupId, setGroupId] = useState('');
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const options = data ?? [];
  const chosen = options.find((option) => String(option.group_for_temporary_arrangement) === groupId);

  const close = () => {
    setGroupId('');
    setDate('');
    setAlert(null);
    onClose();
  };
  const submit = async () => {
    const body = {
      contract_id: contract.contract_id,
      group_for_temporary_arrangement: Number(groupId),
      date,
    };
    setBusy(true);
    setAlert(null);
    try {
      await submission.submit(body, (idempotencyKey) =>
        postEndpoint(contractActionEndpoints.makeupAssign, body, { silent: true, idempotencyKey }),
      );
      notify.success(M.makeupAssigned);
      close();
      onChanged();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : M.makeupFailed;
      notify.error(M.makeupFailed, message);
      setAlert(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      open={open}
      title={M.makeups}
      onClose={close}
      submitLabel={M.assign}
      canSubmit={groupId !== '' && date !== ''}
      busy={busy}
      onSubmit={() => void submit()}
      alert={alert}
    >
      <OptionsState failed={Boolean(error)} loaded={Boolean(data)} onRetry={() => void mutate()}>
        {options.length === 0 ? (
          <Text color="fg.muted">{M.noMakeupGroups}</Text>
        ) : (
          <>
            <SelectField
              label={M.group}
              placeholder={M.chooseGroup}
              value={groupId}
              onChange={(value) => {
                setGroupId(value);
                setDate('');
              }}
              choices={options.map((option) => ({
                value: String(option.group_for_temporary_arrangement),
                label: option.name_group,
              }))}
            />
            {chosen && chosen.date.length === 0 ? (
              <Field.Root required>
                <Field.Label>{M.date}</Field.Label>
                <Input size="sm" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
              </Field.Root>
            ) : (
              <SelectField
                label={M.date}
                placeholder={M.chooseDate}
                value={date}
                onChange={setDate}
                choices={(chosen?.date ?? []).map((day) => ({ value: day, label: formatDate(day) }))}
                disabled={!chosen}
              />
            )}
          </>
        )}
      </OptionsState>
    </ActionDialog>
  );
}
