import { Field, Input } from '@school/shared-ui/chakra';
import { useState } from 'react';
import type { AccessUser } from '@school/shared-api';
import { USER_FIELD_LABELS } from '@school/shared-api/people';
import { notify, type GridOption } from '@school/shared-ui';
import { FormDialog } from '@school/shared-ui/forms';
import { accessApi, failureText } from './accessApi';
import { ACCESS_MESSAGES as M } from './messages';
import { OptionChecks } from './OptionChecks';

type UserEditDialogProps = {
  user: AccessUser;
  locations: readonly GridOption[];
  roles: readonly GridOption[];
  onClose: () => void;
  onSaved: () => void;
};

/** The table's edit (modify only: name, branches, roles), saved from the version shown. */
export function UserEditDialog({ user, locations, roles, onClose, onSaved }: UserEditDialogProps) {
  const [shortName, setShortName] = useState(user.short_name);
  const [location, setLocation] = useState<number[]>(user.location);
  const [accessId, setAccessId] = useState<number[]>(user.access_id);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A role the form does not offer (a customer role) stays listed while the user holds it.
  const roleOptions = roles.concat(
    user.access_id
      .filter((id) => !roles.some((role) => Number(role.value) === id))
      .map((id) => ({ value: id, label: String(id) })),
  );

  const save = async () => {
    const body = {
      id: user.id,
      short_name: shortName.trim(),
      location,
      access_id: accessId,
      version: user.version,
    };
    const missing = (['short_name', 'location', 'access_id'] as const).filter((field) =>
      Array.isArray(body[field]) ? body[field].length === 0 : body[field] === '',
    );
    if (missing.length > 0) {
      setError(M.fillAllFields + missing.map((field) => USER_FIELD_LABELS[field]).join(', '));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await accessApi.update(body);
      notify.success(M.updated);
      onSaved();
    } catch (failure) {
      setError(failureText(failure, M.failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      title={`${M.editTitle}: ${user.email}`}
      onClose={onClose}
      onSubmit={save}
      busy={saving}
      error={error}
      saveLabel={M.save}
      saveColorPalette="blue"
      cancelLabel={M.cancel}
      closeLabel={M.close}
      size="lg"
      gap="3"
    >
      <Field.Root required>
        <Field.Label>{M.name}</Field.Label>
        <Input autoComplete="off" value={shortName} onChange={(e) => setShortName(e.target.value)} />
      </Field.Root>
      <OptionChecks legend={M.locations} options={locations} value={location} onChange={setLocation} />
      <OptionChecks legend={M.roles} options={roleOptions} value={accessId} onChange={setAccessId} />
    </FormDialog>
  );
}
