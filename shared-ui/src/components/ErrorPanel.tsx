import { Alert, Button } from '@school/shared-ui/chakra';
import { LuRotateCw } from 'react-icons/lu';
import { messages } from '../messages';

export type ErrorPanelProps = {
  title: string;
  message?: string;
  /** Shows a 'Повторить' button. */
  onRetry?: () => void;
};

/** Fills an area that failed to load; the rest of the page keeps working. */
export const ErrorPanel = ({ title, message, onRetry }: ErrorPanelProps) => (
  <Alert.Root role="alert" status="error" variant="subtle" alignItems="flex-start" borderRadius="md">
    <Alert.Indicator />
    <Alert.Content gap="2">
      <Alert.Title>{title}</Alert.Title>
      {message && <Alert.Description>{message}</Alert.Description>}
      {onRetry && (
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={onRetry}>
          <LuRotateCw /> {messages.retry}
        </Button>
      )}
    </Alert.Content>
  </Alert.Root>
);
