import { Button, Heading, HStack, Stack } from '@school/shared-ui/chakra';
import { useMemo, useState } from 'react';
import { useCanCall, useEntitiesTypes } from '@school/shared-api';
import { topicEndpoints } from '@school/shared-api/learning';
import { TOPICS_MESSAGES as M } from './messages';
import type { ScheduleFilter } from './ScheduleFilters';
import { ScheduleView } from './ScheduleView';
import { TopicEditor } from './TopicEditor';
import { isoDay, previousMonday } from './week';

/**
 * /app/schedule-view (learning.md section 2.8): lesson topics and dates. View mode sends the filter (teacher
 * or all, branch, week) and shows the week's lessons per day; edit mode (holders of topic.modify) adds topics
 * and edits or removes them in a table.
 */
export function ScheduleViewPage() {
  const { data: entities } = useEntitiesTypes();
  const canEdit = useCanCall(topicEndpoints.topicUpdate);
  const [editing, setEditing] = useState(false);
  const [chosenLocation, setChosenLocation] = useState<string | null>(null);
  const [filter, setFilter] = useState<Omit<ScheduleFilter, 'location'>>({ teacher: '', week: 'current' });
  const locations = useMemo(() => entities?.location ?? [], [entities]);
  // The first of the user's branches until one is chosen.
  const location = chosenLocation ?? (locations[0] ? String(locations[0].value) : '');
  const teachers = entities?.active_users ?? entities?.user ?? [];
  const groups = entities?.group ?? [];
  // A topic keeps its subject as text (the list's label), as lessons and appointments do.
  const subjects = useMemo(
    () => (entities?.subject ?? []).map((subject) => ({ value: subject.label, label: subject.label })),
    [entities],
  );
  const today = new Date();

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="lg">{M.title}</Heading>
        {canEdit && (
          <Button size="sm" variant="outline" onClick={() => setEditing((value) => !value)}>
            {editing ? M.back : M.edit}
          </Button>
        )}
      </HStack>
      {editing && canEdit ? (
        <TopicEditor
          location={location}
          from={previousMonday(today)}
          today={isoDay(today)}
          teachers={teachers}
          groups={groups}
          subjects={subjects}
        />
      ) : (
        <ScheduleView
          filter={{ ...filter, location }}
          onFilterChange={({ location: next, ...rest }) => {
            setChosenLocation(next);
            setFilter(rest);
          }}
          teachers={teachers}
          locations={locations}
        />
      )}
    </Stack>
  );
}
