import { HStack, Heading, Spinner, Stack, Tabs, Text } from 'shared-ui/chakra';
import { ERROR_MESSAGES, useEntitiesTypes } from 'shared-api';
import { ErrorPanel } from 'shared-ui';
import { useLocationChoice } from '../appointments/useLocationChoice';
import { BranchSchedule } from './BranchSchedule';
import { CLASS_SCHEDULE_MESSAGES as M } from './messages';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : ERROR_MESSAGES.other);

/**
 * /app/class-schedule (learning.md section 2.7): branch tabs of the user's branches (remembered under
 * selectedLocation, shared with the appointments page), and per branch the week grid of its groups.
 */
export function ClassSchedulePage() {
  const { data: entities, error, mutate } = useEntitiesTypes();
  const locations = entities?.location;
  const { location, choose } = useLocationChoice(locations);

  const body = () => {
    if (error !== undefined && entities === undefined)
      return <ErrorPanel title={M.loadFailed} message={messageOf(error)} onRetry={() => void mutate()} />;
    if (locations === undefined)
      return (
        <HStack gap="2" color="fg.muted" role="status">
          <Spinner size="sm" />
          <Text>{M.loading}</Text>
        </HStack>
      );
    if (location === null) return <Text>{M.noLocations}</Text>;
    return (
      <Tabs.Root
        value={String(location)}
        onValueChange={(details) => choose(Number(details.value))}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto" overflowY="hidden" aria-label={M.locations}>
          {locations.map((each) => (
            <Tabs.Trigger key={each.value} value={String(each.value)} whiteSpace="nowrap" flexShrink={0}>
              {each.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={String(location)} pt="4">
          <BranchSchedule key={location} location={location} />
        </Tabs.Content>
      </Tabs.Root>
    );
  };

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      {body()}
    </Stack>
  );
}
