// Who sees which tasks (issue 13): the one SQL condition of the board, the task calls' scope check and the
// check of a task's files.

/**
 * SQL condition: the task aliased `task` is seen by the user `userParam` whose branches are `branchesParam`
 * (null: every branch): a task of one of the branches, a task without a branch (a support request, a task
 * about no branch), or a task the user wrote or is given.
 */
export function taskVisible(task: string, branchesParam: string, userParam: string): string {
  return `(${branchesParam}::int[] IS NULL OR ${task}.location_id IS NULL
    OR ${task}.location_id = ANY(${branchesParam}::int[])
    OR ${task}.author_id = ${userParam}::int OR ${task}.executor_id = ${userParam}::int)`;
}
