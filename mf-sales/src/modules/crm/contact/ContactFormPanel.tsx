import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, salesApi, type Contact } from 'shared-api';
import { notify } from 'shared-ui';
import { useNow } from '../hooks/useNow';
import { CONTACT_MESSAGES as M, LEAD_MESSAGES, TOASTS } from '../messages';
import { childAge, digitsOnly, maskYearOfBirth } from '../utils/childAge';
import {
  CONTACT_FIELDS,
  contactFormDefaults,
  contactFormResolver,
  toContact,
  type ContactFormValues,
} from './contactForm';

type ContactFormPanelProps = { contact: Contact; onSaved: (contact: Contact) => void };

const FILTERS: Partial<Record<keyof ContactFormValues, (value: string) => string>> = {
  phone: digitsOnly,
  year_of_birth: maskYearOfBirth,
};

/** The left side of the contact dialog: the contact's data, saved with POST /contact/update. */
export function ContactFormPanel({ contact, onSaved }: ContactFormPanelProps) {
  const now = useNow();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ContactFormValues>({
    defaultValues: contactFormDefaults(contact),
    resolver: contactFormResolver,
  });
  const yearOfBirth = useWatch({ control, name: 'year_of_birth' });
  const age = childAge(yearOfBirth, new Date(now));

  const handleSave = async (values: ContactFormValues) => {
    try {
      const saved = await salesApi.updateContact(toContact(contact, values));
      const next =
        saved && typeof saved === 'object' && 'id_contact' in saved ? saved : toContact(contact, values);
      notify.success(TOASTS.contactUpdated);
      reset(contactFormDefaults(next));
      onSaved(next);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors ?? {})) {
          if ((CONTACT_FIELDS as readonly string[]).includes(field)) {
            setError(field as keyof ContactFormValues, { type: 'server', message });
          }
        }
        if (error.statusCode !== 401 && error.statusCode !== 403) {
          notify.error(TOASTS.contactUpdateFailed, error.message);
        }
      } else {
        notify.error(TOASTS.contactUpdateFailed);
      }
    }
  };

  return (
    <form noValidate aria-label={M.data} onSubmit={handleSubmit(handleSave)}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {CONTACT_FIELDS.map((field) => {
            const registered = register(field);
            const filter = FILTERS[field];
            return (
              <Field.Root key={field} invalid={Boolean(errors[field])}>
                <Field.Label>{M.fields[field]}</Field.Label>
                <Input
                  size="sm"
                  autoComplete="off"
                  inputMode={filter ? 'numeric' : undefined}
                  {...registered}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => {
                    if (filter) event.target.value = filter(event.target.value);
                    return registered.onChange(event);
                  }}
                />
                {errors[field] ? (
                  <Field.ErrorText>{errors[field]?.message}</Field.ErrorText>
                ) : (
                  field === 'year_of_birth' &&
                  age && <Field.HelperText>{`${LEAD_MESSAGES.age}: ${age}`}</Field.HelperText>
                )}
              </Field.Root>
            );
          })}
        </SimpleGrid>
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={isSubmitting}
          disabled={!isDirty}
        >
          {M.save}
        </Button>
      </Stack>
    </form>
  );
}
