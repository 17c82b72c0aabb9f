import {
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@school/shared-ui/chakra';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LEAD_STATUSES, useEntitiesTypes, type Lead } from '@school/shared-api';
import { DataGrid, notify, type GridColumn } from '@school/shared-ui';
import { salesApi, type LeadsSearchQuery } from '../api/salesApi';
import { LeadDialog } from '../lead/LeadDialog';
import { LEAD_STATUS_LABELS, SEARCH_MESSAGES as M, TOASTS } from '../messages';
import { BRANCH_CITIES } from '../utils/cities';

type SearchForm = Required<{ [K in Exclude<keyof LeadsSearchQuery, 'id_lead'>]: string }>;

const EMPTY: SearchForm = {
  name: '',
  phone: '',
  email: '',
  nickname: '',
  city: '',
  manager: '',
  status: '',
  utm_source: '',
  date_from: '',
  date_to: '',
};

/** Only the fields that were filled; null when none was. */
function toQuery(values: SearchForm): LeadsSearchQuery | null {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value.trim()) query[key] = value.trim();
  return Object.keys(query).length ? (query as LeadsSearchQuery) : null;
}

/** Extended search of leads by any of name, phone, e-mail, nickname, city, manager, status, source and period. */
export function ExtendedSearchTab() {
  const { data: entities } = useEntitiesTypes();
  const { register, handleSubmit, reset } = useForm<SearchForm>({ defaultValues: EMPTY });
  const [asked, setAsked] = useState<LeadsSearchQuery | null>(null);
  const [rows, setRows] = useState<Lead[]>([]);
  const [loading, setLoading] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const [openLead, setOpenLead] = useState<Lead | null>(null);

  const search = async (query: LeadsSearchQuery) => {
    setLoading(true);
    try {
      setRows(await salesApi.searchLeads(query));
      notify.success(TOASTS.dataReceived);
    } catch {
      // The client has shown the failure toast.
    } finally {
      setLoading(false);
    }
  };

  const handleSearch = (values: SearchForm) => {
    const query = toQuery(values);
    setHint(query ? null : M.nothingAsked);
    setAsked(query);
    if (query) void search(query);
  };

  const handleReset = () => {
    reset(EMPTY);
    setAsked(null);
    setRows([]);
    setHint(null);
  };

  const columns = useMemo<GridColumn<Lead>[]>(
    () => [
      { field: 'name', header: M.columns.name, width: 200 },
      { field: 'phone', header: M.columns.phone, width: 140 },
      { field: 'email', header: M.columns.email, width: 200 },
      { field: 'city', header: M.columns.city, width: 120 },
      { field: 'manager_name', header: M.columns.manager, width: 160 },
      {
        field: 'status',
        header: M.columns.status,
        type: 'select',
        width: 150,
        options: LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] })),
      },
      { field: 'utm_source', header: M.columns.utm_source, width: 140 },
      {
        field: 'date_created',
        header: M.columns.date_created,
        width: 150,
        type: 'datetime',
      },
    ],
    [],
  );

  const select = (name: keyof SearchForm, label: string, options: { value: string; label: string }[]) => (
    <Field.Root>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...register(name)}>
          <option value="">{M.any}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  const text = (name: keyof SearchForm, label: string, type = 'text', list?: string) => (
    <Field.Root>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <Input size="sm" type={type} list={list} {...register(name)} />
    </Field.Root>
  );

  return (
    <Stack gap="4">
      <form noValidate aria-label={M.form} onSubmit={handleSubmit(handleSearch)}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
          {text('name', M.name)}
          {text('phone', M.phone, 'tel')}
          {text('email', M.email)}
          {text('nickname', M.nickname)}
          {text('city', M.city, 'text', 'crm-search-cities')}
          {select(
            'manager',
            M.manager,
            (entities?.user ?? []).map((o) => ({ value: String(o.value), label: o.label })),
          )}
          {select(
            'status',
            M.status,
            LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] })),
          )}
          {select(
            'utm_source',
            M.source,
            (entities?.utm_source ?? []).map((o) => ({ value: o.label, label: o.label })),
          )}
          {text('date_from', M.dateFrom, 'date')}
          {text('date_to', M.dateTo, 'date')}
        </SimpleGrid>
        <datalist id="crm-search-cities">
          {BRANCH_CITIES.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
        <HStack mt="3" gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={loading}>
            {M.submit}
          </Button>
          <Button size="sm" variant="outline" onClick={handleReset}>
            {M.reset}
          </Button>
          {hint && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {hint}
            </Text>
          )}
        </HStack>
      </form>
      {asked && (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {M.hint}
          </Text>
          <DataGrid
            name="crmLeadsSearch"
            label={M.results}
            rows={rows}
            columns={columns}
            getRowId={(lead) => lead.id_lead}
            loading={loading}
            height={480}
            onRowDoubleClick={setOpenLead}
          />
        </Stack>
      )}
      <LeadDialog
        open={openLead !== null}
        lead={openLead}
        onClose={() => setOpenLead(null)}
        onSaved={() => asked && void search(asked)}
      />
    </Stack>
  );
}
