const KEY = 'redirectAfterLogin';

/** The location asked for before sign-in; the server carries it through the e-mail link or the Google sign-in. */
export function rememberLocation(path: string): void {
  sessionStorage.setItem(KEY, path);
}

/** The remembered location, left in place (the Google link is built before the person chooses it). */
export function peekRememberedLocation(): string | undefined {
  const path = sessionStorage.getItem(KEY) ?? undefined;
  return path && path.startsWith('/app') ? path : undefined;
}

export function takeRememberedLocation(): string | undefined {
  const path = peekRememberedLocation();
  sessionStorage.removeItem(KEY);
  return path;
}
