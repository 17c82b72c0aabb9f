import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from 'shared-ui/chakra';
import { useState, type FormEvent } from 'react';
import { ApiError, postEndpoint } from 'shared-api';
import { MAKEUP_STATUSES, makeupEndpoints, type Makeup, type MakeupStatus } from 'shared-api/learning';
import { formatDateDots, notify } from 'shared-ui';
import { dateChoices, groupChoices } from './makeupChoices';
import { MAKEUP_STATUS_LABELS, MAKEUPS_MESSAGES as M } from './messages';
import { SelectField } from './SelectField';

type MakeupEditDialogProps = {
  /** The makeup being changed; the dialog is closed while null. */
  makeup: Makeup | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Changes a makeup (learning.md sections 2.5, 5): the group it goes to (its list_group), a date of that
 * group's lesson days (both required) and the status; 'Группа для отработки изменена'. A refusal keeps the
 * dialog open with the server's message.
 */
export function MakeupEditDialog({ makeup, onClose, onSaved }: MakeupEditDialogProps) {
  return (
    <Dialog.Root
      open={makeup !== null}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      size={{ base: 'full', md: 'md' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {makeup && <EditForm makeup={makeup} onClose={onClose} onSaved={onSaved} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={M.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EditForm({
  makeup,
  onClose,
  onSaved,
}: {
  makeup: Makeup;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [groupId, setGroupId] = useState(String(makeup.group_for_temporary_arrangement));
  const [date, setDate] = useState(makeup.date);
  const [status, setStatus] = useState<MakeupStatus>(makeup.status);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const groups = groupChoices(makeup);
  const dates = groupId === '' ? [] : dateChoices(makeup, groupId);
  const canSubmit = groupId !== '' && date !== '' && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setAlert(null);
    try {
      await postEndpoint(makeupEndpoints.makeupUpdate, {
        id_temporary_arrangement: makeup.id_temporary_arrangement,
        group_for_temporary_arrangement: Number(groupId),
        date,
        status,
        version: makeup.version,
      });
      notify.success(M.updated);
      onSaved();
      onClose();
    } catch (failure) {
      setAlert(failure instanceof ApiError && failure.message ? failure.message : M.updateFailed);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={M.dialogTitle}>
      <Dialog.Header>
        <Dialog.Title>{M.dialogTitle}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {makeup.name}, {makeup.number}
          </Text>
          {makeup.list_group.length === 0 && <Text color="fg.muted">{M.noGroups}</Text>}
          <SelectField
            label={M.group}
            placeholder={M.chooseGroup}
            value={groupId}
            onChange={(value) => {
              setGroupId(value);
              setDate(value === String(makeup.group_for_temporary_arrangement) ? makeup.date : '');
            }}
            choices={groups}
          />
          {dates === null ? (
            <Field.Root required>
              <Field.Label>{M.date}</Field.Label>
              <Input size="sm" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
            </Field.Root>
          ) : (
            <SelectField
              label={M.date}
              placeholder={M.chooseDate}
              value={date}
              onChange={setDate}
              choices={dates.map((day) => ({ value: day, label: formatDateDots(day) }))}
              disabled={groupId === ''}
            />
          )}
          <SelectField
            label={M.status}
            value={status}
            onChange={(value) => setStatus(value as MakeupStatus)}
            choices={MAKEUP_STATUSES.map((value) => ({ value, label: MAKEUP_STATUS_LABELS[value] }))}
          />
          {alert && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{alert}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {M.cancel}
        </Button>
        <Button type="submit" colorPalette="brand" disabled={!canSubmit} loading={busy}>
          {M.save}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
