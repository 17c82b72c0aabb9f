import { Field, Input, Text } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { contractActionEndpoints, useEndpoint, type ContractData } from '@school/shared-api';
import { formatDate } from '@school/shared-ui';
import { ACTION_MESSAGES as M } from '../messages';
import { ActionDialog } from './ActionDialog';
import { OptionsState } from './OptionsState';
import { SelectField } from './SelectField';
import { useActionSubmit } from './useActionSubmit';

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
  const { data, error, mutate } = useEndpoint(
    contractActionEndpoints.makeupOptionsGet,
    open ? { id: contract.contract_id } : null,
  );
  const [groupId, setGroupId] = useState('');
  const [date, setDate] = useState('');
  const action = useActionSubmit({
    entry: contractActionEndpoints.makeupAssign,
    success: M.makeupAssigned,
    failed: M.makeupFailed,
    reset: () => {
      setGroupId('');
      setDate('');
    },
    onClose,
    onChanged,
  });
  const options = data ?? [];
  const chosen = options.find((option) => String(option.group_for_temporary_arrangement) === groupId);

  const handleSubmit = () =>
    action.submit({
      contract_id: contract.contract_id,
      group_for_temporary_arrangement: Number(groupId),
      date,
    });

  return (
    <ActionDialog
      open={open}
      title={M.makeups}
      onClose={action.close}
      submitLabel={M.assign}
      canSubmit={groupId !== '' && date !== ''}
      busy={action.busy}
      onSubmit={handleSubmit}
      alert={action.alert}
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
