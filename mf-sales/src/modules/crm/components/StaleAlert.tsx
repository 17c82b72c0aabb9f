import { Alert, Button } from '@school/shared-ui/chakra';
import { useEffect, useRef } from 'react';
import { STALE_MESSAGES as M } from '../messages';

type StaleAlertProps = {
  /** The server's message of the 409. */
  message: string;
  reloading: boolean;
  /** Loads the row again: its new version and the fields the user did not touch; typed values stay. */
  onReload: () => void;
};

/** Inside a dialog: another user changed the row meanwhile; the form keeps what the user typed. */
export function StaleAlert({ message, reloading, onReload }: StaleAlertProps) {
  // The save button is at the bottom of a long form: bring the alert into view, or nothing seems to happen.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  return (
    <Alert.Root ref={ref} status="warning" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      <Button size="xs" variant="outline" loading={reloading} onClick={onReload}>
        {M.reload}
      </Button>
    </Alert.Root>
  );
}
