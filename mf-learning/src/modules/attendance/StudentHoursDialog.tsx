import { Field, Input, Text } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { ApiError, downloadPostEndpoint, lessonReportEndpoints } from '@school/shared-api';
import { ConfirmDialog, formatDateDots, saveDownloadedFile } from '@school/shared-ui';
import { FormDialog } from '@school/shared-ui/forms';
import { ATTENDANCE_MESSAGES } from './messages';

const M = ATTENDANCE_MESSAGES.hours;

export type HoursTarget = { groupId: number; studentId: number; name: string };

type Props = { target: HoursTarget | null; onClose: () => void };

/**
 * The student attendance report download (learning.md sections 2.4 and 5): both dates required, a
 * confirmation, then POST /report/student/hours saved as student_hours_{id}.xlsx.
 */
export function StudentHoursDialog({ target, onClose }: Props) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const missing = from === '' || to === '';
  const backwards = !missing && to < from;

  const close = () => {
    setTried(false);
    setConfirming(false);
    setFailure(null);
    onClose();
  };

  const handleSubmit = () => {
    setTried(true);
    if (missing || backwards) return;
    setFailure(null);
    setConfirming(true);
  };

  const download = async () => {
    if (!target) return;
    try {
      const file = await downloadPostEndpoint(
        lessonReportEndpoints.reportStudentHours,
        { group_id: target.groupId, student_id: target.studentId, date_start: from, date_end: to },
        { silent: true },
      );
      saveDownloadedFile(file, `student_hours_${target.studentId}.xlsx`);
      close();
    } catch (error) {
      setConfirming(false);
      setFailure(error instanceof ApiError ? `${M.failed}: ${error.message}` : M.failed);
    }
  };

  return (
    <>
      <FormDialog
        open={target !== null && !confirming}
        title={M.title}
        onClose={close}
        onSubmit={handleSubmit}
        error={failure}
        saveLabel={M.download}
        cancelLabel={M.cancel}
        closeLabel={M.cancel}
        gap="3"
      >
        <Text>{target?.name}</Text>
        <Field.Root required invalid={tried && from === ''}>
          <Field.Label>{M.from}</Field.Label>
          <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field.Root>
        <Field.Root required invalid={(tried && to === '') || backwards}>
          <Field.Label>{M.to}</Field.Label>
          <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          {backwards && <Field.ErrorText>{M.toBeforeFrom}</Field.ErrorText>}
        </Field.Root>
        {tried && missing && (
          <Text color="fg.error" role="alert">
            {M.required}
          </Text>
        )}
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title={M.confirmTitle}
        text={target && !missing ? M.confirmText(target.name, formatDateDots(from), formatDateDots(to)) : ''}
        confirmLabel={M.download}
        onConfirm={download}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
