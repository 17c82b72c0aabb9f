import { Field, Grid, GridItem, Input, NativeSelect, Text, Textarea } from '@school/shared-ui/chakra';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { LeadStatus, Option } from '@school/shared-api';
import { childAge, digitsOnly, maskYearOfBirth } from '../utils/childAge';
import { BRANCH_CITIES } from '../utils/cities';
import { LEAD_MESSAGES as M, LEAD_STATUS_LABELS } from '../messages';
import { nowLocalInput, type LeadFormValues } from './leadForm';
import type { LeadResolverContext } from './leadFormResolver';

type LeadFormFieldsProps = {
  form: UseFormReturn<LeadFormValues, LeadResolverContext>;
  /** Name, phone, e-mail and city are read-only (the lead has a contact and is not new). */
  identityLocked: boolean;
  /** The status and rejection reason are edited on saved leads only. */
  existing: boolean;
  savedStatus: LeadStatus | null;
  /** active_users: the only managers that may be picked. */
  managers: Option[];
  /** Name of any user (the saved manager may be inactive by now). */
  userName: (id: string) => string;
  sources: Option[];
  reasons: Option[];
  now: number;
  onManagerChange: (manager: string, previous: string) => void;
  /** Extra content under the comment field (the add-comment button of a saved lead). */
  commentAction?: ReactNode;
};

const EDITABLE_STATUSES: LeadStatus[] = ['new', 'in_work', 'done', 'rejected'];

/** Keeps the typed value as `filter` shapes it (digits only, the YYYY-MM-DD mask). */
function filtered(
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown,
  filter: (v: string) => string,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = filter(event.target.value);
    return onChange(event);
  };
}

/** Text options of a select; the saved value stays visible even when the list no longer holds it. */
function withCurrent(options: Option[], current: string, byLabel: boolean): Option[] {
  const values = options.map((o) => (byLabel ? o.label : String(o.value)));
  if (!current || values.includes(current)) return options;
  return [{ value: current, label: current }, ...options];
}

