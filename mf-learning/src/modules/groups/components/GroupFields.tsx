import {
  Button,
  Checkbox,
  CloseButton,
  Field,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@school/shared-ui/chakra';
import { useState } from 'react';
import type { GroupOptions, Option } from '@school/shared-api';
import { CURRENCY_SUFFIX, formatDateDots } from '@school/shared-ui';
import type { GroupFieldErrors, GroupFormValues } from '../groupForm';
import { GROUPS_MESSAGES as M, WEEKDAYS_FULL, WEEKDAYS_SHORT } from '../messages';

type Choice = { value: string; label: string };

export type GroupFieldsProps = {
  values: GroupFormValues;
  errors: GroupFieldErrors;
  options: GroupOptions;
  /** Every user's name (the reference list 'user'): a group's teacher who left the branch keeps a name. */
  users: readonly Option[];
  /** Every course's name: a group's course no longer offered keeps a name. */
  courses: readonly Option[];
  onChange: (values: GroupFormValues) => void;
  disabled?: boolean;
};

const labelOf = (list: readonly Option[], value: number | string) =>
  list.find((item) => String(item.value) === String(value))?.label ?? String(value);

/** A saved value no longer offered stays selectable for its group. */
function withCurrent(choices: Choice[], current: string, label: string): Choice[] {
  return current === '' || choices.some((choice) => choice.value === current)
    ? choices
    : [{ value: current, label }, ...choices];
}

type SelectProps = {
  name: string;
  label: string;
  placeholder: string;
  choices: Choice[];
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
};

function SelectField({ name, label, placeholder, choices, value, error, disabled, onChange }: SelectProps) {
  return (
    <Field.Root required invalid={error !== undefined} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The fields of a group (learning.md section 3): name, branch, course (of the branch's country), type,
 * days of the week as toggles (school year) or a list of dates (camp), start date, weeks, price per week
 * in the branch's currency, teachers (the branch's, as checkboxes) and timing.
 */
export function GroupFields({
  values,
  errors,
  options,
  users,
  courses,
  onChange,
  disabled,
}: GroupFieldsProps) {
  const [day, setDay] = useState('');
  const set = <K extends keyof GroupFormValues>(field: K, value: GroupFormValues[K]) =>
    onChange({ ...values, [field]: value });
  const location = options.locations.find((item) => String(item.value) === values.location);
  const locationChoices = withCurrent(
    options.locations.map((item) => ({ value: String(item.value), label: item.label })),
    values.location,
    values.location,
  );
  const courseChoices = withCurrent(
    (location?.courses ?? []).map((item) => ({ value: String(item.value), label: item.label })),
    values.course,
    labelOf(courses, values.course),
  );
  const teacherChoices = [
    ...(location?.teachers ?? []),
    ...values.teacher
      .filter((id) => !location?.teachers.some((item) => item.value === id))
      .map((id) => ({ value: id, label: labelOf(users, id) })),
  ];
  const suffix = CURRENCY_SUFFIX[location?.currency ?? 'BYN'].trim();

  const toggleDay = (code: number) =>
    set(
      'day_of_the_week',
      values.day_of_the_week.includes(code)
        ? values.day_of_the_week.filter((item) => item !== code)
        : [...values.day_of_the_week, code],
    );
  const addDay = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    if (!values.training_day.includes(day)) set('training_day', [...values.training_day, day].sort());
    setDay('');
  };
  const toggleTeacher = (id: number, checked: boolean) =>
    set('teacher', checked ? [...values.teacher, id] : values.teacher.filter((item) => item !== id));

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required invalid={errors.short_name !== undefined} disabled={disabled}>
          <Field.Label>
            {M.columns.short_name}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="sm"
            name="short_name"
            value={values.short_name}
            maxLength={100}
            onChange={(event) => set('short_name', event.currentTarget.value)}
          />
          {errors.short_name && <Field.ErrorText>{errors.short_name}</Field.ErrorText>}
        </Field.Root>
        <SelectField
          name="location"
          label={M.columns.location}
          placeholder={M.chooseLocation}
          choices={locationChoices}
          value={values.location}
          error={errors.location}
          disabled={disabled}
          // Another branch: its country's courses and its teachers.
          onChange={(value) =>
            onChange({
              ...values,
              location: value,
              course: value === values.location ? values.course : '',
              teacher: [],
            })
          }
        />
        <SelectField
          name="course"
          label={M.columns.course}
          placeholder={values.location === '' ? M.chooseLocationFirst : M.chooseCourse}
          choices={courseChoices}
          value={values.course}
          error={errors.course}
          disabled={disabled || values.location === ''}
          onChange={(value) => set('course', value)}
        />
        <SelectField
          name="camp"
          label={M.kind}
          placeholder={M.kind}
          choices={[
            { value: 'false', label: M.schoolYear },
            { value: 'true', label: M.camp },
          ]}
          value={String(values.camp)}
          disabled={disabled}
          onChange={(value) => set('camp', value === 'true')}
        />
      </SimpleGrid>

      {values.camp ? (
        <Field.Root required invalid={errors.training_day !== undefined} disabled={disabled}>
          <Field.Label>
            {M.trainingDays}
            <Field.RequiredIndicator />
          </Field.Label>
          <Wrap gap="2" align="center">
            <Input
              size="sm"
              type="date"
              width="auto"
              aria-label={M.trainingDays}
              value={day}
              onChange={(event) => setDay(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addDay();
                }
              }}
            />
            <Button size="sm" variant="outline" onClick={addDay} disabled={disabled || day === ''}>
              {M.addDay}
            </Button>
          </Wrap>
          {values.training_day.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {M.noTrainingDays}
            </Text>
          ) : (
            <Wrap gap="1" as="ul" aria-label={M.trainingDays}>
              {values.training_day.map((date) => (
                <Wrap gap="0" as="li" key={date} align="center" borderWidth="1px" borderRadius="md" ps="2">
                  <Text fontSize="sm">{formatDateDots(date)}</Text>
                  <CloseButton
                    size="2xs"
                    aria-label={M.removeDay(formatDateDots(date))}
                    disabled={disabled}
                    onClick={() =>
                      set(
                        'training_day',
                        values.training_day.filter((item) => item !== date),
                      )
                    }
                  />
                </Wrap>
              ))}
            </Wrap>
          )}
          {errors.training_day && <Field.ErrorText>{errors.training_day}</Field.ErrorText>}
        </Field.Root>
      ) : (
        <Field.Root required invalid={errors.day_of_the_week !== undefined} disabled={disabled}>
          <Field.Label>
            {M.columns.day_of_the_week}
            <Field.RequiredIndicator />
          </Field.Label>
          <Wrap gap="1" role="group" aria-label={M.columns.day_of_the_week}>
            {WEEKDAYS_SHORT.map((short, code) => {
              const on = values.day_of_the_week.includes(code);
              return (
                <Button
                  key={short}
                  size="sm"
                  minW="10"
                  variant={on ? 'solid' : 'outline'}
                  colorPalette={on ? 'brand' : 'gray'}
                  aria-pressed={on}
                  aria-label={WEEKDAYS_FULL[code]}
                  disabled={disabled}
                  onClick={() => toggleDay(code)}
                >
                  {short}
                </Button>
              );
            })}
          </Wrap>
          {errors.day_of_the_week && <Field.ErrorText>{errors.day_of_the_week}</Field.ErrorText>}
        </Field.Root>
      )}

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Field.Root invalid={errors.start_date !== undefined} disabled={disabled}>
          <Field.Label>{M.columns.start_date}</Field.Label>
          <Input
            size="sm"
            type="date"
            name="start_date"
            value={values.start_date}
            onChange={(event) => set('start_date', event.currentTarget.value)}
          />
          {errors.start_date && <Field.ErrorText>{errors.start_date}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={errors.weeks !== undefined} disabled={disabled}>
          <Field.Label>
            {M.columns.weeks}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="sm"
            name="weeks"
            inputMode="numeric"
            value={values.weeks}
            onChange={(event) => set('weeks', event.currentTarget.value)}
          />
          {errors.weeks && <Field.ErrorText>{errors.weeks}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={errors.price_per_week !== undefined} disabled={disabled}>
          <Field.Label>
            {M.columns.price_per_week}
            <Field.RequiredIndicator />
          </Field.Label>
          <InputGroup endElement={suffix}>
            <Input
              size="sm"
              name="price_per_week"
              inputMode="decimal"
              value={values.price_per_week}
              onChange={(event) => set('price_per_week', event.currentTarget.value)}
            />
          </InputGroup>
          {errors.price_per_week && <Field.ErrorText>{errors.price_per_week}</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>

      <Stack gap="1.5" role="group" aria-labelledby="group-teachers-label">
        <Text id="group-teachers-label" fontSize="sm" fontWeight="medium">
          {M.columns.teacher}
        </Text>
        {values.location === '' ? (
          <Text fontSize="sm" color="fg.muted">
            {M.chooseLocationFirst}
          </Text>
        ) : teacherChoices.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {M.noTeachers}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="1">
            {teacherChoices.map((teacher) => (
              <Checkbox.Root
                key={teacher.value}
                size="sm"
                checked={values.teacher.includes(Number(teacher.value))}
                disabled={disabled}
                onCheckedChange={(event) => toggleTeacher(Number(teacher.value), event.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{teacher.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        )}
        {errors.teacher && (
          <Text fontSize="xs" color="fg.error" role="alert">
            {errors.teacher}
          </Text>
        )}
      </Stack>

      <Checkbox.Root
        size="sm"
        checked={values.timing}
        disabled={disabled}
        onCheckedChange={(event) => set('timing', event.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{M.timing}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
