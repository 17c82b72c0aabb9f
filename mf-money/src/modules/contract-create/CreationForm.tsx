import { Box, Button, Dialog, Grid, HStack, NativeSelect, Stack, Field } from '@school/shared-ui/chakra';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateTime } from 'luxon';
import { useSWRConfig } from 'swr';
import {
  ADAPTATION_NONE,
  ADAPTATION_YES,
  ApiError,
  LESSONS_TYPES,
  moneyEndpoints,
  postEndpoint,
  useAuthStore,
  useEndpoint,
  useEntitiesTypes,
  useSubmissionKey,
  type ContactHistory,
  type LessonsType,
} from '@school/shared-api';
import { notify } from '@school/shared-ui';
import {
  defaultPayments,
  emptyForm,
  firstProblem,
  missingForCalculation,
  multiplyPrice,
  toPayload,
  type CalculationKind,
  type ContractFormValues,
} from './contractForm';
import {
  ADAPTATION_CHOICES,
  byLabel,
  DURATION_CHOICES,
  FormSection,
  label,
  SelectField,
  TextField,
} from './FormFields';
import { CREATE_MESSAGES as M, FIELD_LABELS, LESSONS_TYPE_LABELS } from './messages';
import { PaymentSchedule } from './PaymentSchedule';
import type { CreationOutcome } from './CreationResult';

const COURSE_TYPE = { academic_year: 'course', camp: 'camp_program', individual: 'individual' } as const;

/** Sales lists that show contracts or leads: refreshed after a creation (money.md section 7). */
const SALES_PATHS = /^\/(leads?|contacts?|history_contact|contracts)\//;

/** The form's values filled from the contact and its lead. */
function prefilled(history: ContactHistory, leadId: number | undefined, today: string): ContractFormValues {
  const { contact } = history;
  const lead =
    history.leads.find((each) => each.id_lead === leadId) ??
    [...history.leads].filter((each) => each.comment.length > 0).sort((a, b) => b.id_lead - a.id_lead)[0];
  return {
    ...emptyForm(today),
    id_lead: lead ? String(lead.id_lead) : '',
    full_name: [contact.last_name, contact.name].filter(Boolean).join(' '),
    kid_name: contact.kid_name,
    year_of_birth: contact.year_of_birth.slice(0, 4),
    passport_contact: contact.passport_contact,
    registration_contact: contact.registration_contact,
    city: contact.city,
    nickname_inst: contact.nickname_inst,
    nickname_tg: contact.nickname_tg,
    nickname_fb: contact.nickname_fb,
    utm_source: lead?.utm_source || contact.utm_source,
    utm_campaign: lead?.utm_campaign ?? '',
    utm_term: lead?.utm_term ?? '',
  };
}

type FormProps = {
  history: ContactHistory;
  leadId?: number;
  onResult: (result: CreationOutcome) => void;
  onClose: () => void;
};

