import { Box, Button, Stack, Text, VisuallyHidden } from '@school/shared-ui/chakra';
import { useId, useRef, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { useSubmissionKey } from '@school/shared-api';
import {
  FILE_ACCEPT,
  FILE_MESSAGES,
  FILE_UPLOAD_MAX_BYTES,
  type Attachment,
} from '@school/shared-api/learning';
import { DeleteConfirmDialog, notify, saveDownloadedFile } from '@school/shared-ui';
import { FileRow } from './FileRow';
import { filesApi } from './filesApi';
import { FILE_TEXTS as T } from './messages';

export type LessonFilesProps = {
  /** The recorded lesson's id; null before the lesson is first saved (uploads wait for the save). */
  lessonId: number | null;
  /** The files listed now (the lesson's, plus those uploaded in this dialog). */
  attachments: readonly Attachment[];
  /** A file was uploaded: the dialog adds it to the lesson's id_attachments. */
  onUploaded: (attachment: Attachment) => void;
  /** A file was deleted on the server: the dialog drops it. */
  onRemoved: (id: number) => void;
  /** Read-only: download only. */
  readOnly?: boolean;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The lesson dialog's files (learning.md 2.1 and section 8): upload one file at a time (the server decides
 * its type by content and refuses what it does not take, with its reason in the message), the list with
 * download through the client (its failure is caught and told) and delete after the confirmation.
 */
export function LessonFiles({
  lessonId,
  attachments,
  onUploaded,
  onRemoved,
  readOnly = false,
}: LessonFilesProps) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toRemove, setToRemove] = useState<Attachment | null>(null);
  // Sending the same file again after a failure is a retry of the same upload (one Idempotency-Key).
  const submission = useSubmissionKey();

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || uploading) return;
    // The server refuses it too (413); a file that cannot pass is not sent at all.
    if (file.size > FILE_UPLOAD_MAX_BYTES) {
      notify.error(T.uploadFailed(FILE_MESSAGES.tooLarge(FILE_UPLOAD_MAX_BYTES / 1024 / 1024)));
      return;
    }
    setUploading(true);
    try {
      const answer = await submission.submit({ lessonId, file }, (idempotencyKey) =>
        filesApi.upload(lessonId, file, { idempotencyKey }),
      );
      notify.success(T.uploaded(answer.attachment.name));
      onUploaded(answer.attachment);
    } catch (error) {
      notify.error(T.uploadFailed(messageOf(error)));
    } finally {
      setUploading(false);
    }
  };

  const download = async (file: Attachment) => {
    setBusyId(file.id);
    try {
      saveDownloadedFile(await filesApi.download(file.id), file.name);
    } catch {
      notify.error(T.downloadFailed);
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (file: Attachment) => {
    setToRemove(null);
    setBusyId(file.id);
    try {
      const answer = await filesApi.remove(file.id);
      if (answer === 'ok') {
        notify.success(T.removed);
        onRemoved(file.id);
      } else {
        notify.error(T.removeRefused);
      }
    } catch (error) {
      notify.error(T.removeFailed(messageOf(error)));
    } finally {
      setBusyId(null);
    }
  };

  return (
    // The dialog shows its own heading above; the region is named for screen readers.
    <Stack as="section" aria-label={T.title} gap="2">
      {attachments.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {T.none}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0">
          {attachments.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              removable={!readOnly}
              busy={busyId === file.id}
              onDownload={(chosen) => void download(chosen)}
              onRemove={setToRemove}
            />
          ))}
        </Box>
      )}
      {!readOnly && (
        <Stack gap="1" align="flex-start">
          <VisuallyHidden>
            <input
              ref={input}
              type="file"
              tabIndex={-1}
              aria-label={T.chooseFile}
              accept={FILE_ACCEPT}
              onChange={(event) => void upload(event.target.files?.[0])}
            />
          </VisuallyHidden>
          <Button
            size="sm"
            variant="outline"
            aria-describedby={hintId}
            loading={uploading}
            loadingText={T.uploading}
            onClick={() => input.current?.click()}
          >
            <LuUpload aria-hidden />
            {T.upload}
          </Button>
          <Text id={hintId} fontSize="xs" color="fg.muted">
            {T.hint}
          </Text>
        </Stack>
      )}
      <DeleteConfirmDialog
        open={toRemove !== null}
        onConfirm={() => (toRemove ? remove(toRemove) : undefined)}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
