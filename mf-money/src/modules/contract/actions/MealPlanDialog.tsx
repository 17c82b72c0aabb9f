import { Box, Input, Table } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { contractActionEndpoints, MEAL_TYPES, type ContractData, type MealType } from '@school/shared-api';
import { notify } from '@school/shared-ui';
import { ACTION_MESSAGES as M, CATEGORY } from '../messages';
import { ActionDialog } from './ActionDialog';
import { emptyMealRows, mealPlanEntries, type MealRow } from './mealPlan';
import { useActionSubmit } from './useActionSubmit';

type MealPlanDialogProps = {
  open: boolean;
  contract: ContractData['contract'];
  onClose: () => void;
  onChanged: () => void;
};

/**
 * Extra services - the meal plan (money.md sections 2, 5, 7): ten empty rows of a date and an amount per
 * category (breakfast, lunch, snack, extension, electives), sent with the contract number to POST
 * /debt_and_credit/update; the table scrolls sideways on a phone.
 */
export function MealPlanDialog({ open, contract, onClose, onChanged }: MealPlanDialogProps) {
  const [rows, setRows] = useState<MealRow[]>(emptyMealRows);
  const action = useActionSubmit({
    entry: contractActionEndpoints.mealPlanUpdate,
    success: M.mealSaved,
    failed: M.mealFailed,
    reset: () => setRows(emptyMealRows()),
    onClose,
    onChanged,
  });

  const setDate = (index: number, date: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, date } : row)));
  const setAmount = (index: number, type: MealType, amount: string) =>
    setRows((current) =>
      current.map((row, i) => (i === index ? { ...row, amounts: { ...row.amounts, [type]: amount } } : row)),
    );
  const handleSubmit = async () => {
    const check = mealPlanEntries(rows);
    if (!check.ok) {
      notify.warning(check.message);
      return;
    }
    await action.submit({
      number: contract.number,
      contract_id: contract.contract_id,
      receivable: check.receivable,
    });
  };

  return (
    <ActionDialog
      open={open}
      title={M.extraServices}
      onClose={action.close}
      submitLabel={M.save}
      canSubmit
      busy={action.busy}
      onSubmit={handleSubmit}
      alert={action.alert}
      size="xl"
    >
      <Box overflowX="auto">
        <Table.Root size="sm" variant="outline" minW="44rem">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="2.5rem">№</Table.ColumnHeader>
              <Table.ColumnHeader minW="9rem">{M.date}</Table.ColumnHeader>
              {MEAL_TYPES.map((type) => (
                <Table.ColumnHeader key={type}>{CATEGORY[type]}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => (
              // The rows are fixed: ten, never reordered.
              <Table.Row key={index}>
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell>
                  <Input
                    size="xs"
                    type="date"
                    aria-label={`${M.row(index + 1)}: ${M.date}`}
                    value={row.date}
                    onChange={(event) => setDate(index, event.target.value)}
                  />
                </Table.Cell>
                {MEAL_TYPES.map((type) => (
                  <Table.Cell key={type}>
                    <Input
                      size="xs"
                      inputMode="decimal"
                      aria-label={`${M.row(index + 1)}: ${CATEGORY[type]}`}
                      value={row.amounts[type]}
                      onChange={(event) => setAmount(index, type, event.target.value)}
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </ActionDialog>
  );
}
