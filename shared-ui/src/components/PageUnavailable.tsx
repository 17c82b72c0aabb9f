import { Alert } from '@school/shared-ui/chakra';
import { messages } from '../messages';

export type PageUnavailableProps = {
  /** The area (remote) that owns the page, in Russian. */
  area: string;
};

/**
 * What a remote shows for a path of its area that its installed version does not provide: a menu
 * item may point to a page that a later release of the remote brings.
 */
export const PageUnavailable = ({ area }: PageUnavailableProps) => (
  <Alert.Root status="info" variant="subtle" borderRadius="md">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>{messages.pageUnavailableTitle}</Alert.Title>
      <Alert.Description>{messages.pageUnavailableText(area)}</Alert.Description>
    </Alert.Content>
  </Alert.Root>
);
