import { NativeSelect } from '@school/shared-ui/chakra';
import { useAuthStore, useEntitiesTypes } from '@school/shared-api';
import { LESSONS_MESSAGES as M } from './messages';

/** Roles that see the lessons of their branches (the server's rule); a teacher sees only their own. */
const BRANCH_LESSON_ROLES: readonly string[] = ['admin', 'methodist', 'administrator'];

/** Whether the signed-in user sees the lessons of branches (and may choose one). */
export function useSeesBranches(): boolean {
  return useAuthStore((state) => state.access.some((role) => BRANCH_LESSON_ROLES.includes(role)));
}

/** The branch of the lessons shown, for branch roles: every branch of the user, or one. */
export function BranchFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { data: entities } = useEntitiesTypes();
  return (
    <NativeSelect.Root size="sm" maxW="xs">
      <NativeSelect.Field
        aria-label={M.branch}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{M.allBranches}</option>
        {(entities?.location ?? []).map((location) => (
          <option key={location.value} value={String(location.value)}>
            {location.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
