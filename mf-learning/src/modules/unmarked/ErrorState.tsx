import { Alert, Button } from '@school/shared-ui/chakra';
import { ERROR_MESSAGES } from '@school/shared-api';
import { UNMARKED_MESSAGES as M } from './messages';

/** A failed load: 'Ошибка: {message}' (learning.md section 8) with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error && error.message ? error.message : ERROR_MESSAGES.other;
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{M.error(message)}</Alert.Title>
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={onRetry}>
          {M.retry}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