export function LeadFormFields({
  form,
  identityLocked,
  existing,
  savedStatus,
  managers,
  userName,
  sources,
  reasons,
  now,
  onManagerChange,
  commentAction,
}: LeadFormFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const citiesId = useId();
  const [yearOfBirth, status, manager] = useWatch({ control, name: ['year_of_birth', 'status', 'manager'] });
  const age = childAge(yearOfBirth, new Date(now));
  const phone = register('phone');
  const year = register('year_of_birth');
  const managerField = register('manager', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onManagerChange(event.target.value, manager),
  });
  const statuses =
    savedStatus === 'disqualified' ? [...EDITABLE_STATUSES, 'disqualified' as const] : EDITABLE_STATUSES;
  const managerOptions = managers.some((o) => String(o.value) === manager)
    ? managers
    : [{ value: manager, label: userName(manager) }, ...managers];

  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(6, 1fr)' }} gap="3">
      <GridItem colSpan={{ base: 1, md: 3 }}>
        <Field.Root invalid={Boolean(errors.name)} readOnly={identityLocked}>
          <Field.Label>{M.fields.name}</Field.Label>
          <Input size="sm" readOnly={identityLocked} {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 3 }}>
        <Field.Root invalid={Boolean(errors.phone)} readOnly={identityLocked}>
          <Field.Label>{M.fields.phone}</Field.Label>
          <Input
            size="sm"
            inputMode="numeric"
            autoComplete="off"
            readOnly={identityLocked}
            {...phone}
            onChange={filtered(phone.onChange, digitsOnly)}
          />
          {errors.phone ? (
            <Field.ErrorText>{errors.phone.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{M.phoneHint}</Field.HelperText>
          )}
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 3 }}>
        <Field.Root invalid={Boolean(errors.email)} readOnly={identityLocked}>
          <Field.Label>{M.fields.email}</Field.Label>
          <Input size="sm" type="email" readOnly={identityLocked} {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 3 }}>
        <Field.Root invalid={Boolean(errors.city)} readOnly={identityLocked}>
          <Field.Label>{M.fields.city}</Field.Label>
          <Input
            size="sm"
            list={citiesId}
            autoComplete="off"
            readOnly={identityLocked}
            {...register('city')}
          />
          <datalist id={citiesId}>
            {BRANCH_CITIES.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
          <Field.ErrorText>{errors.city?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      {(['nickname_inst', 'nickname_fb', 'nickname_tg'] as const).map((field) => (
        <GridItem key={field} colSpan={{ base: 1, md: 2 }}>
          <Field.Root invalid={Boolean(errors[field])}>
            <Field.Label>{M.fields[field]}</Field.Label>
            <Input size="sm" autoComplete="off" {...register(field)} />
            <Field.ErrorText>{errors[field]?.message}</Field.ErrorText>
          </Field.Root>
        </GridItem>
      ))}
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <Field.Root invalid={Boolean(errors.year_of_birth)}>
          <Field.Label>{M.fields.year_of_birth}</Field.Label>
          <Input
            size="sm"
            inputMode="numeric"
            placeholder={M.yearHint}
            maxLength={10}
            autoComplete="off"
            {...year}
            onChange={filtered(year.onChange, maskYearOfBirth)}
          />
          {errors.year_of_birth ? (
            <Field.ErrorText>{errors.year_of_birth.message}</Field.ErrorText>
          ) : (
            <Field.HelperText aria-live="polite">{age ? `${M.age}: ${age}` : M.yearHint}</Field.HelperText>
          )}
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <Field.Root invalid={Boolean(errors.manager)}>
          <Field.Label>{M.fields.manager}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...managerField}>
              {managerOptions.map((option) => (
                <option
                  key={option.value}
                  value={String(option.value)}
                  disabled={!managers.some((o) => String(o.value) === String(option.value))}
                >
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.manager?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <Field.Root invalid={Boolean(errors.date_due)}>
          <Field.Label>{M.fields.date_due}</Field.Label>
          <Input size="sm" type="datetime-local" min={nowLocalInput(now)} {...register('date_due')} />
          <Field.ErrorText>{errors.date_due?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <SourceSelect form={form} sources={sources} />
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <Field.Root>
          <Field.Label>{M.fields.utm_campaign}</Field.Label>
          <Input size="sm" {...register('utm_campaign')} />
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <Field.Root>
          <Field.Label>{M.fields.utm_term}</Field.Label>
          <Input size="sm" {...register('utm_term')} />
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: existing ? 2 : 6 }}>
        <Field.Root>
          <Field.Label>{M.fields.interested}</Field.Label>
          <Input size="sm" {...register('interested')} />
        </Field.Root>
      </GridItem>
      {existing && (
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <Field.Root>
            <Field.Label>{M.fields.status}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register('status')}>
                {statuses.map((value) => (
                  <option key={value} value={value} disabled={value === 'disqualified'}>
                    {LEAD_STATUS_LABELS[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </GridItem>
      )}
      {existing && (
        <GridItem colSpan={{ base: 1, md: 2 }}>
          {status === 'rejected' && (
            <LabelChoiceField
              label={M.fields.rejected}
              error={errors.rejected?.message}
              registration={register('rejected')}
              options={reasons}
            />
          )}
        </GridItem>
      )}
      <GridItem colSpan={{ base: 1, md: 6 }}>
        <Field.Root invalid={Boolean(errors.new_comment)}>
          <Field.Label>{M.fields.new_comment}</Field.Label>
          <Textarea size="sm" rows={2} {...register('new_comment')} />
          <Field.ErrorText>{errors.new_comment?.message}</Field.ErrorText>
        </Field.Root>
        {commentAction}
      </GridItem>
      {identityLocked && (
        <GridItem colSpan={{ base: 1, md: 6 }}>
          <Text fontSize="xs" color="fg.muted">
            {M.readOnlyHint}
          </Text>
        </GridItem>
      )}
    </Grid>
  );
}

type SourceSelectProps = { form: LeadFormFieldsProps['form']; sources: Option[] };

function SourceSelect({ form, sources }: SourceSelectProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const current = useWatch({ control, name: 'utm_source' });
  const options = withCurrent(sources, current, true);
  return (
    <LabelChoiceField
      label={M.fields.utm_source}
      error={errors.utm_source?.message}
      registration={register('utm_source')}
      options={options}
    />
  );
}

type LabelChoiceFieldProps = {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  options: Option[];
};

/** A select of a reference list whose stored value is the option's label (source, rejection reason). */
function LabelChoiceField({ label, error, registration, options }: LabelChoiceFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...registration}>
          <option value="">{M.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.label}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
