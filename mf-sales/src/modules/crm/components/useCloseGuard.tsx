import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@school/shared-ui';
import { UNSAVED_MESSAGES as M } from '../messages';

/** A part of a dialog says whether it holds typed, unsaved data (`part` names it: 'lead', 'comment'). */
export type MarkDirty = (part: string, dirty: boolean) => void;

export type CloseGuard = {
  /** What every way of closing the dialog calls (its close button, Escape, the corner cross). */
  requestClose: () => void;
  markDirty: MarkDirty;
  /** The question 'Закрыть без сохранения?', rendered next to the dialog. */
  confirmation: ReactNode;
};

/**
 * Closing a dialog with typed, unsaved data asks first; without any it closes at once. The parts of the
 * dialog report their state with `useReportDirty`.
 */
export function useCloseGuard(onClose: () => void): CloseGuard {
  const dirtyParts = useRef(new Set<string>());
  const [asking, setAsking] = useState(false);

  const markDirty = useCallback<MarkDirty>((part, dirty) => {
    if (dirty) dirtyParts.current.add(part);
    else dirtyParts.current.delete(part);
  }, []);

  const requestClose = useCallback(() => {
    if (dirtyParts.current.size > 0) setAsking(true);
    else onClose();
  }, [onClose]);

  const confirmation = (
    <ConfirmDialog
      open={asking}
      title={M.title}
      text={M.text}
      confirmLabel={M.discard}
      cancelLabel={M.keepEditing}
      tone="danger"
      onConfirm={() => {
        setAsking(false);
        dirtyParts.current.clear();
        onClose();
      }}
      onCancel={() => setAsking(false)}
    />
  );
  return { requestClose, markDirty, confirmation };
}

/** Reports `dirty` for `part` while the component is mounted; unmounting leaves nothing unsaved behind. */
export function useReportDirty(markDirty: MarkDirty | undefined, part: string, dirty: boolean): void {
  useEffect(() => {
    markDirty?.(part, dirty);
    return () => markDirty?.(part, false);
  }, [markDirty, part, dirty]);
}
