import { HStack, Heading, Spinner, Stack, Tabs, Text } from '@school/shared-ui/chakra';
import type { ReactNode } from 'react';
import { ERROR_MESSAGES, useEntitiesTypes } from '@school/shared-api';
import { ErrorPanel } from '@school/shared-ui';
import { useLocationChoice } from './useLocationChoice';

type Texts = { title: string; loadFailed: string; loading: string; noLocations: string; locations: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : ERROR_MESSAGES.other);

/**
 * A page of the teachers' plan (appointments, class schedule): tabs of the user's branches, the choice
 * remembered under selectedLocation (the first by default), and `children` of the chosen branch, mounted anew
 * when the branch changes.
 */
export function BranchTabsPage({
  texts,
  children,
}: {
  texts: Texts;
  children: (location: number) => ReactNode;
}) {
  const { data: entities, error, mutate } = useEntitiesTypes();
  const locations = entities?.location;
  const { location, choose } = useLocationChoice(locations);

  const body = () => {
    if (error !== undefined && entities === undefined)
      return <ErrorPanel title={texts.loadFailed} message={messageOf(error)} onRetry={() => void mutate()} />;
    if (locations === undefined)
      return (
        <HStack gap="2" color="fg.muted" role="status">
          <Spinner size="sm" />
          <Text>{texts.loading}</Text>
        </HStack>
      );
    if (location === null) return <Text>{texts.noLocations}</Text>;
    return (
      <Tabs.Root
        value={String(location)}
        onValueChange={(details) => choose(Number(details.value))}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto" overflowY="hidden" aria-label={texts.locations}>
          {locations.map((each) => (
            <Tabs.Trigger key={each.value} value={String(each.value)} whiteSpace="nowrap" flexShrink={0}>
              {each.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content key={location} value={String(location)} pt="4">
          {children(location)}
        </Tabs.Content>
      </Tabs.Root>
    );
  };

  return (
    <Stack gap="4">
      <Heading size="lg">{texts.title}</Heading>
      {body()}
    </Stack>
  );
}
