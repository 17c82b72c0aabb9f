import { useMemo } from 'react';
import { postEndpoint, useCanCall, type Option } from '@school/shared-api';
import { topicEndpoints, type Topic } from '@school/shared-api/learning';
import { DataGrid, notify, type GridColumn } from '@school/shared-ui';
import { TOPICS_MESSAGES as M } from './messages';

type Props = {
  topics: readonly Topic[] | undefined;
  teachers: readonly Option[];
  groups: readonly Option[];
  subjects: readonly Option[];
  onChanged: () => void;
};

/** The editable table of topics: modify with topic.modify, remove with topic.remove (after the grid asks). */
export function TopicsTable({ topics, teachers, groups, subjects, onChanged }: Props) {
  const canModify = useCanCall(topicEndpoints.topicUpdate);
  const canRemove = useCanCall(topicEndpoints.topicRemove);

  const columns = useMemo<GridColumn<Topic>[]>(
    () => [
      { field: 'date', header: M.columns.date, type: 'date', width: 130, editable: true },
      {
        field: 'user',
        header: M.columns.teacher,
        type: 'select',
        options: [...teachers],
        width: 200,
        editable: true,
        text: (topic) => topic.teacher,
      },
      {
        field: 'group_id',
        header: M.columns.group,
        type: 'select',
        options: [...groups],
        width: 200,
        editable: true,
        text: (topic) => topic.name_group,
      },
      { field: 'short_name', header: M.columns.topic, editable: true },
      {
        field: 'subject',
        header: M.columns.subject,
        type: 'select',
        options: [...subjects],
        width: 180,
        editable: true,
      },
    ],
    [teachers, groups, subjects],
  );

  const commit = async (row: Topic) => {
    const text = String(row.short_name ?? '').trim();
    if (!row.group_id || text === '') throw new Error(M.required);
    const answer = await postEndpoint(topicEndpoints.topicUpdate, {
      id: row.id,
      date: row.date,
      user: row.user ? Number(row.user) : null,
      group_id: Number(row.group_id),
      short_name: text,
      subject: row.subject ?? '',
      version: row.version,
    });
    notify.success(M.changed);
    onChanged();
    return answer.find((topic) => topic.id === row.id);
  };

  const remove = async (row: Topic) => {
    await postEndpoint(topicEndpoints.topicRemove, { id: row.id, version: row.version });
    notify.success(M.removed);
    onChanged();
  };

  return (
    <DataGrid
      name="topics"
      label={M.topicsTable}
      rows={topics ?? []}
      columns={columns}
      getRowId={(topic) => topic.id}
      loading={topics === undefined}
      height={500}
      emptyText={M.noTopics}
      flags={{ add: false, modify: canModify, remove: canRemove }}
      onRowCommit={commit}
      onRowDelete={remove}
      initialSort={{ field: 'date' }}
    />
  );
}
