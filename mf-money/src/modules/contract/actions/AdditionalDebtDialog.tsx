import { Field, Input, Stack, Textarea } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { contractActionEndpoints, type ContractData } from '@school/shared-api';
import { toApiMoney } from '@school/shared-ui';
import { ACTION_MESSAGES as M } from '../messages';
import { ActionDialog } from './ActionDialog';
import { useActionSubmit } from './useActionSubmit';

type AdditionalDebtDialogProps = {
  open: boolean;
  contract: ContractData['contract'];
  onClose: () => void;
  onChanged: () => void;
};

type Errors = { date?: string; amount?: string };

/** An additional debt of the contract (POST /add/additional/debt): a date, a positive amount, a comment. */
export function AdditionalDebtDialog({ open, contract, onClose, onChanged }: AdditionalDebtDialogProps) {
  const [date, setDate] = useState('');
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const action = useActionSubmit({
    entry: contractActionEndpoints.additionalDebtAdd,
    success: M.debtAdded,
    failed: M.debtFailed,
    reset: () => {
      setDate('');
      setAmount('');
      setComment('');
      setErrors({});
    },
    onClose,
    onChanged,
  });

  const handleSubmit = async () => {
    const money = toApiMoney(amount);
    const found: Errors = {
      date: date === '' ? M.dateRequired : undefined,
      amount:
        amount.trim() === ''
          ? M.amountRequired
          : money === null || money.startsWith('-') || /^0\.00$/.test(money)
            ? M.amountInvalid
            : undefined,
    };
    setErrors(found);
    if (found.date || found.amount || money === null) return;
    await action.submit({ contract_id: contract.contract_id, date, amount: money, comment });
  };

  return (
    <ActionDialog
      open={open}
      title={M.additionalDebt}
      onClose={action.close}
      submitLabel={M.save}
      canSubmit
      busy={action.busy}
      onSubmit={handleSubmit}
      alert={action.alert}
    >
      <Stack gap="3">
        <Field.Root required invalid={Boolean(errors.date)}>
          <Field.Label>{M.date}</Field.Label>
          <Input size="sm" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          <Field.ErrorText>{errors.date}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.amount)}>
          <Field.Label>{M.amount}</Field.Label>
          <Input
            size="sm"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Field.ErrorText>{errors.amount}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{M.comment}</Field.Label>
          <Textarea
            size="sm"
            maxLength={500}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}
