import {
  Badge,
  Box,
  Button,
  CloseButton,
  Field,
  HStack,
  Input,
  Stack,
  Text,
  Wrap,
} from '@school/shared-ui/chakra';
import { useState, type FormEvent } from 'react';
import type { ContractSearchHit } from '@school/shared-api';
import type { CustomerContract } from '@school/shared-api/people';
import { failureText } from '../access/accessApi';
import { customersApi } from './customersApi';
import { CUSTOMERS_TEXT as T } from './messages';

type ContractPickerProps = {
  value: CustomerContract[];
  onChange: (next: CustomerContract[]) => void;
  /** Contract search is offered only with its right (contract.view). */
  canSearch: boolean;
};

/** The contracts of an account: chosen by a contract number search, each removable. */
export function ContractPicker({ value, onChange, canSearch }: ContractPickerProps) {
  const [text, setText] = useState('');
  const [hits, setHits] = useState<ContractSearchHit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    const param = text.trim();
    if (param.length < 2) {
      setError(T.contractSearchHint);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setHits(await customersApi.searchContracts(param));
    } catch (failure) {
      setHits(null);
      setError(failureText(failure, T.noHits));
    } finally {
      setBusy(false);
    }
  };

  const chosen = new Set(value.map((contract) => contract.contract_id));
  const add = (hit: ContractSearchHit) => {
    if (!chosen.has(hit.contract_id))
      onChange([...value, { contract_id: hit.contract_id, number: hit.number }]);
  };

  return (
    <Stack gap="2">
      <Text fontWeight="medium">{T.contracts}</Text>
      {value.length === 0 ? (
        <Text color="fg.muted">{T.noContracts}</Text>
      ) : (
        <Wrap gap="2" role="list" aria-label={T.contracts}>
          {value.map((contract) => (
            <Badge key={contract.contract_id} role="listitem" size="lg" variant="subtle">
              {contract.number}
              <CloseButton
                size="2xs"
                aria-label={T.removeContract(contract.number)}
                onClick={() => onChange(value.filter((c) => c.contract_id !== contract.contract_id))}
              />
            </Badge>
          ))}
        </Wrap>
      )}
      {canSearch && (
        <HStack align="end">
          <Field.Root>
            <Field.Label>{T.contractNumber}</Field.Label>
            <Input
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void search(event);
              }}
            />
          </Field.Root>
          <Button variant="outline" onClick={() => void search()} loading={busy}>
            {T.findContract}
          </Button>
        </HStack>
      )}
      {error && <Text color="fg.error">{error}</Text>}
      {hits && (
        <Box>
          {hits.length === 0 ? (
            <Text color="fg.muted">{T.noHits}</Text>
          ) : (
            <Wrap gap="2">
              {hits.map((hit) => (
                <Button
                  key={hit.contract_id}
                  size="xs"
                  variant="outline"
                  disabled={chosen.has(hit.contract_id)}
                  aria-label={T.addContract(hit.number)}
                  onClick={() => add(hit)}
                >
                  {hit.number} · {hit.kid_name || hit.full_name}
                </Button>
              ))}
            </Wrap>
          )}
        </Box>
      )}
    </Stack>
  );
}
