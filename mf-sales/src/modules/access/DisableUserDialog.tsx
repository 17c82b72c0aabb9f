import { Alert, Field, NativeSelect, Spinner, Stack, Text } from '@school/shared-ui/chakra';
import { useEffect, useState } from 'react';
import type { AccessUser } from '@school/shared-api';
import { USER_OBLIGATIONS, type UserObligation, type UserObligations } from '@school/shared-api/people';
import { notify } from '@school/shared-ui';
import { FormDialog } from '@school/shared-ui/forms';
import { accessApi, failureText } from './accessApi';
import { ACCESS_MESSAGES as M } from './messages';

type DisableUserDialogProps = {
  user: AccessUser;
  /** Who may receive the obligations: the active users of the table other than this one. */
  candidates: readonly AccessUser[];
  onClose: () => void;
  onDone: () => void;
};

type Choice = Record<UserObligation, string>;

/**
 * Deactivation (sections 4 and 5): first GET /user/obligation, then a replacement (an active user) for
 * every non-zero count of appointments, leads and tasks, then POST /user/disable.
 */
export function DisableUserDialog({ user, candidates, onClose, onDone }: DisableUserDialogProps) {
  const [counts, setCounts] = useState<UserObligations | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice>({ appointments: '', leads: '', tasks: '' });
  const [missing, setMissing] = useState<UserObligation[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    accessApi.obligations(user.id).then(
      (answer) => current && setCounts(answer),
      (failure: unknown) => current && setLoadError(failureText(failure, M.failed)),
    );
    return () => {
      current = false;
    };
  }, [user.id]);

  const due = counts ? USER_OBLIGATIONS.filter((kind) => counts[kind] > 0) : [];
  const active = candidates.filter((other) => other.status === 'active' && other.id !== user.id);

  const submit = async () => {
    if (!counts) return;
    const unchosen = due.filter((kind) => choice[kind] === '');
    setMissing(unchosen);
    if (unchosen.length > 0) return;
    const transfer_to = Object.fromEntries(due.map((kind) => [kind, Number(choice[kind])]));
    setSaving(true);
    setError(null);
    try {
      await accessApi.disable({ user: user.id, transfer_to });
      notify.success(M.disabledStatus);
      onDone();
    } catch (failure) {
      setError(failureText(failure, M.failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      title={`${M.disableTitle}: ${user.short_name}`}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      error={error}
      saveLabel={M.deactivate}
      saveDisabled={!counts}
      saveColorPalette="red"
      cancelLabel={M.cancel}
      closeLabel={M.close}
      size="md"
      gap="3"
    >
      {loadError ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{loadError}</Alert.Title>
        </Alert.Root>
      ) : !counts ? (
        <Stack direction="row" align="center" gap="2">
          <Spinner size="sm" />
          <Text>{M.obligationsLoading}</Text>
        </Stack>
      ) : due.length === 0 ? (
        <Text>{M.nothingToTransfer}</Text>
      ) : (
        <>
          <Text>{M.transferIntro}</Text>
          {active.length === 0 && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>{M.noActiveUsers}</Alert.Title>
            </Alert.Root>
          )}
          {due.map((kind) => (
            <Field.Root key={kind} required invalid={missing.includes(kind)}>
              <Field.Label>
                {M.obligation[kind]} ({counts[kind]}): {M.transferTo}
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={choice[kind]}
                  onChange={(e) => setChoice({ ...choice, [kind]: e.target.value })}
                >
                  <option value="">{M.chooseUser}</option>
                  {active.map((other) => (
                    <option key={other.id} value={other.id}>
                      {other.short_name} ({other.email})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{M.replacementRequired}</Field.ErrorText>
            </Field.Root>
          ))}
        </>
      )}
    </FormDialog>
  );
}
