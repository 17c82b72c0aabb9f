import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Table,
  Text,
} from '@school/shared-ui/chakra';
import { useState, type FormEvent } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useSubmissionKey, type LeadsUploadResponse } from '@school/shared-api';
import { salesApi } from '../api/salesApi';
import { revalidateLeads } from '../api/salesQueries';
import { UPLOAD_MESSAGES as M } from '../messages';

type UploadLeadsDialogProps = { open: boolean; onClose: () => void };

/** 'Upload a file': a leads file (XLSX or CSV) sent as multipart to POST /leads/upload, and its report. */
export function UploadLeadsDialog({ open, onClose }: UploadLeadsDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      size="lg"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{M.title}</Dialog.Title>
            </Dialog.Header>
            <UploadBody />
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {M.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={`${M.close} (${M.title})`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function UploadBody() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<LeadsUploadResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Sending the same file again after a failure is a retry of the same import (one Idempotency-Key).
  const submission = useSubmissionKey();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(M.chooseFile);
      return;
    }
    setSending(true);
    setReport(null);
    setFailure(null);
    try {
      const answer = await submission.submit(file, (idempotencyKey) =>
        salesApi.uploadLeads(file, { idempotencyKey }),
      );
      setReport(answer);
      if (answer.imported > 0) void revalidateLeads();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const handleTemplate = (format: 'xlsx' | 'csv') => {
    salesApi.downloadLeadsTemplate(format).catch((error: unknown) => {
      setFailure(error instanceof Error ? error.message : String(error));
    });
  };

  return (
    <Dialog.Body>
      <Stack gap="4">
        <form
          noValidate
          aria-label={M.title}
          onSubmit={(event) => void handleSubmit(event)}
          encType="multipart/form-data"
        >
          <Stack gap="3">
            <Field.Root invalid={Boolean(fileError)}>
              <Field.Label>{M.file}</Field.Label>
              <Input
                type="file"
                name="file"
                size="sm"
                p="1"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setFileError(null);
                }}
              />
              <Field.ErrorText>{fileError}</Field.ErrorText>
            </Field.Root>
            <HStack gap="2" wrap="wrap">
              <Button type="submit" size="sm" colorPalette="brand" loading={sending}>
                {M.submit}
              </Button>
              <Text fontSize="sm" color="fg.muted" ms="2">
                {M.template}
              </Text>
              <Button size="xs" variant="outline" onClick={() => handleTemplate('xlsx')}>
                <LuDownload /> {M.templateXlsx}
              </Button>
              <Button size="xs" variant="outline" onClick={() => handleTemplate('csv')}>
                <LuDownload /> {M.templateCsv}
              </Button>
            </HStack>
          </Stack>
        </form>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{M.failed}</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {report && <UploadReport report={report} />}
      </Stack>
    </Dialog.Body>
  );
}

function UploadReport({ report }: { report: LeadsUploadResponse }) {
  const ok = report.status === 'ok';
  return (
    <Stack gap="3" data-testid="upload-report">
      <Alert.Root status={ok ? (report.refused.length ? 'warning' : 'success') : 'error'} role="alert">
        <Alert.Indicator />
        {/* The server's message holds the counts: imported, duplicates among them, refused. */}
        <Alert.Title>{report.message}</Alert.Title>
      </Alert.Root>
      {report.refused.length > 0 && (
        <Box maxH="64" overflowY="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" stickyHeader aria-label={M.refused(report.refused.length)}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="20">{M.row}</Table.ColumnHeader>
                <Table.ColumnHeader>{M.reason}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.refused.map((refused) => (
                <Table.Row key={refused.row}>
                  <Table.Cell>{refused.row}</Table.Cell>
                  <Table.Cell>{refused.reason}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
