import { Alert, Button, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@school/shared-ui/chakra';
import { useRef, useState } from 'react';
import { ApiError, learningEndpoints, postEndpoint, usePage, type Group } from '@school/shared-api';
import { notify, pluralRu, uiMessages } from '@school/shared-ui';
import { GROUPS_MESSAGES as M } from '../messages';

export type RemoveGroupDialogProps = {
  group: Group;
  onClose: () => void;
  /** After the removal, and after a refusal because someone changed the group meanwhile. */
  onChanged: () => void;
};

/**
 * Asks 'Вы уверены, что хотите удалить запись?' and, when the group has pupils, where they go: a group of
 * the same course in the same branch (the server moves them there with the board's move). A group that got
 * pupils meanwhile is refused with 409: the dialog then asks for the group too.
 */
export function RemoveGroupDialog({ group, onClose, onChanged }: RemoveGroupDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pupils, setPupils] = useState(group.students_count);
  const [moveTo, setMoveTo] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: sameCourse } = usePage(
    learningEndpoints.groupGet,
    pupils > 0 ? { limit: 500, location: group.location, course: group.course, sort: 'short_name' } : null,
  );
  const targets = (sameCourse?.rows ?? []).filter((item) => item.id !== group.id);

  const confirm = async () => {
    if (pupils > 0 && moveTo === '') {
      setAlert(M.chooseGroup);
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const body = {
        id: group.id,
        version: group.version,
        ...(pupils > 0 ? { move_to: Number(moveTo) } : {}),
      };
      await postEndpoint(learningEndpoints.groupRemove, body, { silent: true });
      notify.success(M.removed);
      onChanged();
      onClose();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return;
      const message = error instanceof Error ? error.message : uiMessages.deleteFailed;
      setAlert(message || uiMessages.deleteFailed);
      if (error instanceof ApiError && error.statusCode === 409 && error.errors?.move_to) {
        // Pupils came meanwhile: the server named how many.
        const count = Number(/\d+/.exec(error.errors.move_to)?.[0] ?? 1);
        setPupils(count);
      } else if (error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 404))
        onChanged();
    }
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      onOpenChange={({ open }) => {
        if (!open && !busy) onClose();
      }}
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{uiMessages.deleteConfirmTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{uiMessages.deleteConfirmText}</Text>
                {pupils > 0 && (
                  <>
                    <Text>{M.pupilsMove(`${pupils} ${pluralRu(pupils, M.pupilForms)}`)}</Text>
                    {sameCourse !== undefined && targets.length === 0 ? (
                      <Text color="fg.error">{M.noGroupsToMove}</Text>
                    ) : (
                      <Field.Root required disabled={busy}>
                        <Field.Label>
                          {M.moveTo}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field
                            name="move_to"
                            value={moveTo}
                            onChange={(event) => setMoveTo(event.currentTarget.value)}
                          >
                            <option value="">{M.chooseGroup}</option>
                            {targets.map((target) => (
                              <option key={target.id} value={target.id}>
                                {target.short_name}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                    )}
                  </>
                )}
                {alert && (
                  <Alert.Root status="error" role="alert" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{alert}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
                {uiMessages.cancel}
              </Button>
              <Button
                colorPalette="red"
                loading={busy}
                disabled={pupils > 0 && targets.length === 0}
                onClick={() => void confirm()}
              >
                {uiMessages.remove}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
