import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Heading,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@school/shared-ui/chakra';
import { useId, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react';
import { LuFileUp } from 'react-icons/lu';
import { TEMPLATE_NAMES, useSubmissionKey, type TemplateName } from '@school/shared-api';
import { TEMPLATE_MESSAGES as M } from './messages';
import { templatesApi } from './templatesApi';

export type UploadTemplateProps = {
  /** Called after a version was stored (the list of versions is asked again). */
  onUploaded: () => void;
};

type Outcome = { status: 'success' | 'warning' | 'error'; title: string; text?: string };

const isDocx = (file: File) => file.name.toLowerCase().endsWith('.docx');

/**
 * 'Upload a template' (money.md section 2): the template's name, one .docx dropped on the area or chosen
 * by clicking it (or by Enter or Space on it), Upload and Cancel. The server checks the file; its refusal is
 * shown as it says it.
 */
export function UploadTemplate({ onUploaded }: UploadTemplateProps) {
  const headingId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [template, setTemplate] = useState<TemplateName | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Sending the same name and file again after a failure is a retry of the same upload (one key).
  const submission = useSubmissionKey();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isDocx(chosen)) {
      setOutcome({ status: 'warning', title: M.onlyDocx });
      return;
    }
    setFile(chosen);
    setOutcome(null);
  };

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      input.current?.click();
    }
  };

  const handleCancel = () => {
    setTemplate('');
    setFile(null);
    setOutcome(null);
    if (input.current) input.current.value = '';
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!template || !file) {
      setOutcome({ status: 'warning', title: M.selectBoth });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      await submission.submit({ template, file }, (idempotencyKey) =>
        templatesApi.upload(template, file, { idempotencyKey }),
      );
      setOutcome({ status: 'success', title: M.uploaded });
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded();
    } catch (error) {
      // The spec only logs a failed upload; the server's reason is shown too, so the file can be mended.
      console.error('template upload failed', error);
      setOutcome({
        status: 'error',
        title: M.uploadFailed,
        text: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        {M.uploadTitle}
      </Heading>
      <form noValidate aria-labelledby={headingId} onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="3" maxW="lg">
          <Field.Root>
            <Field.Label>{M.template}</Field.Label>
            <NativeSelect.Root size="sm" maxW="xs">
              <NativeSelect.Field
                value={template}
                onChange={(event) => setTemplate(event.target.value as TemplateName | '')}
              >
                <option value="">{M.chooseTemplate}</option>
                {TEMPLATE_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <VisuallyHidden>
            <input
              ref={input}
              type="file"
              tabIndex={-1}
              aria-label={M.file}
              accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </VisuallyHidden>
          <Box
            role="button"
            tabIndex={0}
            aria-label={M.file}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
            onKeyDown={handleKeyDown}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={handleDrop}
            borderWidth="2px"
            borderStyle="dashed"
            borderColor={dragging ? 'brand.solid' : 'border.emphasized'}
            bg={dragging ? 'brand.subtle' : 'bg.subtle'}
            borderRadius="md"
            px="4"
            py="6"
            cursor="pointer"
            textAlign="center"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
          >
            <Stack align="center" gap="2">
              <LuFileUp size={24} aria-hidden />
              <Text id={hintId} fontSize="sm">
                {file ? M.chosen(file.name) : M.dropHere}
              </Text>
            </Stack>
          </Box>
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette="brand" loading={sending}>
              {M.upload}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={handleCancel} disabled={sending}>
              {M.cancel}
            </Button>
          </HStack>
          {outcome && (
            <Alert.Root status={outcome.status} role={outcome.status === 'success' ? 'status' : 'alert'}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{outcome.title}</Alert.Title>
                {outcome.text && <Alert.Description>{outcome.text}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
