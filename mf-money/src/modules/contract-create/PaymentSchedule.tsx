import { Box, Button, Heading, HStack, Input, Stack, Table, Text } from '@school/shared-ui/chakra';
import type { UseFormRegister } from 'react-hook-form';
import { formatMoney, parseMoney, type MoneyCurrency } from '@school/shared-ui';
import type { CalculationKind, ContractFormValues, PaymentFormRow } from './contractForm';
import { CREATE_MESSAGES as M } from './messages';

type PaymentScheduleProps = {
  register: UseFormRegister<ContractFormValues>;
  rows: PaymentFormRow[];
  /** The calculation buttons (academic year only); null hides them. */
  onCalculate: ((kind: CalculationKind) => void) | null;
  calculating: CalculationKind | null;
  currency: MoneyCurrency;
};

/** The 10 rows of the payment schedule (money.md section 3) with the calculations of the academic year. */
export function PaymentSchedule({
  register,
  rows,
  onCalculate,
  calculating,
  currency,
}: PaymentScheduleProps) {
  const total = rows.reduce((sum, row) => sum + (parseMoney(row.amount)?.kopecks ?? 0n), 0n);
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="sm">
          {M.schedule}
        </Heading>
        {onCalculate && (
          <HStack gap="2" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              loading={calculating === 'ten'}
              onClick={() => onCalculate('ten')}
            >
              {M.calculateTen}
            </Button>
            <Button
              size="xs"
              variant="outline"
              loading={calculating === 'per_week'}
              onClick={() => onCalculate('per_week')}
            >
              {M.calculateWeeks}
            </Button>
            <Button
              size="xs"
              variant="outline"
              loading={calculating === '9parts'}
              onClick={() => onCalculate('9parts')}
            >
              {M.calculateMonths}
            </Button>
          </HStack>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {M.scheduleHint}
      </Text>
      <Box overflowX="auto">
        <Table.Root size="sm" variant="outline" minW="22rem">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="3rem">№</Table.ColumnHeader>
              <Table.ColumnHeader>{M.rowDate}</Table.ColumnHeader>
              <Table.ColumnHeader>{M.rowAmount}</Table.ColumnHeader>
              <Table.ColumnHeader w="6rem">{M.rowWeeks}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((_row, index) => (
              // The rows are fixed: ten, never reordered.
              <Table.Row key={index}>
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell>
                  <Input
                    size="xs"
                    type="date"
                    aria-label={`${M.row(index + 1)}: ${M.rowDate}`}
                    {...register(`payments.${index}.date`)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <Input
                    size="xs"
                    inputMode="decimal"
                    aria-label={`${M.row(index + 1)}: ${M.rowAmount}`}
                    {...register(`payments.${index}.amount`)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <Input
                    size="xs"
                    inputMode="numeric"
                    aria-label={`${M.row(index + 1)}: ${M.rowWeeks}`}
                    {...register(`payments.${index}.count_week`)}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text fontSize="sm" textAlign="end" data-testid="schedule-total">
        {M.scheduleTotal}:{' '}
        {formatMoney(`${total / 100n}.${(total % 100n).toString().padStart(2, '0')}`, currency)}
      </Text>
    </Stack>
  );
}
