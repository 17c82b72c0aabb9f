import { Center, Spinner } from '@school/shared-ui/chakra';
import { useEffect, useState, type ReactNode } from 'react';
import { authEndpoints, fetchEndpoint, useAuthStore } from '@school/shared-api';
import { LOADING } from '../../app/messages';

type SessionGateProps = { children: ReactNode };

/**
 * Syncs the stored user with the server session once at start: the e-mail link lands here with a fresh
 * session cookie and no stored user, and an expired session must not show a stale user.
 */
export function SessionGate({ children }: SessionGateProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // 204 (no session) answers nothing.
    fetchEndpoint(authEndpoints.authSession, undefined, { silent: true })
      .then((payload) => {
        if (payload) useAuthStore.getState().signIn(payload);
        else useAuthStore.getState().signOut();
      })
      .catch(() => undefined) // a network failure keeps what is stored
      .finally(() => setReady(true));
  }, []);
  if (!ready) {
    return (
      <Center minH="100vh">
        <Spinner size="lg" aria-label={LOADING} />
      </Center>
    );
  }
  return children;
}
