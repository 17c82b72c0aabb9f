import { Button, Field, Flex, Input, Text } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { postEndpoint, type Option } from '@school/shared-api';
import { topicEndpoints } from '@school/shared-api/learning';
import { notify } from '@school/shared-ui';
import { TOPICS_MESSAGES as M } from './messages';
import { OptionSelect } from './OptionSelect';

type Props = {
  today: string;
  teachers: readonly Option[];
  groups: readonly Option[];
  subjects: readonly Option[];
  onAdded: () => void;
};

type Values = { date: string; teacher: string; group: string; topic: string; subject: string };

/** The add form of edit mode: date, teacher, group, topic, subject (learning.md section 2.8). */
export function TopicForm({ today, teachers, groups, subjects, onAdded }: Props) {
  const empty: Values = { date: today, teacher: '', group: '', topic: '', subject: '' };
  const [values, setValues] = useState<Values>(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    if (values.group === '' || values.topic.trim() === '') {
      setProblem(M.required);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await postEndpoint(topicEndpoints.topicCreate, {
        date: values.date,
        user: values.teacher === '' ? null : Number(values.teacher),
        group_id: Number(values.group),
        short_name: values.topic.trim(),
        subject: values.subject,
      });
      notify.success(M.added);
      setValues((current) => ({ ...current, topic: '' }));
      onAdded();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : M.required);
    } finally {
      setBusy(false);
    }
  };

  return (
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
      <Field.Root w={{ base: 'full', sm: '10rem' }} required>
        <Field.Label>{M.date}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={values.date}
          onChange={(event) => set({ date: event.target.value })}
        />
      </Field.Root>
      <OptionSelect
        label={M.teacher}
        value={values.teacher}
        options={teachers}
        emptyLabel={M.noTeacher}
        onChange={(teacher) => set({ teacher })}
      />
      <OptionSelect
        label={M.group}
        value={values.group}
        options={groups}
        emptyLabel={M.chooseGroup}
        invalid={problem !== null && values.group === ''}
        onChange={(group) => set({ group })}
      />
      <Field.Root w={{ base: 'full', sm: '18rem' }} invalid={problem !== null && values.topic.trim() === ''}>
        <Field.Label>{M.topic}</Field.Label>
        <Input
          size="sm"
          value={values.topic}
          maxLength={500}
          onChange={(event) => set({ topic: event.target.value })}
        />
      </Field.Root>
      <OptionSelect
        label={M.subject}
        value={values.subject}
        options={subjects}
        emptyLabel={M.noSubject}
        onChange={(subject) => set({ subject })}
      />
      <Button type="submit" size="sm" colorPalette="brand" loading={busy}>
        {M.add}
      </Button>
      {problem !== null && (
        <Text role="alert" color="fg.error" w="full">
          {problem}
        </Text>
      )}
    </Flex>
  );
}
