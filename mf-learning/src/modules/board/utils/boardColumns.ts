import type { BoardGroup, BoardStudent } from '@school/shared-api/learning';

/** Where the user put pupils: contract id -> group id (only the pupils moved away from their group). */
export type Placement = Readonly<Record<number, number>>;

/** The loaded groups with the user's moves applied: each pupil in the column it was dropped on. */
export function boardColumns(groups: readonly BoardGroup[], placement: Placement): BoardGroup[] {
  const pupils = groups.flatMap((group) =>
    group.students.map((student) => ({ student, groupId: placement[student.id] ?? group.id })),
  );
  return groups.map((group) => ({
    ...group,
    students: pupils
      .filter((pupil) => pupil.groupId === group.id)
      .map((pupil): BoardStudent => pupil.student)
      .sort((a, b) => a.name.localeCompare(b.name, 'ru')),
  }));
}

/** The placement after a pupil is dropped on a group: back home removes the entry. */
export function placePupil(
  placement: Placement,
  homeGroupId: number,
  studentId: number,
  groupId: number,
): Placement {
  const { [studentId]: _previous, ...rest } = placement;
  return groupId === homeGroupId ? rest : { ...rest, [studentId]: groupId };
}

/** The placement limited to the chosen groups (a pupil dropped on a group no longer shown goes home). */
export function keepChosen(placement: Placement, chosen: readonly number[]): Placement {
  return Object.fromEntries(
    Object.entries(placement).filter(([, groupId]) => chosen.includes(groupId)),
  ) as Placement;
}
