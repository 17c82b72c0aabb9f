import { Alert, Button, Field, Flex, Heading, NativeSelect, Stack, Text } from '@school/shared-ui/chakra';
import { useState, type FormEvent } from 'react';
import { LuDownload } from 'react-icons/lu';
import {
  ApiError,
  downloadPostEndpoint,
  lessonReportEndpoints,
  useCanCall,
  useEndpoint,
  useEntitiesTypes,
  type GroupStudent,
} from '@school/shared-api';
import { ErrorPanel, saveDownloadedFile, uiMessages } from '@school/shared-ui';
import { ChoiceField } from './ChoiceField';
import { STUDENT_HOURS_MESSAGES as M } from './messages';
import { EMPTY_PERIOD, isPeriodReady, PeriodFields } from './PeriodFields';

const studentLabel = (student: GroupStudent) =>
  `${student.name} (${student.number})${student.in_group ? '' : ` — ${M.formerly}`}`;

/**
 * The student-hours download: a group among the user's, a pupil of it (those in it now, then those who had
 * lessons in it), both dates, and the button that saves student_hours_{contract}.xlsx (POST
 * /report/student/hours). A refusal shows the server's message under the form. Shown only to those who may
 * make its calls.
 */
export function StudentHoursForm() {
  // The download is open to report_attendance.view too (the attendance page); the form also lists a
  // group's pupils (report.view), so it shows only to those who may make both calls.
  const mayDownload = useCanCall(lessonReportEndpoints.reportStudentHours);
  const mayList = useCanCall(lessonReportEndpoints.reportGroupStudents);
  const allowed = mayDownload && mayList;
  const entities = useEntitiesTypes();
  const [group, setGroup] = useState('');
  const [student, setStudent] = useState('');
  const [period, setPeriod] = useState(EMPTY_PERIOD);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const students = useEndpoint(
    lessonReportEndpoints.reportGroupStudents,
    allowed && group !== '' ? { group_id: group } : null,
  );

  if (!allowed) return null;
  const groups = entities.data?.group ?? [];
  const ready = group !== '' && student !== '' && isPeriodReady(period);

  const handleGroup = (value: string) => {
    setGroup(value);
    setStudent('');
    setFailure(null);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const file = await downloadPostEndpoint(
        lessonReportEndpoints.reportStudentHours,
        {
          group_id: Number(group),
          student_id: Number(student),
          date_start: period.from,
          date_end: period.to,
        },
        { silent: true },
      );
      saveDownloadedFile(file, `student_hours_${student}.xlsx`);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : M.failed);
    } finally {
      setBusy(false);
    }
  };

  const studentField = () => {
    if (group === '') return <Text color="fg.muted">{M.chooseGroupFirst}</Text>;
    if (students.error !== undefined && students.data === undefined && !students.isValidating)
      return <ErrorPanel title={M.studentsFailed} onRetry={() => void students.mutate()} />;
    if (students.data === undefined) return <Text color="fg.muted">{uiMessages.loading}</Text>;
    if (students.data.length === 0) return <Text>{M.noStudents}</Text>;
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={M.student}
          value={student}
          color={student === '' ? 'fg.error' : undefined}
          onChange={(event) => setStudent(event.target.value)}
        >
          <option value="">{M.chooseStudent}</option>
          {students.data.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {studentLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  };

  let content;
  if (entities.error !== undefined && !entities.isValidating && entities.data === undefined)
    content = <ErrorPanel title={M.groupsFailed} onRetry={() => void entities.mutate()} />;
  else if (entities.data === undefined) content = <Text color="fg.muted">{uiMessages.loading}</Text>;
  else if (groups.length === 0) content = <Text>{M.noGroups}</Text>;
  else
    content = (
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="3">
          <Flex gap="3" wrap="wrap" align="flex-start">
            <ChoiceField
              label={M.group}
              placeholder={M.chooseGroup}
              options={groups}
              value={group}
              onChange={handleGroup}
            />
            <Field.Root required w={{ base: 'full', sm: '18rem' }}>
              <Field.Label>{M.student}</Field.Label>
              {studentField()}
            </Field.Root>
            <PeriodFields value={period} onChange={setPeriod} />
            <Button
              type="submit"
              size="sm"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-end' }}
              disabled={!ready}
              loading={busy}
            >
              <LuDownload /> {M.download}
            </Button>
          </Flex>
          {failure !== null && (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Title>{M.failed}</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </form>
    );

  return (
    <Stack as="section" aria-label={M.title} gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm">
        {M.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {M.hint}
      </Text>
      {content}
    </Stack>
  );
}
