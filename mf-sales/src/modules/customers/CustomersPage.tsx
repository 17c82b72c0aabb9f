import {
  Alert,
  Badge,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Stack,
  Table,
  Text,
} from '@school/shared-ui/chakra';
import { useState } from 'react';
import { ERROR_MESSAGES, moneyEndpoints, useCanCall, useEndpoint } from '@school/shared-api';
import {
  CUSTOMER_ROLE_LABELS,
  CUSTOMERS_LIMIT,
  customerEndpoints,
  type Customer,
} from '@school/shared-api/people';
import { ConfirmDialog, ErrorPanel, formatDateTime, notify } from '@school/shared-ui';
import { CustomerAddForm } from './CustomerAddForm';
import { CustomerEditDialog } from './CustomerEditDialog';
import { failureText } from '../access/accessApi';
import { customersApi } from './customersApi';
import { CUSTOMERS_TEXT as T } from './messages';

const roleText = (role: readonly number[]) =>
  role.map((id) => CUSTOMER_ROLE_LABELS[id as keyof typeof CUSTOMER_ROLE_LABELS] ?? String(id)).join(', ');

/**
 * Customers (sales-people-settings.md, /parents-create): the search, the add form, the table (remove only:
 * removing disables the account, after a confirmation) and the edit dialog with the account's contracts.
 */
export function CustomersPage() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const { data, error, isValidating, mutate } = useEndpoint(customerEndpoints.customersGet, q ? { q } : {});
  const canAdd = useCanCall(customerEndpoints.customersAdd);
  const canEdit = useCanCall(customerEndpoints.customersUpdate);
  const canDisable = useCanCall(customerEndpoints.customersDisable);
  const canSearchContracts = useCanCall(moneyEndpoints.contractSearch);
  const [editing, setEditing] = useState<Customer | null>(null);
  const [removing, setRemoving] = useState<Customer | null>(null);
  const [tableError, setTableError] = useState<string | null>(null);
  const failed = data === undefined && error !== undefined && !isValidating;

  const reload = () => void mutate();

  const remove = async () => {
    if (!removing) return;
    try {
      await customersApi.disable(removing.id_user, removing.version);
      notify.success(T.disabled);
      setTableError(null);
      reload();
    } catch (failure) {
      setTableError(failureText(failure, ERROR_MESSAGES.other));
    }
    setRemoving(null);
  };

  return (
    <Stack gap="4">
      <Heading size="lg">{T.title}</Heading>
      <form
        role="search"
        aria-label={T.search}
        onSubmit={(event) => {
          event.preventDefault();
          setQ(text.trim());
        }}
      >
        <HStack align="end" maxW="640px">
          <Field.Root>
            <Field.Label>{T.searchLabel}</Field.Label>
            <Input type="search" value={text} onChange={(event) => setText(event.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline">
            {T.search}
          </Button>
        </HStack>
      </form>
      {canAdd && <CustomerAddForm canSearchContracts={canSearchContracts} onAdded={reload} />}
      {tableError && (
        <Alert.Root status="error" size="sm" role="alert">
          <Alert.Indicator />
          <Alert.Title>{tableError}</Alert.Title>
        </Alert.Root>
      )}
      {failed ? (
        <ErrorPanel
          title={ERROR_MESSAGES.other}
          message={error instanceof Error ? error.message : undefined}
          onRetry={reload}
        />
      ) : data === undefined ? (
        <Text color="fg.muted" aria-busy="true">
          …
        </Text>
      ) : (
        <Stack gap="2">
          <Table.Root size="sm" aria-label={T.title} interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{T.fullName}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.email}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.role}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.contracts}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.lastActivity}</Table.ColumnHeader>
                <Table.ColumnHeader>{T.status}</Table.ColumnHeader>
                {(canEdit || canDisable) && <Table.ColumnHeader>{T.actions}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={7}>{T.empty}</Table.Cell>
                </Table.Row>
              )}
              {data.map((customer) => (
                <Table.Row key={customer.id_user}>
                  <Table.Cell>{customer.full_name}</Table.Cell>
                  <Table.Cell>{customer.email}</Table.Cell>
                  <Table.Cell>{roleText(customer.role)}</Table.Cell>
                  <Table.Cell>{customer.number}</Table.Cell>
                  <Table.Cell>
                    {customer.last_activity ? formatDateTime(customer.last_activity) : T.never}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={customer.status === 'active' ? 'green' : 'gray'}>
                      {customer.status}
                    </Badge>
                  </Table.Cell>
                  {(canEdit || canDisable) && (
                    <Table.Cell>
                      <HStack gap="2">
                        {canEdit && (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`${T.edit}: ${customer.full_name}`}
                            onClick={() => setEditing(customer)}
                          >
                            {T.edit}
                          </Button>
                        )}
                        {canDisable && customer.status === 'active' && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={`${T.remove}: ${customer.full_name}`}
                            onClick={() => setRemoving(customer)}
                          >
                            {T.remove}
                          </Button>
                        )}
                      </HStack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {data.length >= CUSTOMERS_LIMIT && (
            <Text color="fg.muted">{T.truncated.replace('{n}', String(CUSTOMERS_LIMIT))}</Text>
          )}
        </Stack>
      )}
      <CustomerEditDialog
        customer={editing}
        canSearchContracts={canSearchContracts}
        canDisable={canDisable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle}
        text={removing ? `${removing.full_name}: ${T.removeConfirm}` : undefined}
        confirmLabel={T.remove}
        tone="danger"
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
