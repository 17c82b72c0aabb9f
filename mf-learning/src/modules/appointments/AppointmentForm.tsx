import { Box, Button, Field, Flex, Input, Text } from '@school/shared-ui/chakra';
import { useEffect, useRef, useState } from 'react';
import {
  APPOINTMENT_DURATIONS,
  DEFAULT_APPOINTMENT_DURATION,
  type AppointmentClash,
} from '@school/shared-api/learning';
import { notify, TimeSelect } from '@school/shared-ui';
import { OptionSelect } from '../topics/OptionSelect';
import { checkAppointment, type PlanBody } from '../plan/api';
import type { PlanHistory } from '../plan/history';
import { APPOINTMENTS_MESSAGES as M } from './messages';
import type { PlanOptions } from './usePlanOptions';

/** How long the form waits after the last change before it asks the server for clashes. */
export const CLASH_CHECK_DELAY_MS = 400;

const DURATION_OPTIONS = APPOINTMENT_DURATIONS.map((each) => ({ value: each.value, label: each.label }));

type Values = {
  date: string;
  time: string;
  teacher: string;
  group: string;
  subject: string;
  duration: string;
  substitute: string;
  subjectSubstitute: string;
};

type Props = {
  today: string;
  options: PlanOptions;
  add: PlanHistory['add'];
  busy: boolean;
};

/** The body of the form's values, or null while a field the server needs is empty. */
function bodyOf(values: Values): PlanBody | null {
  if (values.date === '' || values.time === '' || values.teacher === '' || values.group === '') return null;
  return {
    date: `${values.date} ${values.time.slice(0, 5)}:00`,
    user_id: Number(values.teacher),
    group_id: Number(values.group),
    subject: values.subject,
    duration: values.duration,
    is_substitute: values.substitute === '' ? null : Number(values.substitute),
    subject_substitute: values.substitute === '' ? '' : values.subjectSubstitute,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * The create form (learning.md section 2.6): date and time (24-hour), teacher, group, subject, duration
 * (default 0:45), an optional substitute with the subject they teach, and 'Создать'. As the fields change
 * the server is asked for clashes, shown under the form; a clash or a refusal shows 'Не удалось создать
 * запись' with the server's message.
 */
export function AppointmentForm({ today, options, add, busy }: Props) {
  const empty: Values = {
    date: today,
    time: '',
    teacher: '',
    group: '',
    subject: '',
    duration: DEFAULT_APPOINTMENT_DURATION,
    substitute: '',
    subjectSubstitute: '',
  };
  const [values, setValues] = useState<Values>(empty);
  const [checked, setChecked] = useState<{ key: string; clashes: AppointmentClash[] } | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const asked = useRef(0);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  const body = bodyOf(values);
  const checkKey =
    body === null
      ? null
      : JSON.stringify([body.date, body.user_id, body.group_id, body.duration, body.is_substitute]);

  useEffect(() => {
    const ask = ++asked.current;
    if (checkKey === null) return undefined;
    const [date, userId, groupId, duration, substitute] = JSON.parse(checkKey) as [
      string,
      number,
      number,
      string,
      number | null,
    ];
    const timer = setTimeout(() => {
      checkAppointment({
        date,
        user_id: userId,
        group_id: groupId,
        subject: '',
        duration,
        is_substitute: substitute,
      }).then(
        (found) => {
          if (ask === asked.current) setChecked({ key: checkKey, clashes: found });
        },
        () => {
          if (ask === asked.current) setChecked(null);
        },
      );
    }, CLASH_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [checkKey]);

  const submit = async () => {
    setFailure(null);
    if (body === null || values.subject === '') {
      setFailure({ title: M.createFailed, message: M.required });
      return;
    }
    if (body.is_substitute !== null && values.subjectSubstitute.trim() === '') {
      setFailure({ title: M.createFailed, message: M.substituteSubjectRequired });
      return;
    }
    setSaving(true);
    try {
      const found = await checkAppointment(body).catch(() => []);
      asked.current += 1;
      if (checkKey !== null) setChecked({ key: checkKey, clashes: found });
      if (found.length > 0) {
        // The clashes are listed below: the failure names none again.
        setFailure({ title: M.createFailed, message: '' });
        return;
      }
      await add(body);
      notify.success(body.is_substitute === null ? M.created : M.substituted);
      set({ time: '', substitute: '', subjectSubstitute: '' });
    } catch (error) {
      setFailure({ title: M.createFailed, message: messageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  // Clashes of the values as they are now (an answer for older values is not shown).
  const clashes = checked !== null && checked.key === checkKey ? checked.clashes : [];
  const field = { w: { base: 'full', sm: '10rem' } } as const;
  return (
    <Box>
      <Flex
        as="form"
        aria-label={M.form}
        gap="3"
        wrap="wrap"
        align="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field.Root {...field} required>
          <Field.Label>{M.date}</Field.Label>
          <Input
            size="sm"
            type="date"
            value={values.date}
            onChange={(event) => set({ date: event.target.value })}
          />
        </Field.Root>
        <Field.Root {...field} required>
          <Field.Label>{M.time}</Field.Label>
          <TimeSelect value={values.time} onChange={(time) => set({ time })} />
        </Field.Root>
        <OptionSelect
          label={M.teacher}
          value={values.teacher}
          options={options.teachers}
          emptyLabel={M.chooseTeacher}
          onChange={(teacher) => set({ teacher })}
        />
        <OptionSelect
          label={M.group}
          value={values.group}
          options={options.groups}
          emptyLabel={M.chooseGroup}
          onChange={(group) => set({ group })}
        />
        <OptionSelect
          label={M.subject}
          value={values.subject}
          options={options.subjects}
          emptyLabel={M.chooseSubject}
          onChange={(subject) => set({ subject })}
        />
        <OptionSelect
          label={M.duration}
          value={values.duration}
          options={DURATION_OPTIONS}
          onChange={(duration) => set({ duration })}
        />
        <OptionSelect
          label={M.substitute}
          value={values.substitute}
          options={options.teachers.filter((teacher) => String(teacher.value) !== values.teacher)}
          emptyLabel={M.noSubstitute}
          onChange={(substitute) => set({ substitute })}
        />
        {values.substitute !== '' && (
          <OptionSelect
            label={M.subjectSubstitute}
            value={values.subjectSubstitute}
            options={options.subjects}
            emptyLabel={M.chooseSubject}
            onChange={(subjectSubstitute) => set({ subjectSubstitute })}
          />
        )}
        <Button type="submit" size="sm" colorPalette="brand" loading={saving} disabled={busy && !saving}>
          {M.create}
        </Button>
      </Flex>
      {failure !== null && (
        <Box role="alert" color="fg.error" mt="2">
          <Text fontWeight="semibold">{failure.title}</Text>
          {failure.message !== '' && <Text>{failure.message}</Text>}
        </Box>
      )}
      {clashes.length > 0 && (
        <Box mt="2" aria-label={M.clashes} role="region">
          <Text fontWeight="semibold" color="orange.fg">
            {M.clashes}
          </Text>
          <Box as="ul" ps="5" listStyleType="disc">
            {clashes.map((clash) => (
              <Box as="li" key={`${clash.kind}-${clash.appointment_id}`}>
                {clash.message}
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
