import { Box, Badge, Button, HStack, Stack, Text } from '@school/shared-ui/chakra';
import { useRef, useState, type ChangeEvent } from 'react';
import { LuDownload, LuPaperclip } from 'react-icons/lu';
import { ApiError, useCanCall } from '@school/shared-api';
import { fileEndpoints } from '@school/shared-api/learning';
import type { TaskAttachment } from '@school/shared-api/sales';
import { notify, saveDownloadedFile } from '@school/shared-ui';
import { tasksApi } from '../api/tasksApi';
import { TASKS_MESSAGES as M } from '../messages';

type TaskAttachmentsProps = {
  attachments: TaskAttachment[];
  /** Ids uploaded in this popup and not saved with the task yet. */
  fresh: ReadonlySet<number>;
  onUploaded: (attachment: TaskAttachment) => void;
};

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? `${fallback}: ${error.message}` : fallback;

/** The task's files: each downloadable; one more uploaded at a time (sales-people-settings.md section 5). */
export function TaskAttachments({ attachments, fresh, onUploaded }: TaskAttachmentsProps) {
  const canDownload = useCanCall(fileEndpoints.fileGet);
  const canUpload = useCanCall(fileEndpoints.fileUpload);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const download = async (attachment: TaskAttachment) => {
    try {
      saveDownloadedFile(await tasksApi.download(attachment.id), attachment.file_name);
    } catch (error) {
      notify.error(failure(error, M.downloadFailed));
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const answer = await tasksApi.upload(file);
      onUploaded({ id: answer.id_attachment, file_name: answer.attachment.name });
      notify.success(M.fileUploaded);
    } catch (error) {
      notify.error(failure(error, M.uploadFailed));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="2">
      {attachments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {M.noAttachments}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" m="0" aria-label={M.attachmentsTitle}>
          {attachments.map((attachment) => (
            <Box as="li" key={attachment.id}>
              <HStack gap="2" fontSize="sm">
                <LuPaperclip aria-hidden />
                <Text truncate>{attachment.file_name}</Text>
                {fresh.has(attachment.id) && (
                  <Badge size="sm" colorPalette="green">
                    {M.newAttachment}
                  </Badge>
                )}
                {canDownload && (
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={M.download(attachment.file_name)}
                    onClick={() => void download(attachment)}
                  >
                    <LuDownload />
                  </Button>
                )}
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      {canUpload && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            aria-label={M.upload}
            onChange={(event) => void upload(event)}
          />
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            loading={uploading}
            loadingText={M.uploading}
            onClick={() => input.current?.click()}
          >
            <LuPaperclip /> {M.upload}
          </Button>
        </>
      )}
    </Stack>
  );
}
