import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Dialog,
  Field,
  Heading,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@school/shared-ui/chakra';
import { useState, type FormEvent } from 'react';
import { useEndpoint, useSubmissionKey } from '@school/shared-api';
import {
  journalEndpoints,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUS_ORDER,
  type SupportRequest,
  type SupportStatus,
} from '@school/shared-api/learning';
import { ErrorPanel, formatDateTime, notify } from '@school/shared-ui';
import { closeSupport, sendSupport } from './api';
import { JOURNAL_MESSAGES as M } from './messages';

const STATUS_COLOURS: Record<SupportStatus, string> = {
  new: 'blue',
  in_work: 'yellow',
  completed: 'green',
  closed: 'gray',
  denied_execution: 'red',
};

/** The spec's order (learning.md section 9): by status, then the newest first. */
export function sortRequests(requests: readonly SupportRequest[]): SupportRequest[] {
  return [...requests].sort(
    (a, b) =>
      SUPPORT_STATUS_ORDER[a.status] - SUPPORT_STATUS_ORDER[b.status] ||
      b.date_created.localeCompare(a.date_created),
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

function NewRequestDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submission = useSubmissionKey();
  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (text === '' || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await submission.submit({ message: text }, (key) => sendSupport(text, key));
      notify.success(M.sent);
      setMessage('');
      onSent();
      onClose();
    } catch (error) {
      setFailure(messageOf(error) || M.sendFailed);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && close()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <form onSubmit={(event) => void submit(event)} noValidate aria-label={M.newRequest}>
              <Dialog.Header>
                <Dialog.Title>{M.newRequest}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Field.Root>
                    <Field.Label>{M.message}</Field.Label>
                    <Textarea
                      value={message}
                      rows={5}
                      maxLength={SUPPORT_MESSAGE_MAX}
                      onChange={(event) => setMessage(event.target.value)}
                    />
                  </Field.Root>
                  {failure && (
                    <Alert.Root status="error" role="alert" size="sm">
                      <Alert.Indicator />
                      <Alert.Title>{failure}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {M.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={message.trim() === ''} loading={sending}>
                  {M.send}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={M.cancel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RequestCard({ request, onClosed }: { request: SupportRequest; onClosed: () => void }) {
  const [closing, setClosing] = useState(false);
  const close = async () => {
    setClosing(true);
    try {
      await closeSupport(request.id_task, request.version);
      notify.success(M.closed);
      onClosed();
    } catch (error) {
      notify.error(messageOf(error) || M.closeFailed);
    } finally {
      setClosing(false);
    }
  };
  return (
    <Stack
      as="li"
      gap="2"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      aria-label={`${M.message} ${formatDateTime(request.date_created)}`}
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(request.date_created)}
        </Text>
        <Badge colorPalette={STATUS_COLOURS[request.status]}>{SUPPORT_STATUS_LABELS[request.status]}</Badge>
      </HStack>
      <Text fontSize="sm">
        {M.manager}: {request.manager ?? M.noManager}
      </Text>
      <Text whiteSpace="pre-wrap">{request.message}</Text>
      {request.status === 'completed' && (
        <Button size="sm" variant="outline" alignSelf="start" loading={closing} onClick={() => void close()}>
          {M.close}
        </Button>
      )}
    </Stack>
  );
}

/** Tech support (learning.md section 2.9): the history of requests and a popup for a new one. */
export function SupportTab() {
  const { data, error, isLoading, mutate } = useEndpoint(journalEndpoints.supportGet, undefined);
  const [open, setOpen] = useState(false);
  let list: React.ReactNode;
  if (error !== undefined && !isLoading)
    list = <ErrorPanel title={M.supportFailed} message={messageOf(error)} onRetry={() => void mutate()} />;
  else if (data === undefined)
    list = (
      <HStack gap="2" color="fg.muted" role="status">
        <Spinner size="sm" />
        <Text>{M.loading}</Text>
      </HStack>
    );
  else if (data.length === 0) list = <Text color="fg.muted">{M.supportEmpty}</Text>;
  else
    list = (
      <Stack as="ul" gap="3" listStyleType="none">
        {sortRequests(data).map((request) => (
          <RequestCard key={request.id_task} request={request} onClosed={() => void mutate()} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {M.history}
        </Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setOpen(true)}>
          {M.newRequest}
        </Button>
      </HStack>
      {list}
      <NewRequestDialog open={open} onClose={() => setOpen(false)} onSent={() => void mutate()} />
    </Stack>
  );
}
