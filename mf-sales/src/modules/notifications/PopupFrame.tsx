import { Box, CloseButton, Heading, HStack, Spinner, Text } from '@school/shared-ui/chakra';
import type { ReactNode, Ref } from 'react';
import { NOTIFICATION_TEXTS as T } from './messages';

/** The popup's progress line (also while its code loads). */
export function PopupLoading() {
  return (
    <HStack gap="2" py="2">
      <Spinner size="sm" />
      <Text fontSize="sm">{T.loading}</Text>
    </HStack>
  );
}

type FrameProps = { id: string; ref?: Ref<HTMLDivElement>; onClose: () => void; children: ReactNode };

/** The popup's box: fixed under the header, like the search's results, inside the window wherever the bell sits. */
export function PopupFrame({ id, ref, onClose, children }: FrameProps) {
  return (
    <Box
      ref={ref}
      id={id}
      role="dialog"
      aria-label={T.title}
      position="fixed"
      top="60px"
      insetEnd={{ base: '4px', md: '16px' }}
      width={{ base: 'calc(100vw - 8px)', md: 'min(420px, calc(100vw - 32px))' }}
      maxH="70vh"
      overflowY="auto"
      zIndex="dropdown"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      shadow="lg"
      p="3"
    >
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="sm">
          {T.title}
        </Heading>
        <CloseButton size="xs" aria-label={T.close} onClick={onClose} />
      </HStack>
      {children}
    </Box>
  );
}
