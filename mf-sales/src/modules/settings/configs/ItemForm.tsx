import { useForm } from 'react-hook-form';
import { optionLabel, type Option } from '@school/shared-api';
import { Alert, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@school/shared-ui/chakra';
import { CONFIG_TEXTS as T } from '../messages';
import { fieldText, fieldValue, type FieldSpec, type OptionsList } from './sections';

export type Lists = Partial<Record<OptionsList, Option[]>>;

type ItemFormProps = {
  fields: FieldSpec[];
  item: Record<string, unknown> | null;
  lists: Lists;
  /** The server's refusal of the last save, shown under the form. */
  refusal: string;
  onSave: (item: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
  label: string;
};

/** An item in edit: one input per field; every field is required. */
export function ItemForm({ fields, item, lists, refusal, onSave, onCancel, label }: ItemFormProps) {
  const defaults = Object.fromEntries(
    fields.map((field) => [field.key, fieldText(field, item?.[field.key])]),
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, string>>({ defaultValues: defaults });
  const submit = handleSubmit(async (values) => {
    const next: Record<string, unknown> = { ...item };
    for (const field of fields) {
      const value = fieldValue(field, values[field.key] ?? '');
      if (value === null) {
        setError('root', { message: T.fillAll });
        return;
      }
      next[field.key] = value;
    }
    await onSave(next);
  });
  return (
    <Stack as="form" gap="2" aria-label={label} onSubmit={(event) => void submit(event)}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        {fields.map((field) => (
          <Field.Root key={field.key} maxW={field.kind === 'date' ? '44' : '72'}>
            <Field.Label>{field.label}</Field.Label>
            {field.kind === 'select' ? (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...register(field.key)}>
                  <option value="">{T.choose}</option>
                  {(lists[field.options] ?? []).map((option) => (
                    <option key={String(option.value)} value={String(option.value)}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : (
              <Input size="sm" type={field.kind === 'date' ? 'date' : 'text'} {...register(field.key)} />
            )}
          </Field.Root>
        ))}
        <HStack gap="2">
          <Button size="sm" type="submit" loading={isSubmitting}>
            {T.save}
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {T.cancel}
          </Button>
        </HStack>
      </HStack>
      {(errors.root?.message || refusal) && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{errors.root?.message || refusal}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

/** An item in view: its fields as text (ids by their names in the reference lists). */
export function ItemView({
  fields,
  item,
  lists,
}: {
  fields: FieldSpec[];
  item: Record<string, unknown>;
  lists: Lists;
}) {
  return (
    <HStack gap="4" wrap="wrap" flex="1">
      {fields.map((field) => {
        const value = item[field.key];
        const text =
          field.kind === 'select'
            ? optionLabel(lists[field.options], value as number | string | null | undefined)
            : fieldText(field, value);
        return (
          <Text key={field.key} fontSize="sm">
            <Text as="span" color="fg.muted">
              {field.label}:{' '}
            </Text>
            {text || T.empty}
          </Text>
        );
      })}
    </HStack>
  );
}
