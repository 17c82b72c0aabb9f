import {
  Alert,
  Button,
  Card,
  CloseButton,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
} from '@school/shared-ui/chakra';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSubmissionKey } from '@school/shared-api';
import {
  CUSTOMER_FIELD_LABELS,
  CUSTOMER_ROLE_IDS,
  CUSTOMER_ROLE_LABELS,
  type CustomerContract,
  type CustomerRoleId,
} from '@school/shared-api/people';
import { notify } from '@school/shared-ui';
import { ContractPicker } from './ContractPicker';
import { failureText } from '../access/accessApi';
import { customersApi } from './customersApi';
import { CUSTOMERS_TEXT as T } from './messages';

type RowForm = { email: string; full_name: string; role: '' | `${CustomerRoleId}` };
type PendingRow = { email: string; full_name: string; role: CustomerRoleId; contracts: CustomerContract[] };

const EMPTY: RowForm = { email: '', full_name: '', role: '' };
const ROLE_OPTIONS = [CUSTOMER_ROLE_IDS.parent, CUSTOMER_ROLE_IDS.child];

/** The row's identity: a row equal to one in the list is not added twice (section 5). */
const rowKey = (row: PendingRow) =>
  JSON.stringify([
    row.email.toLowerCase(),
    row.full_name,
    row.role,
    row.contracts.map((c) => c.contract_id).sort((a, b) => a - b),
  ]);

type CustomerAddFormProps = { canSearchContracts: boolean; onAdded: () => void };

/**
 * The add form: rows of e-mail, full name, role and contracts gathered into a list (a repeated row is not
 * added twice), then saved at once; a refusal shows the server's message in an alert.
 */
export function CustomerAddForm({ canSearchContracts, onAdded }: CustomerAddFormProps) {
  const { register, handleSubmit, reset } = useForm<RowForm>({ defaultValues: EMPTY });
  const [contracts, setContracts] = useState<CustomerContract[]>([]);
  const [rows, setRows] = useState<PendingRow[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();

  const addRow = handleSubmit((values) => {
    const row = { email: values.email.trim(), full_name: values.full_name.trim(), role: values.role };
    const missing = (['email', 'full_name', 'role'] as const).filter((field) => !row[field]);
    if (missing.length > 0) {
      setFormError(T.required + missing.map((field) => CUSTOMER_FIELD_LABELS[field]).join(', '));
      return;
    }
    const next: PendingRow = { ...row, role: Number(row.role) as CustomerRoleId, contracts };
    if (rows.some((existing) => rowKey(existing) === rowKey(next))) {
      setFormError(T.duplicateRow);
      return;
    }
    setFormError(null);
    setRows([...rows, next]);
    reset(EMPTY);
    setContracts([]);
  });

  const save = async () => {
    setSaving(true);
    setServerError(null);
    try {
      const body = {
        customers: rows.map((row) => ({
          email: row.email,
          full_name: row.full_name,
          role: row.role,
          contracts: row.contracts.map((c) => c.contract_id),
        })),
      };
      await submission.submit(body, (idempotencyKey) => customersApi.add(body, { idempotencyKey }));
      notify.success(T.added);
      setRows([]);
      onAdded();
    } catch (error) {
      setServerError(failureText(error, T.emailTaken));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading size="md">{T.addTitle}</Heading>
          <form onSubmit={(event) => void addRow(event)} aria-label={T.addTitle} noValidate>
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                <Field.Root required>
                  <Field.Label>{T.email}</Field.Label>
                  <Input type="email" autoComplete="off" {...register('email')} />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>{T.fullName}</Field.Label>
                  <Input autoComplete="off" {...register('full_name')} />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>{T.role}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register('role')}>
                      <option value="">—</option>
                      {ROLE_OPTIONS.map((id) => (
                        <option key={id} value={id}>
                          {CUSTOMER_ROLE_LABELS[id]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </SimpleGrid>
              <ContractPicker value={contracts} onChange={setContracts} canSearch={canSearchContracts} />
              {formError && (
                <Alert.Root status="warning" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>{formError}</Alert.Title>
                </Alert.Root>
              )}
              <HStack>
                <Button type="submit" variant="outline">
                  {T.addRow}
                </Button>
              </HStack>
            </Stack>
          </form>
          {rows.length > 0 && (
            <Stack gap="2">
              <Table.Root size="sm" aria-label={T.rowsTitle}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{T.email}</Table.ColumnHeader>
                    <Table.ColumnHeader>{T.fullName}</Table.ColumnHeader>
                    <Table.ColumnHeader>{T.role}</Table.ColumnHeader>
                    <Table.ColumnHeader>{T.contracts}</Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
                    <Table.Row key={rowKey(row)}>
                      <Table.Cell>{row.email}</Table.Cell>
                      <Table.Cell>{row.full_name}</Table.Cell>
                      <Table.Cell>{CUSTOMER_ROLE_LABELS[row.role]}</Table.Cell>
                      <Table.Cell>{row.contracts.map((c) => c.number).join(', ')}</Table.Cell>
                      <Table.Cell>
                        <CloseButton
                          size="xs"
                          aria-label={`${T.removeRow}: ${row.email}`}
                          onClick={() => setRows(rows.filter((other) => rowKey(other) !== rowKey(row)))}
                        />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              {serverError && (
                <Alert.Root status="error" size="sm" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{serverError}</Alert.Title>
                </Alert.Root>
              )}
              <HStack>
                <Button colorPalette="blue" onClick={() => void save()} loading={saving}>
                  {T.save}
                </Button>
              </HStack>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
