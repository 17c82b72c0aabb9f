import { Heading, Text } from '@school/shared-ui/chakra';
import { SHARED_UI_VERSION } from '@school/shared-ui';
import { RELEASE_MESSAGES } from './messages';

/**
 * The page of the E2E_EXTRA_PAGE test hook (exposes/pages.ts): says that a later release added it, and which
 * copy of shared-ui the area runs with (a release built against a newer shared-ui runs with its own).
 */
export function ReleaseCheckPage() {
  return (
    <>
      <Heading size="lg">{RELEASE_MESSAGES.checkTitle}</Heading>
      <Text mt="2">{RELEASE_MESSAGES.checkText}</Text>
      <Text mt="2" color="fg.muted" data-testid="shared-ui-version">
        {RELEASE_MESSAGES.sharedVersion(SHARED_UI_VERSION)}
      </Text>
    </>
  );
}
