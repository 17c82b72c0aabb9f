import { useCallback, useMemo, useState } from 'react';
import { postEndpoint, useEndpoint } from '@school/shared-api';
import { boardEndpoints, type BoardGroup, type StudentMove } from '@school/shared-api/learning';
import { boardColumns, keepChosen, placePupil, type Placement } from '../utils/boardColumns';

type Show = 'preview' | 'commit';

function studentsUpdate(columns: readonly BoardGroup[], show: Show) {
  return {
    students_update: columns.map((group) => ({
      show,
      id: group.id,
      name: group.short_name,
      students: group.students.map(({ id, name }) => ({ id, name })),
    })),
  };
}

/**
 * The board's state (learning.md section 4): the chosen groups as loaded, the user's moves on top of them,
 * and the calls: preview sends the columns and answers the moves, commit applies them and reloads.
 */
export function useBoard() {
  const [chosen, setChosen] = useState<number[]>([]);
  const [placement, setPlacement] = useState<Placement>({});
  const query = chosen.length > 0 ? { ids: chosen.join(',') } : null;
  const { data, error, isLoading, mutate } = useEndpoint(boardEndpoints.boardGroupsGet, query, {
    keepPreviousData: true,
  });
  // The loaded groups in the order chosen (a previous answer may still hold a group no longer chosen).
  const groups = useMemo(
    () =>
      chosen.flatMap((id) => {
        const group = data?.find((row) => row.id === id);
        return group ? [group] : [];
      }),
    [chosen, data],
  );
  const columns = useMemo(() => boardColumns(groups, placement), [groups, placement]);
  const homeOf = useMemo(() => {
    const home = new Map<number, number>();
    for (const group of groups) for (const student of group.students) home.set(student.id, group.id);
    return home;
  }, [groups]);

  const choose = useCallback((ids: number[]) => {
    setChosen(ids);
    setPlacement((current) => keepChosen(current, ids));
  }, []);

  const move = useCallback(
    (studentId: number, groupId: number) => {
      const home = homeOf.get(studentId);
      if (home === undefined) return;
      setPlacement((current) => placePupil(current, home, studentId, groupId));
    },
    [homeOf],
  );

  const reset = useCallback(() => setPlacement({}), []);
  const close = useCallback(() => {
    setChosen([]);
    setPlacement({});
  }, []);

  const preview = useCallback(
    async (): Promise<StudentMove[]> =>
      (await postEndpoint(boardEndpoints.studentsUpdate, studentsUpdate(columns, 'preview'))).show,
    [columns],
  );

  const commit = useCallback(async (): Promise<void> => {
    await postEndpoint(boardEndpoints.studentsUpdate, studentsUpdate(columns, 'commit'));
    setPlacement({});
    await mutate();
  }, [columns, mutate]);

  return {
    chosen,
    choose,
    groups,
    columns,
    changed: Object.keys(placement).length > 0,
    /** True when the pupil was moved on this board (not by someone else meanwhile). */
    movedHere: (studentId: number) => placement[studentId] !== undefined,
    loading: isLoading && !data,
    error: error as Error | undefined,
    reload: () => void mutate(),
    move,
    reset,
    close,
    preview,
    commit,
  };
}
