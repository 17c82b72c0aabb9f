import { HStack, IconButton, Input, Text } from '@school/shared-ui/chakra';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LuCheck, LuPencil, LuX } from 'react-icons/lu';
import { ApiError, moneyEndpoints, postEndpoint, useCanCall } from '@school/shared-api';
import { notify } from '@school/shared-ui';
import { CONTRACT_MESSAGES as M } from './messages';

type KidNameProps = { contractId: number; name: string; onRenamed: () => void };

/**
 * The child's name in the contract header (its value, under the header's label), editable inline with contract.modify (money.md section 2): the
 * pencil opens the field, Enter or the tick saves (POST /contract/kid_rename), Escape or the cross cancels.
 */
export function KidName({ contractId, name, onRenamed }: KidNameProps) {
  const canRename = useCanCall(moneyEndpoints.contractKidRename);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const editing = draft !== null;
  // The field takes the focus when it opens (the pencil's click), for typing at once.
  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft === null) return;
    if (draft.trim() === '' || draft.trim() === name) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await postEndpoint(
        moneyEndpoints.contractKidRename,
        { contract_id: contractId, kid_name: draft },
        { silent: true },
      );
      notify.success(M.renamed);
      setDraft(null);
      onRenamed();
    } catch (error) {
      notify.error(M.renameFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setDraft(null);
  };

  return draft === null ? (
    <HStack gap="1">
      <Text fontWeight="semibold">{name || '—'}</Text>
      {canRename && (
        <IconButton aria-label={M.rename} size="2xs" variant="ghost" onClick={() => setDraft(name)}>
          <LuPencil />
        </IconButton>
      )}
    </HStack>
  ) : (
    <form onSubmit={(event) => void save(event)}>
      <HStack gap="1">
        <Input
          size="sm"
          value={draft}
          maxLength={200}
          ref={field}
          aria-label={M.child}
          disabled={saving}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <IconButton type="submit" aria-label={M.save} size="sm" variant="ghost" loading={saving}>
          <LuCheck />
        </IconButton>
        <IconButton aria-label={M.cancel} size="sm" variant="ghost" onClick={() => setDraft(null)}>
          <LuX />
        </IconButton>
      </HStack>
    </form>
  );
}
