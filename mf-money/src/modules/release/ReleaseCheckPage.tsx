import { Heading, Text } from '@chakra-ui/react';
import { RELEASE_MESSAGES } from './messages';

/** The page of the E2E_EXTRA_PAGE test hook (exposes/pages.ts): says that a later release added it. */
export function ReleaseCheckPage() {
  return (
    <>
      <Heading size="lg">{RELEASE_MESSAGES.checkTitle}</Heading>
      <Text mt="2">{RELEASE_MESSAGES.checkText}</Text>
    </>
  );
}
