import { Alert } from '@chakra-ui/react';

export type PageUnavailableProps = {
  /** The area (remote) that owns the page, in Russian. */
  area: string;
};

export const PAGE_UNAVAILABLE_TITLE = 'Раздел пока недоступен';
export const pageUnavailableText = (area: string) =>
  `Эта страница ещё не входит в установленную версию модуля «${area}». Остальные разделы работают.`;

/**
 * What a remote shows for a path of its area that its installed version does not provide: a menu
 * item may point to a page that a later release of the remote brings.
 */
export const PageUnavailable = ({ area }: PageUnavailableProps) => (
  <Alert.Root status="info" variant="subtle" borderRadius="md">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>{PAGE_UNAVAILABLE_TITLE}</Alert.Title>
      <Alert.Description>{pageUnavailableText(area)}</Alert.Description>
    </Alert.Content>
  </Alert.Root>
);
