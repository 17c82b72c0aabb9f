import { useCallback } from 'react';
import { useNavigate } from '@school/shared-ui/router';
import { authEndpoints, fetchEndpoint, useAuthStore } from '@school/shared-api';

/** Ends the server session, then forgets the user, permissions, access and saved grid filters. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await fetchEndpoint(authEndpoints.logout, undefined, { silent: true });
    } finally {
      useAuthStore.getState().signOut();
      navigate('/login', { replace: true });
    }
  }, [navigate]);
}
