import { useAuthStore } from '@school/shared-api';
import { FALLBACK_MANAGER } from '../lead/leadForm';

/** The signed-in user's id as the API writes managers (a string); '40' with no user info (spec section 9). */
export function useCurrentManagerId(): string {
  const id = useAuthStore((state) => state.user?.id);
  return id === undefined ? FALLBACK_MANAGER : String(id);
}
