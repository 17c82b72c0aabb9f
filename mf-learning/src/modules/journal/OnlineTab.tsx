import { chakra, HStack, Spinner, Stack, Text } from '@school/shared-ui/chakra';
import { useEndpoint } from '@school/shared-api';
import { journalEndpoints } from '@school/shared-api/learning';
import { ErrorPanel } from '@school/shared-ui';
import { JOURNAL_MESSAGES as M } from './messages';

/** Online lessons (learning.md section 2.9): each group's video-meeting link, opened in a new tab. */
export function OnlineTab() {
  const { data, error, isLoading, mutate } = useEndpoint(journalEndpoints.zoomCheck, undefined);
  if (error !== undefined && !isLoading)
    return <ErrorPanel title={M.zoomFailed} onRetry={() => void mutate()} />;
  if (data === undefined)
    return (
      <HStack gap="2" color="fg.muted" role="status">
        <Spinner size="sm" />
        <Text>{M.loading}</Text>
      </HStack>
    );
  if (data.length === 0) return <Text>{M.noZoom}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {data.map((entry) => (
        <Stack as="li" key={entry.group_id} gap="1" p="3" borderWidth="1px" borderRadius="md">
          <Text fontWeight="medium">{entry.name_group}</Text>
          {/^https?:\/\//i.test(entry.link) ? (
            <chakra.a
              href={entry.link}
              target="_blank"
              rel="noopener noreferrer"
              color="fg.info"
              textDecoration="underline"
              wordBreak="break-all"
            >
              {entry.link}
            </chakra.a>
          ) : (
            <Text wordBreak="break-all">{entry.link}</Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
