import { Badge, Checkbox, Field, Input, Stack, Table, Text, Textarea } from '@school/shared-ui/chakra';
import { TimeSelect } from '@school/shared-ui';
import type { LessonForm, PupilForm } from './lessonForm';
import { LESSONS_MESSAGES as M } from './messages';

type Props = { form: LessonForm; onChange: (next: Partial<LessonForm>) => void };

function update(form: LessonForm, id: number, next: Partial<PupilForm>): Partial<LessonForm> {
  return { students: form.students.map((pupil) => (pupil.id === id ? { ...pupil, ...next } : pupil)) };
}

function Marks({ pupil }: { pupil: PupilForm }) {
  return (
    <>
      {pupil.makeup && (
        <Badge ms="1" colorPalette="purple">
          {M.makeup}
        </Badge>
      )}
      {pupil.adaptation && (
        <Badge ms="1" colorPalette="teal">
          {M.adaptation}
        </Badge>
      )}
    </>
  );
}

/**
 * The pupils tab: presence, the name (the teacher may correct it for this lesson), the teacher's note; from
 * and to times (24-hour) for adaptation pupils when the group has timing. Makeup pupils are marked.
 */
export function LessonPupilsTab({ form, onChange, timing }: Props & { timing: boolean }) {
  if (form.students.length === 0) return <Text color="fg.muted">{M.noPupils}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{M.presence}</Table.ColumnHeader>
            <Table.ColumnHeader>{M.name}</Table.ColumnHeader>
            <Table.ColumnHeader>{M.description}</Table.ColumnHeader>
            {timing && <Table.ColumnHeader>{`${M.from} / ${M.to}`}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {form.students.map((pupil) => (
            <Table.Row key={pupil.id}>
              <Table.Cell>
                <Checkbox.Root
                  checked={pupil.isPresence}
                  onCheckedChange={(event) =>
                    onChange(update(form, pupil.id, { isPresence: event.checked === true }))
                  }
                >
                  <Checkbox.HiddenInput aria-label={`${M.presence}: ${pupil.label}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell minW="56">
                <Input
                  size="sm"
                  aria-label={`${M.name}: ${pupil.label}`}
                  value={pupil.name}
                  onChange={(event) => onChange(update(form, pupil.id, { name: event.currentTarget.value }))}
                />
                <Marks pupil={pupil} />
              </Table.Cell>
              <Table.Cell minW="56">
                <Input
                  size="sm"
                  aria-label={`${M.description}: ${pupil.label}`}
                  value={pupil.description}
                  onChange={(event) =>
                    onChange(update(form, pupil.id, { description: event.currentTarget.value }))
                  }
                />
              </Table.Cell>
              {timing && (
                <Table.Cell>
                  {pupil.adaptation && pupil.isPresence ? (
                    <Stack direction="row" gap="1">
                      <TimeSelect
                        aria-label={`${M.from}: ${pupil.label}`}
                        value={pupil.from}
                        onChange={(from) => onChange(update(form, pupil.id, { from }))}
                      />
                      <TimeSelect
                        aria-label={`${M.to}: ${pupil.label}`}
                        value={pupil.to}
                        onChange={(to) => onChange(update(form, pupil.id, { to }))}
                      />
                    </Stack>
                  ) : null}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The review tab: a review per pupil, visible to parents. */
export function LessonReviewTab({ form, onChange }: Props) {
  if (form.students.length === 0) return <Text color="fg.muted">{M.noPupils}</Text>;
  return (
    <Stack gap="3" maxW="3xl">
      <Text color="fg.muted">{M.review}</Text>
      {form.students.map((pupil) => (
        <Field.Root key={pupil.id}>
          <Field.Label>
            {pupil.name || pupil.label}
            <Marks pupil={pupil} />
          </Field.Label>
          <Textarea
            size="sm"
            rows={2}
            aria-label={`${M.tabs.review}: ${pupil.label}`}
            value={pupil.review}
            onChange={(event) => onChange(update(form, pupil.id, { review: event.currentTarget.value }))}
          />
        </Field.Root>
      ))}
    </Stack>
  );
}
