import { Badge, Box, Button, Field, Flex, Grid, Input, NativeSelect, Text } from '@school/shared-ui/chakra';
import { DateTime } from 'luxon';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ApiError,
  applyServerErrors,
  paymentEndpoints,
  postEndpoint,
  UNKNOWN,
  useEntitiesTypes,
  useSubmissionKey,
  type ContractSearchHit,
  type Payment,
} from '@school/shared-api';
import { notify, toApiMoney } from '@school/shared-ui';
import { ContractCombobox } from '../contract/ContractCombobox';
import { STATUS } from '../contract/messages';
import { PAYMENT_MESSAGES as M } from './messages';

type PaymentFormValues = { date: string; amount: string; id_location: string };
const SERVER_FIELDS = ['date', 'amount', 'id_location'] as const;

const today = () => DateTime.local().toFormat('yyyy-MM-dd');
const positiveAmount = (text: string) => {
  const amount = toApiMoney(text);
  return amount !== null && !amount.startsWith('-') && /[1-9]/.test(amount) ? amount : null;
};

export type PaymentFormProps = {
  /** After a payment was recorded (the lists revalidate). */
  onAdded: (payment: Payment) => void;
};

/**
 * The add-payment form (money.md sections 2 and 5): contract search, amount, date. With no contract chosen
 * the payment goes to 'unknown' in the branch chosen here. The cashier's loop is keyboard only: type a
 * number or surname, Enter, Enter on the hit, type the amount, Enter - the form empties (the date stays)
 * and the search box has the focus for the next one. One Idempotency-Key per filled form: a double press
 * or a retried request records one payment.
 */
export function PaymentForm({ onAdded }: PaymentFormProps) {
  const [contract, setContract] = useState<ContractSearchHit | null>(null);
  const [typed, setTyped] = useState('');
  const [sending, setSending] = useState(false);
  // Set at once (the state shows only after a render): a second press in between sends nothing.
  const inFlight = useRef(false);
  const searchRef = useRef<HTMLInputElement>(null);
  // The field to focus once the next render has mounted it (the search box comes back after a payment).
  const focusNext = useRef<'search' | 'amount' | null>(null);
  const submission = useSubmissionKey();
  const { data: entities } = useEntitiesTypes();
  const locations = useMemo(() => entities?.location ?? [], [entities]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<PaymentFormValues>({ defaultValues: { date: today(), amount: '', id_location: '' } });

  useEffect(() => {
    if (focusNext.current === 'search' && searchRef.current) searchRef.current.focus();
    else if (focusNext.current === 'amount') setFocus('amount');
    else return;
    focusNext.current = null;
  });

  // A cashier of one branch takes 'unknown' payments there.
  useEffect(() => {
    if (locations.length === 1 && getValues('id_location') === '')
      setValue('id_location', String(locations[0].value));
  }, [locations, getValues, setValue]);

  const closed = contract !== null && (contract.status === 'cancelled' || contract.status === 'closed');
  const unchosen = contract === null && typed.trim() !== '';

  const pick = (hit: ContractSearchHit) => {
    setContract(hit);
    setTyped('');
    focusNext.current = 'amount';
  };

  const send = async (values: PaymentFormValues) => {
    if (inFlight.current || closed || unchosen) return;
    inFlight.current = true;
    const amount = positiveAmount(values.amount) as string;
    const body = contract
      ? { date: values.date, amount, contract_id: contract.contract_id, number: contract.number }
      : {
          date: values.date,
          amount,
          contract_id: UNKNOWN,
          number: UNKNOWN,
          id_location: Number(values.id_location),
        };
    setSending(true);
    try {
      const payment = await submission.submit(body, (idempotencyKey) =>
        postEndpoint(paymentEndpoints.paymentAdd, body, { idempotencyKey, silent: true }),
      );
      notify.success(M.added);
      setContract(null);
      resetField('amount');
      onAdded(payment);
      focusNext.current = 'search';
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return;
      const { message } = applyServerErrors(error, setError, SERVER_FIELDS);
      notify.error(M.addFailed, message ?? undefined);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Box asChild borderWidth="1px" borderRadius="md" p="4">
      <form aria-label={M.formTitle} noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        <Text fontWeight="semibold" mb="3">
          {M.formTitle}
        </Text>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr auto' }} gap="3" alignItems="start">
          <Field.Root invalid={unchosen}>
            <Field.Label>{M.contract}</Field.Label>
            {contract ? (
              <Flex align="center" gap="2" wrap="wrap" minH="10">
                <Text fontWeight="semibold">
                  {contract.number} · {contract.full_name}
                </Text>
                {contract.kid_name && <Text color="fg.muted">{contract.kid_name}</Text>}
                <Badge colorPalette={STATUS[contract.status].color}>{STATUS[contract.status].label}</Badge>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => {
                    setContract(null);
                    setTimeout(() => searchRef.current?.focus(), 0);
                  }}
                >
                  {M.clearContract}
                </Button>
              </Flex>
            ) : (
              <ContractCombobox
                label={M.contract}
                inputRef={searchRef}
                onPick={pick}
                onTextChange={setTyped}
                onEscape={() => setFocus('amount')}
              />
            )}
            {closed ? (
              <Text textStyle="sm" color="fg.error">
                {M.contractClosed}
              </Text>
            ) : contract === null ? (
              unchosen ? (
                <Field.ErrorText>{M.chooseOrClear}</Field.ErrorText>
              ) : (
                <Field.HelperText>{M.contractHint}</Field.HelperText>
              )
            ) : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.amount)} required>
            <Field.Label>{M.amount}</Field.Label>
            <Input
              inputMode="decimal"
              autoComplete="off"
              {...register('amount', {
                required: M.amountRequired,
                validate: (text) => positiveAmount(text) !== null || M.amountInvalid,
              })}
            />
            <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.date)} required>
            <Field.Label>{M.date}</Field.Label>
            <Input type="date" {...register('date', { required: M.dateRequired })} />
            <Field.ErrorText>{errors.date?.message}</Field.ErrorText>
          </Field.Root>
          <Box pt={{ base: 0, md: '6' }}>
            <Button type="submit" colorPalette="blue" loading={sending} disabled={closed || unchosen}>
              {M.add}
            </Button>
          </Box>
        </Grid>
        {contract === null && (
          <Grid templateColumns={{ base: '1fr', md: '2fr 2fr' }} gap="3" mt="3" alignItems="start">
            <Text textStyle="sm" color="fg.muted" pt={{ base: 0, md: '7' }}>
              {M.unknownContract}
            </Text>
            <Field.Root invalid={Boolean(errors.id_location)} required>
              <Field.Label>{M.branch}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...register('id_location', {
                    validate: (v) => contract !== null || v !== '' || M.branchRequired,
                  })}
                >
                  <option value="" />
                  {locations.map((location) => (
                    <option key={location.value} value={String(location.value)}>
                      {location.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.id_location?.message}</Field.ErrorText>
            </Field.Root>
          </Grid>
        )}
      </form>
    </Box>
  );
}
