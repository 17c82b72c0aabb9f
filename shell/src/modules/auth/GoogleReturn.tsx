import { Center, Spinner } from '@school/shared-ui/chakra';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@school/shared-ui/router';
import { ApiError, authEndpoints, postEndpoint, useAuthStore } from '@school/shared-api';
import { LOGIN_MESSAGES as M } from './messages';
import { takeRememberedLocation } from './rememberedLocation';

/**
 * /app/google: where the Google provider returns the browser (?code=..&state=..). The query goes to the
 * server, which completes the sign-in and sets the session cookie; then the remembered location opens.
 * A refusal (a guest, an expired or forged return, too many attempts) lands on /login with its message;
 * for a guest the server has also ended any session (401 signs the store out).
 */
export function GoogleReturn() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // The return can be completed once: never post it twice, even if the effect runs again.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    postEndpoint(authEndpoints.authGoogleCallback, { query: search.replace(/^\?/, '') }, { silent: true })
      .then(({ next, ...signedIn }) => {
        takeRememberedLocation();
        useAuthStore.getState().signIn(signedIn);
        navigate(next, { replace: true });
      })
      .catch((error: unknown) => {
        const message = (error instanceof ApiError && error.message) || M.unknownError;
        navigate(`/login?error=${encodeURIComponent(message)}`, { replace: true });
      });
  }, [search, navigate]);

  return (
    <Center minH="100vh">
      <Spinner size="lg" aria-label={M.googleReturn} />
    </Center>
  );
}
