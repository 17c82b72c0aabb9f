import { Button, HStack, Spinner, Text } from '@school/shared-ui/chakra';
import type { ReactNode } from 'react';
import { uiMessages } from '@school/shared-ui';
import { ACTION_MESSAGES as M } from '../messages';

type OptionsStateProps = {
  /** The options' load failed and nothing is shown yet. */
  failed: boolean;
  loaded: boolean;
  onRetry: () => void;
  children: ReactNode;
};

/** What an action dialog shows while its choices load: a spinner, or the failure with a retry; then them. */
export function OptionsState({ failed, loaded, onRetry, children }: OptionsStateProps) {
  if (failed && !loaded)
    return (
      <HStack gap="3">
        <Text color="fg.error">{M.optionsFailed}</Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          {M.retry}
        </Button>
      </HStack>
    );
  if (!loaded) return <Spinner size="sm" aria-label={uiMessages.loading} />;
  return children;
}
