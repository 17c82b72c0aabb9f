import { HStack, IconButton, Text } from '@school/shared-ui/chakra';
import { LuDownload, LuTrash2 } from 'react-icons/lu';
import type { Attachment } from '@school/shared-api/learning';
import { formatSize } from './formatSize';
import { FILE_TEXTS as T } from './messages';

export type FileRowProps = {
  file: Attachment;
  /** Delete offered (not read-only). */
  removable: boolean;
  /** A call on this file is running. */
  busy: boolean;
  onDownload: (file: Attachment) => void;
  onRemove: (file: Attachment) => void;
};

/** One attached file: its name and size, download and (unless read-only) delete buttons. */
export function FileRow({ file, removable, busy, onDownload, onRemove }: FileRowProps) {
  return (
    <HStack as="li" gap="2" py="1" borderBottomWidth="1px" borderColor="border.muted">
      <Text flex="1" minW="0" truncate title={file.name}>
        {file.name}
      </Text>
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {formatSize(file.size)}
      </Text>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={T.download(file.name)}
        title={T.download(file.name)}
        disabled={busy}
        onClick={() => onDownload(file)}
      >
        <LuDownload />
      </IconButton>
      {removable && (
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={T.remove(file.name)}
          title={T.remove(file.name)}
          disabled={busy}
          onClick={() => onRemove(file)}
        >
          <LuTrash2 />
        </IconButton>
      )}
    </HStack>
  );
}
