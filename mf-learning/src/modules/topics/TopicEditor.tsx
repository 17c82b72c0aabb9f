import { Stack } from '@school/shared-ui/chakra';
import { ERROR_MESSAGES, useCanCall, useEndpoint, type Option } from '@school/shared-api';
import { topicEndpoints } from '@school/shared-api/learning';
import { ErrorPanel } from '@school/shared-ui';
import { TopicForm } from './TopicForm';
import { TopicsTable } from './TopicsTable';

type Props = {
  location: string;
  /** The first date the table lists. */
  from: string;
  today: string;
  teachers: readonly Option[];
  groups: readonly Option[];
  subjects: readonly Option[];
};

/** Edit mode: the add form (topic.add) above the table of the branch's topics from the previous week on. */
export function TopicEditor({ location, from, today, teachers, groups, subjects }: Props) {
  // Listed once the branch is known (the reference lists name the user's branches).
  const { data, error, isValidating, mutate } = useEndpoint(
    topicEndpoints.topicGet,
    location === '' ? null : { date_from: from, location: Number(location) },
  );
  const canAdd = useCanCall(topicEndpoints.topicCreate);
  const refresh = () => void mutate();
  return (
    <Stack gap="4">
      {canAdd && (
        <TopicForm today={today} teachers={teachers} groups={groups} subjects={subjects} onAdded={refresh} />
      )}
      {error !== undefined && !isValidating && data === undefined ? (
        <ErrorPanel
          title={ERROR_MESSAGES.other}
          message={error instanceof Error ? error.message : undefined}
          onRetry={refresh}
        />
      ) : (
        <TopicsTable
          topics={data}
          teachers={teachers}
          groups={groups}
          subjects={subjects}
          onChanged={refresh}
        />
      )}
    </Stack>
  );
}
