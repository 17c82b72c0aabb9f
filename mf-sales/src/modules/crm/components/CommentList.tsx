import { Box, Button, HStack, Stack, Text, Textarea } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { useAuthStore, type LeadComment } from '@school/shared-api';
import { formatDateTime } from '@school/shared-ui';
import { CONTACT_MESSAGES as C, LEAD_MESSAGES as M } from '../messages';

type CommentListProps = {
  comments: readonly LeadComment[];
  /**
   * When given, the user's own comments can be edited (only the author may change a comment); resolves
   * when saved, a rejection keeps the editor open.
   */
  onEdit?: (comment: LeadComment, text: string) => Promise<void>;
  label?: string;
};

/** Comments newest first (sales-people-settings.md, lead dialog and contact dialog). */
export function CommentList({ comments, onEdit, label = M.comments }: CommentListProps) {
  const userId = useAuthStore((state) => state.user?.id);
  const sorted = [...comments].sort((a, b) => b.date.localeCompare(a.date));
  if (sorted.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {M.noComments}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" aria-label={label} listStyleType="none">
      {sorted.map((comment) => (
        <CommentItem
          key={comment.id_comment}
          comment={comment}
          onEdit={comment.creator === userId ? onEdit : undefined}
        />
      ))}
    </Stack>
  );
}

type CommentItemProps = { comment: LeadComment; onEdit?: CommentListProps['onEdit'] };

function CommentItem({ comment, onEdit }: CommentItemProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const handleSave = async () => {
    if (!onEdit || draft === null) return;
    if (!draft.trim()) {
      setError(M.commentEmpty);
      return;
    }
    setSaving(true);
    try {
      await onEdit(comment, draft.trim());
      setDraft(null);
      setError(null);
    } catch {
      // The caller has shown its failure toast; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="2" bg="bg.subtle">
      <Text fontSize="xs" color="fg.muted">
        {C.commentOf(comment.creator_name || String(comment.creator), formatDateTime(comment.date))}
      </Text>
      {draft === null ? (
        <HStack align="flex-start" justify="space-between" gap="2">
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            {comment.comment}
          </Text>
          {onEdit && (
            <Button size="2xs" variant="ghost" onClick={() => setDraft(comment.comment)}>
              {C.edit}
            </Button>
          )}
        </HStack>
      ) : (
        <Stack gap="1" mt="1">
          <Textarea
            size="sm"
            aria-label={C.edit}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={Boolean(error)}
          />
          {error && (
            <Text fontSize="xs" color="fg.error" role="alert">
              {error}
            </Text>
          )}
          <HStack gap="2">
            <Button size="xs" colorPalette="brand" onClick={() => void handleSave()} loading={saving}>
              {C.saveComment}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setDraft(null)} disabled={saving}>
              {C.cancel}
            </Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}
