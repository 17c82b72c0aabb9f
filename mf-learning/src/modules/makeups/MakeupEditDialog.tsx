import { Field, Input, Text } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { ApiError, postEndpoint } from '@school/shared-api';
import {
  MAKEUP_STATUSES,
  makeupEndpoints,
  type Makeup,
  type MakeupStatus,
} from '@school/shared-api/learning';
import { formatDateDots, notify } from '@school/shared-ui';
import { FormDialog } from '@school/shared-ui/forms';
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
 * dialog open with the server's message. Each makeup starts a fresh form.
 */
export function MakeupEditDialog({ makeup, onClose, onSaved }: MakeupEditDialogProps) {
  if (makeup === null) return null;
  return (
    <EditDialog key={makeup.id_temporary_arrangement} makeup={makeup} onClose={onClose} onSaved={onSaved} />
  );
}

function EditDialog({
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

  const submit = async () => {
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
    <FormDialog
      open
      title={M.dialogTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      error={alert}
      saveLabel={M.save}
      saveDisabled={groupId === '' || date === ''}
      cancelLabel={M.cancel}
      closeLabel={M.close}
      size={{ base: 'full', md: 'md' }}
    >
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
    </FormDialog>
  );
}
