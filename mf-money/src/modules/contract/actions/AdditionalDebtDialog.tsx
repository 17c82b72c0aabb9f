import { Field, Input, Stack, Textarea } from 'shared-ui/chakra';
import { useState } from 'react';
import {
  ApiError,
  contractActionEndpoints,
  postEndpoint,
  useSubmissionKey,
  type ContractData,
} from 'shared-api';
import { notify, toApiMoney } from 'shared-ui';
import { ACTION_MESSAGES as M } from '../messages';
import { ActionDialog } from './ActionDialog';

type AdditionalDebtDialogProps = {
  open: boolean;
  contract: ContractData['contract'];
  onClose: () => void;
  onChanged: () => void;
};

type Errors = { date?: string; amount?: string };

/** An additional debt of the contract (POST /add/additional/debt): a date, a positive amount, a comment. */
export function AdditionalDebtDialog({ open, contract, onClose, onChanged }: AdditionalDebtDialogProps) {
  const submission = useSubmissionKey();
  const [date, setDate] = useState('');
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const close = () => {
    setDate('');
    setAmount('');
    setComment('');
    setErrors({});
    setAlert(null);
    onClose();
  };
  const submit = async () => {
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
    const body = { contract_id: contract.contract_id, date, amount: money, comment };
    setBusy(true);
    setAlert(null);
    try {
      await submission.submit(body, (idempotencyKey) =>
        postEndpoint(contractActionEndpoints.additionalDebtAdd, body, { silent: true, idempotencyKey }),
      );
      notify.success(M.debtAdded);
      close();
      onChanged();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : M.debtFailed;
      notify.error(M.debtFailed, message);
      setAlert(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      open={open}
      title={M.additionalDebt}
      onClose={close}
      submitLabel={M.save}
      canSubmit
      busy={busy}
      onSubmit={() => void submit()}
      alert={alert}
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
