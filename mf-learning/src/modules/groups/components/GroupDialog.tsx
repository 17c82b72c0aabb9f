import { useState } from 'react';
import {
  ApiError,
  applyServerErrors,
  learningEndpoints,
  postEndpoint,
  type Group,
  type GroupOptions,
  type Option,
} from '@school/shared-api';
import { notify } from '@school/shared-ui';
import { FormDialog } from '@school/shared-ui/forms';
import {
  checkGroupForm,
  GROUP_FIELDS,
  groupValuesOf,
  type GroupFieldErrors,
  type GroupFormValues,
} from '../groupForm';
import { GROUPS_MESSAGES as M } from '../messages';
import { GroupFields } from './GroupFields';

export type GroupDialogProps = {
  /** The group being edited; null adds a new one. */
  group: Group | null;
  options: GroupOptions;
  users: readonly Option[];
  courses: readonly Option[];
  onClose: () => void;
  /** After a save, and after a refusal because someone changed the group meanwhile (the lists reload). */
  onChanged: () => void;
};

/**
 * Adds a group, or edits one from the version the table showed (a group changed meanwhile is refused with
 * 409: the message says so and the table reloads). Weeks left empty show the spec's info
 * 'Необходимо заполнить поле 'Кол-во недель''. Mount it per group (each opening starts a fresh form).
 */
export function GroupDialog({ group, options, users, courses, onClose, onChanged }: GroupDialogProps) {
  const onlyLocation = options.locations.length === 1 ? options.locations[0].value : undefined;
  const [values, setValues] = useState<GroupFormValues>(() => groupValuesOf(group, onlyLocation));
  const [errors, setErrors] = useState<GroupFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const checked = checkGroupForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.info) {
        notify.info(checked.message);
        setAlert(null);
      } else setAlert(checked.message);
      return;
    }
    setSaving(true);
    setAlert(null);
    setErrors({});
    try {
      if (group) {
        const body = { id: group.id, ...checked.body, version: group.version };
        await postEndpoint(learningEndpoints.groupUpdate, body, { silent: true });
        notify.success(M.updated);
      } else {
        await postEndpoint(learningEndpoints.groupAdd, checked.body, { silent: true });
        notify.success(M.added);
      }
      onChanged();
      onClose();
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return;
      const placed: GroupFieldErrors = {};
      const { message, statusCode } = applyServerErrors(
        error,
        (field, { message: text }) => (placed[field] = text),
        GROUP_FIELDS,
      );
      setErrors(placed);
      setAlert(message);
      if (statusCode === 409 || statusCode === 404) onChanged();
    }
  };

  return (
    <FormDialog
      open
      title={group ? M.editTitle : M.addTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      error={alert}
      saveLabel={M.save}
      cancelLabel={M.cancel}
      closeLabel={M.close}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <GroupFields
        values={values}
        errors={errors}
        options={options}
        users={users}
        courses={courses}
        onChange={setValues}
        disabled={saving}
      />
    </FormDialog>
  );
}
