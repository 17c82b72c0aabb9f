import { Button, Dialog, Portal, Stack, Text } from '@school/shared-ui/chakra';
import { useRef, useState } from 'react';
import type { StudentMove } from '@school/shared-api/learning';
import { BOARD_MESSAGES as M } from '../messages';

type MovesDialogProps = {
  moves: readonly StudentMove[] | null;
  /** A group's name by id (the old groups are the board's columns). */
  groupName: (id: number | null) => string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
};

/** The confirmation of the previewed moves: each pupil from group to group; confirm commits them. */
export function MovesDialog({ moves, groupName, onConfirm, onCancel }: MovesDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const handleConfirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The client's toast already says why; the dialog stays open to retry or cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={moves !== null}
      onOpenChange={({ open }) => !open && !busy && onCancel()}
      initialFocusEl={() => cancelRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{M.confirmTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="ul" gap="1" ps="4" listStyleType="disc">
                {moves?.map((move) => (
                  <Text as="li" key={move.id_students}>
                    {M.moveLine(move.student_name, groupName(move.old_group), move.name_group)}
                  </Text>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {M.cancel}
              </Button>
              <Button colorPalette="brand" onClick={handleConfirm} loading={busy}>
                {M.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
