import { Alert, Button, CloseButton, Dialog, Portal, Stack } from 'shared-ui/chakra';
import { useState, type FormEvent } from 'react';
import {
  ApiError,
  applyServerErrors,
  learningEndpoints,
  postEndpoint,
  type Group,
  type GroupOptions,
  type Option,
} from 'shared-api';
import { notify } from 'shared-ui';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
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
    <Dialog.Root
      open
      onOpenChange={({ open }) => {
        if (!open && !saving) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      closeOnInteractOutside={!saving}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{group ? M.editTitle : M.addTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <GroupFields
                    values={values}
                    errors={errors}
                    options={options}
                    users={users}
                    courses={courses}
                    onChange={setValues}
                    disabled={saving}
                  />
                  {alert && (
                    <Alert.Root status="error" role="alert" size="sm">
                      <Alert.Indicator />
                      <Alert.Title>{alert}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {M.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving}>
                  {M.save}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={M.close} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
