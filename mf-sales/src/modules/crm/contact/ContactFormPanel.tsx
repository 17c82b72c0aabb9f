import { Button, Field, Input, SimpleGrid, Stack } from '@school/shared-ui/chakra';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, applyServerErrors, useHoldsAll, type Contact } from '@school/shared-api';
import { notify } from '@school/shared-ui';
import { salesApi } from '../api/salesApi';
import { StaleAlert } from '../components/StaleAlert';
import { isStaleVersion } from '../components/staleVersion';
import { useReportDirty, type MarkDirty } from '../components/useCloseGuard';
import { useNow } from '../hooks/useNow';
import { CONTACT_MESSAGES as M, LEAD_MESSAGES, TOASTS } from '../messages';
import { childAge, digitsOnly, maskYearOfBirth } from '../utils/childAge';
import {
  CONTACT_FIELDS,
  contactFormDefaults,
  contactFormResolver,
  toContact,
  toContactUpdate,
  type ContactFormValues,
} from './contactForm';

type ContactFormPanelProps = {
  contact: Contact;
  onSaved: (contact: Contact) => void;
  /** Loads the contact again (after a 409); resolves to it, or undefined when it could not be loaded. */
  onReload: () => Promise<Contact | undefined>;
  /** Told whether the form holds typed, unsaved data (the dialog asks before closing then). */
  markDirty?: MarkDirty;
};

const FILTERS: Partial<Record<keyof ContactFormValues, (value: string) => string>> = {
  phone: digitsOnly,
  year_of_birth: maskYearOfBirth,
};

/** Shown and changed only with contract.view (the server answers them as '' otherwise). */
const PASSPORT_FIELDS: readonly (keyof ContactFormValues)[] = ['passport_contact', 'registration_contact'];

/** The left side of the contact dialog: the contact's data, saved with POST /contact/update. */
export function ContactFormPanel({ contact, onSaved, onReload, markDirty }: ContactFormPanelProps) {
  const now = useNow();
  const seesPassports = useHoldsAll(['contract.view']);
  // The contact as the form was filled from: its version goes with the save (409 when another user saved since).
  const [base, setBase] = useState(contact);
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
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
  useReportDirty(markDirty, 'contact', isDirty);
  const yearOfBirth = useWatch({ control, name: 'year_of_birth' });
  const age = childAge(yearOfBirth, new Date(now));

  const handleSave = async (values: ContactFormValues) => {
    setStale(null);
    try {
      const saved = await salesApi.updateContact(toContactUpdate(base, values));
      const next =
        saved && typeof saved === 'object' && 'id_contact' in saved ? saved : toContact(base, values);
      notify.success(TOASTS.contactUpdated);
      setBase(next);
      reset(contactFormDefaults(next));
      onSaved(next);
    } catch (error) {
      if (error instanceof ApiError && isStaleVersion(error)) {
        setStale(error.message);
      } else if (error instanceof ApiError) {
        applyServerErrors(error, setError, CONTACT_FIELDS);
        if (error.statusCode !== 401 && error.statusCode !== 403) {
          notify.error(TOASTS.contactUpdateFailed, error.message);
        }
      } else {
        notify.error(TOASTS.contactUpdateFailed);
      }
    }
  };

  /** Takes the reloaded contact's version and the fields the user did not touch; typed values stay. */
  const handleReload = async () => {
    setReloading(true);
    try {
      const fresh = await onReload();
      if (!fresh) return;
      setBase(fresh);
      reset(contactFormDefaults(fresh), { keepDirtyValues: true });
      setStale(null);
    } finally {
      setReloading(false);
    }
  };

  return (
    <form noValidate aria-label={M.data} onSubmit={handleSubmit(handleSave)}>
      <Stack gap="3">
        {stale && <StaleAlert message={stale} reloading={reloading} onReload={() => void handleReload()} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {CONTACT_FIELDS.map((field) => {
            const registered = register(field);
            const filter = FILTERS[field];
            const hidden = !seesPassports && PASSPORT_FIELDS.includes(field);
            return (
              <Field.Root key={field} invalid={Boolean(errors[field])} readOnly={hidden}>
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
                ) : hidden ? (
                  <Field.HelperText>{M.passportHidden}</Field.HelperText>
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
