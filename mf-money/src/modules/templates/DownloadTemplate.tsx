import { Button, Field, HStack, Heading, NativeSelect, Stack, Text } from '@school/shared-ui/chakra';
import { useId, useState } from 'react';
import { ApiError, TEMPLATE_NAMES, type TemplateName, type TemplateVersion } from '@school/shared-api';
import { formatDateTime, notify } from '@school/shared-ui';
import { TEMPLATE_MESSAGES as M } from './messages';
import { templatesApi } from './templatesApi';

export type DownloadTemplateProps = {
  /** The newest version of each uploaded name; undefined while loading or when the list failed. */
  versions: TemplateVersion[] | undefined;
};

/** 'Download a template' (money.md section 2): a select of the names and a button for the newest version. */
export function DownloadTemplate({ versions }: DownloadTemplateProps) {
  const headingId = useId();
  const [template, setTemplate] = useState<TemplateName | ''>('');
  const [busy, setBusy] = useState(false);
  const current = versions?.find((version) => version.template === template);

  const handleDownload = async () => {
    if (!template) return;
    setBusy(true);
    try {
      await templatesApi.download(template);
    } catch (error) {
      console.error('template download failed', error);
      notify.error(M.downloadFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        {M.downloadTitle}
      </Heading>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{M.template}</Field.Label>
          <NativeSelect.Root size="sm">
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
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!template || (versions !== undefined && !current)}
          loading={busy}
          onClick={() => void handleDownload()}
        >
          {M.download}
        </Button>
      </HStack>
      {template && versions && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {current ? M.version(current.version, formatDateTime(current.uploaded_at)) : M.notUploaded}
        </Text>
      )}
    </Stack>
  );
}