export function CreationForm({ history, leadId, onResult, onClose }: FormProps) {
  const today = DateTime.now().toISODate() ?? '';
  const { register, control, setValue, getValues, setFocus, reset } = useForm<ContractFormValues>({
    defaultValues: prefilled(history, leadId, today),
  });
  const entities = useEntitiesTypes();
  const userId = useAuthStore((state) => state.user?.id);
  const submission = useSubmissionKey();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  const [calculating, setCalculating] = useState<CalculationKind | null>(null);

  const type = useWatch({ control, name: 'lessons_type' });
  const location = useWatch({ control, name: 'location' });
  const course = useWatch({ control, name: 'course' });
  const payments = useWatch({ control, name: 'payments' });
  const options = useEndpoint(moneyEndpoints.contractOptionsGet, location ? { location_id: location } : null);

  // One branch only: it is chosen already.
  const locations = entities.data?.location;
  useEffect(() => {
    if (locations?.length === 1 && !getValues('location')) setValue('location', String(locations[0].value));
  }, [locations, getValues, setValue]);

  const courses = useMemo(
    () => (options.data?.courses ?? []).filter((each) => each.type === COURSE_TYPE[type]),
    [options.data, type],
  );
  const chosenCourse = options.data?.courses.find((each) => String(each.id) === course);
  const kindergarten = chosenCourse?.kindergarten ?? false;
  const groups = (options.data?.groups ?? []).filter((group) => String(group.course_id) === course);
  const groupOf = (id: string) => options.data?.groups.find((group) => String(group.id) === id);
  const leads = history.leads.filter((lead) => lead.comment.length > 0 || lead.id_lead === leadId);

  const changeType = (next: LessonsType) => {
    reset({
      ...getValues(),
      lessons_type: next,
      course: '',
      group: '',
      hours_of_adaptation: ADAPTATION_NONE,
      payments: defaultPayments(next, today),
    });
  };

  // full price = price_per_week x weeks when a group is chosen (money.md section 5); a camp: day x days.
  const recomputeFullPrice = () => {
    if (getValues('lessons_type') !== 'academic_year' || !getValues('group')) return;
    const full = multiplyPrice(getValues('week_price'), getValues('weeks'));
    if (full) setValue('full_price', full);
  };
  const recomputeCampPrice = () => {
    const full = multiplyPrice(getValues('day_price'), getValues('total_days'));
    if (full) setValue('full_price_camp', full);
  };

  const locationField = register('location', {
    onChange: () => {
      setValue('course', '');
      setValue('group', '');
      setValue('requisite', '');
    },
  });
  const courseField = register('course', {
    onChange: (event: { target: { value: string } }) => {
      setValue('group', '');
      const picked = options.data?.courses.find((each) => String(each.id) === event.target.value);
      // Adaptation is shown and set only for a kindergarten course (money.md section 9).
      setValue('hours_of_adaptation', picked?.kindergarten ? ADAPTATION_YES : ADAPTATION_NONE);
    },
  });
  const groupField = register('group', {
    onChange: (event: { target: { value: string } }) => {
      const group = groupOf(event.target.value);
      if (!group || getValues('lessons_type') !== 'academic_year') return;
      setValue('weeks', String(group.weeks));
      setValue('week_price', group.price_per_week);
      if (group.start_date && !getValues('start_date')) setValue('start_date', group.start_date);
      recomputeFullPrice();
    },
  });
  const weeksField = register('weeks', { onChange: recomputeFullPrice });
  const weekPriceField = register('week_price', { onChange: recomputeFullPrice });
  const dayPriceField = register('day_price', { onChange: recomputeCampPrice });
  const totalDaysField = register('total_days', { onChange: recomputeCampPrice });

  const calculate = async (kind: CalculationKind) => {
    const values = getValues();
    const missing = missingForCalculation(values, kind);
    if (missing.length > 0) {
      notify.info(M.calculationNeeds(missing));
      return;
    }
    setCalculating(kind);
    try {
      const rows =
        kind === 'ten'
          ? await postEndpoint(
              moneyEndpoints.calculationsGet,
              {
                location: values.location,
                course: values.course,
                start_date: values.start_date,
                full_price: toPayloadAmount(values.full_price),
              },
              { silent: true },
            )
          : await postEndpoint(
              moneyEndpoints.calculatePartsGet,
              {
                weeks: values.weeks,
                full_price: toPayloadAmount(values.full_price),
                start_date: values.start_date,
                group_id: values.group,
                requisites: values.requisite,
                strategy: kind,
              },
              { silent: true },
            );
      const filled = defaultPayments(values.lessons_type, today).map((_row, index) => {
        const row = rows[index];
        return row
          ? { date: row.date, amount: row.amount, count_week: String(row.count_week) }
          : { date: '', amount: '', count_week: '' };
      });
      setValue('payments', filled);
      notify.success(M.calculated(rows.length));
    } catch (error) {
      notify.error(M.calculationFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setCalculating(null);
    }
  };

  const submit = async () => {
    if (sending) return;
    const values = getValues();
    const problem = firstProblem(values, kindergarten);
    if (problem) {
      notify.error(problem.message);
      setFocus(problem.field as keyof ContractFormValues);
      return;
    }
    const payload = toPayload(values, Number(history.contact.id_contact), userId);
    setSending(true);
    try {
      const created = await submission.submit(payload, (idempotencyKey) =>
        postEndpoint(moneyEndpoints.contractAdd, payload, { idempotencyKey, silent: true }),
      );
      notify.success(M.created);
      void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && SALES_PATHS.test(key[0]));
      onResult({
        ok: true,
        contractId: created.contract_id,
        number: created.number,
        fileName: created.file_name,
        removed: false,
      });
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return;
      const message = error instanceof Error ? error.message : '';
      notify.error(M.createFailed, message);
      onResult({ ok: false, message });
    } finally {
      setSending(false);
    }
  };

  const currency = options.data?.currency ?? 'BYN';
  const courseLabel = type === 'camp' ? FIELD_LABELS.camp_program : FIELD_LABELS.course;
  const noLocation = !location;
  const courseHint = noLocation ? M.chooseLocationFirst : options.error ? M.optionsFailed : undefined;
  const groupHint = !course ? M.chooseCourseFirst : groups.length === 0 ? M.noGroups : undefined;

  return (
    <>
      <Dialog.Body>
        <Box
          as="form"
          id="contract-create-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="5">
            <Grid
              templateColumns={{
                base: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              }}
              gap="3"
            >
              <Field.Root>
                <Field.Label fontSize="sm">{M.serviceType}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={type}
                    onChange={(event) => changeType(event.target.value as LessonsType)}
                  >
                    {LESSONS_TYPES.map((each) => (
                      <option key={each} value={each}>
                        {LESSONS_TYPE_LABELS[each]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <SelectField
                label={label('id_lead')}
                registration={register('id_lead')}
                choices={leads.map((lead) => ({
                  value: lead.id_lead,
                  label: `${lead.name || '—'} · ${DateTime.fromISO(lead.date_created).toFormat('dd.MM.yyyy')}`,
                }))}
              />
            </Grid>

            <FormSection title={M.parent}>
              <TextField label={label('full_name')} registration={register('full_name')} span={2} />
              <TextField label={label('kid_name')} registration={register('kid_name')} />
              <TextField
                label={label('year_of_birth')}
                registration={register('year_of_birth')}
                inputMode="numeric"
              />
              <TextField
                label={label('passport_contact')}
                registration={register('passport_contact')}
                span={2}
              />
              <TextField
                label={label('registration_contact')}
                registration={register('registration_contact')}
                span={2}
              />
              <TextField label={label('city')} registration={register('city')} />
              <SelectField
                label={label('location')}
                registration={locationField}
                choices={(locations ?? []).map((option) => ({ value: option.value, label: option.label }))}
              />
              <SelectField
                label={label('requisite')}
                registration={register('requisite')}
                choices={(options.data?.requisites ?? []).map((r) => ({ value: r.id, label: r.short_name }))}
                disabled={noLocation}
                hint={noLocation ? M.chooseLocationFirst : undefined}
              />
            </FormSection>

            <FormSection title={M.service}>
              <SelectField
                label={courseLabel}
                registration={courseField}
                choices={courses.map((each) => ({ value: each.id, label: each.name }))}
                disabled={noLocation}
                hint={courseHint}
              />
              <SelectField
                label={label('group')}
                registration={groupField}
                choices={groups.map((group) => ({ value: group.id, label: group.short_name }))}
                disabled={!course}
                hint={groupHint}
              />
              {type === 'academic_year' && (
                <>
                  <TextField label={label('start_date')} registration={register('start_date')} type="date" />
                  <TextField label={label('weeks')} registration={weeksField} inputMode="numeric" />
                  <TextField label={label('week_price')} registration={weekPriceField} inputMode="decimal" />
                  <TextField
                    label={label('full_price')}
                    registration={register('full_price')}
                    inputMode="decimal"
                  />
                  <TextField
                    label={label('hours_per_week')}
                    registration={register('hours_per_week')}
                    inputMode="numeric"
                  />
                  {kindergarten && (
                    <SelectField
                      label={label('hours_of_adaptation')}
                      registration={register('hours_of_adaptation')}
                      choices={ADAPTATION_CHOICES}
                    />
                  )}
                </>
              )}
              {type === 'camp' && (
                <>
                  <SelectField
                    label={label('nutrition')}
                    registration={register('nutrition')}
                    choices={byLabel(entities.data?.nutrition)}
                  />
                  <SelectField
                    label={label('schedule')}
                    registration={register('schedule')}
                    choices={byLabel(entities.data?.schedule)}
                  />
                  <TextField
                    label={label('campaign_start')}
                    registration={register('campaign_start')}
                    type="date"
                  />
                  <TextField
                    label={label('campaign_end')}
                    registration={register('campaign_end')}
                    type="date"
                  />
                  <TextField
                    label={label('first_visit')}
                    registration={register('first_visit')}
                    type="date"
                  />
                  <TextField label={label('last_visit')} registration={register('last_visit')} type="date" />
                  <TextField label={label('day_price')} registration={dayPriceField} inputMode="decimal" />
                  <TextField label={label('total_days')} registration={totalDaysField} inputMode="numeric" />
                  <TextField
                    label={label('full_price_camp')}
                    registration={register('full_price_camp')}
                    inputMode="decimal"
                  />
                  <TextField
                    label={label('prepayment')}
                    registration={register('prepayment')}
                    inputMode="decimal"
                  />
                </>
              )}
              {type === 'individual' && (
                <>
                  <TextField
                    label={label('lesson_price')}
                    registration={register('lesson_price')}
                    inputMode="decimal"
                  />
                  <SelectField
                    label={label('lesson_duration')}
                    registration={register('lesson_duration')}
                    choices={DURATION_CHOICES}
                  />
                </>
              )}
            </FormSection>

            <FormSection title={M.marketing}>
              {type === 'academic_year' && (
                <>
                  <TextField label={label('nickname_inst')} registration={register('nickname_inst')} />
                  <TextField label={label('nickname_tg')} registration={register('nickname_tg')} />
                  <TextField label={label('nickname_fb')} registration={register('nickname_fb')} />
                </>
              )}
              <SelectField
                label={label('utm_source')}
                registration={register('utm_source')}
                choices={byLabel(entities.data?.utm_source)}
              />
              <TextField label={label('utm_campaign')} registration={register('utm_campaign')} />
              <TextField label={label('utm_term')} registration={register('utm_term')} />
            </FormSection>

            {type !== 'individual' && (
              <PaymentSchedule
                register={register}
                rows={payments}
                onCalculate={type === 'academic_year' ? (kind) => void calculate(kind) : null}
                calculating={calculating}
                currency={currency}
              />
            )}
          </Stack>
        </Box>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" form="contract-create-form" colorPalette="brand" loading={sending}>
            {M.create}
          </Button>
        </HStack>
      </Dialog.Footer>
    </>
  );
}

/** '1 620,5' as the calculations take it. */
function toPayloadAmount(text: string): string {
  return text.replace(/[\s\u00a0]/g, '').replace(',', '.');
}
