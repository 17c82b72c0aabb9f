import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AuthUserResponse, SessionUser } from '../contracts/auth';
import { canCall, type Endpoint } from '../contracts/endpoint';
import { holdsAll, type Permission } from '../contracts/permissions';

type AuthState = {
  user: SessionUser | null;
  permissions: Permission[];
  access: string[];
  signIn: (payload: AuthUserResponse) => void;
  signOut: () => void;
};

const signedOut = { user: null, permissions: [] as Permission[], access: [] as string[] };

/** The one auth/permission store of the page: the shell fills it, the remotes read it (shared singleton). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({ user, permissions, access }) => set({ user, permissions, access }),
      signOut: () => set(signedOut),
    }),
    { name: 'auth', storage: createJSONStorage(() => localStorage) },
  ),
);

export function useHoldsAll(required: readonly Permission[]): boolean {
  const permissions = useAuthStore((state) => state.permissions);
  return holdsAll(permissions, required);
}

/** Whether the signed-in user may make every one of these calls (the permissions of their table entries). */
export function useCanCall(...entries: Pick<Endpoint, 'permissions'>[]): boolean {
  const permissions = useAuthStore((state) => state.permissions);
  return entries.every((entry) => canCall(permissions, entry));
}

export function useIsEmployee(): boolean {
  return useAuthStore((state) => state.user?.employee === 'true');
}
