import { HStack, Heading, Spinner, Stack, Text } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { useEndpoint, useEntitiesTypes } from '@school/shared-api';
import { makeupEndpoints } from '@school/shared-api/learning';
import { useParams } from '@school/shared-ui/router';
import { ErrorState } from './ErrorState';
import { LocationButtons } from './LocationButtons';
import { UNMARKED_MESSAGES as M } from './messages';
import { UnmarkedTable } from './UnmarkedTable';

/** The branch named by the page's sub-path (/app/unmarked-lessons/3), or null. */
function useRouteLocation(): number | null {
  const [first] = (useParams()['*'] ?? '').split('/');
  return /^[1-9]\d{0,9}$/.test(first) ? Number(first) : null;
}

const Loading = () => (
  <HStack gap="2" color="fg.muted" role="status">
    <Spinner size="sm" />
    <Text>{M.loading}</Text>
  </HStack>
);

/** The branch's unmarked lessons: loading, failure ('Ошибка: {message}'), 'All lessons are marked!' or the table. */
function UnmarkedLessons({ location }: { location: number }) {
  const { data, error, isValidating, mutate } = useEndpoint(makeupEndpoints.unmarkedClasses, {
    id: location,
  });
  if (error !== undefined && !isValidating) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (data === undefined) return <Loading />;
  if (data.length === 0) return <Text>{M.allMarked}</Text>;
  return <UnmarkedTable lessons={data} />;
}

/**
 * /app/unmarked-lessons/{locationId?} (learning.md section 2.10): the lessons of the plan that are over with
 * none recorded. The branch comes from the URL, or from the buttons of the user's branches; deselecting it
 * clears the table.
 */
export function UnmarkedLessonsPage() {
  const routeLocation = useRouteLocation();
  const { data: entities, error: entitiesError, mutate } = useEntitiesTypes();
  const [selected, setSelected] = useState<number | null>(null);
  const location = routeLocation ?? selected;

  const chooser = () => {
    if (routeLocation !== null) return null;
    if (entitiesError !== undefined && entities === undefined)
      return <ErrorState error={entitiesError} onRetry={() => void mutate()} />;
    if (entities === undefined) return <Loading />;
    const locations = entities.location ?? [];
    if (locations.length === 0) return <Text>{M.noLocations}</Text>;
    return (
      <Stack gap="2">
        <LocationButtons locations={locations} selected={selected} onSelect={setSelected} />
        {selected === null && <Text color="fg.muted">{M.chooseLocation}</Text>}
      </Stack>
    );
  };

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      {chooser()}
      {location !== null && <UnmarkedLessons key={location} location={location} />}
    </Stack>
  );
}
