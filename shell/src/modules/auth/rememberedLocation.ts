const KEY = 'redirectAfterLogin';

/** The location asked for before sign-in; the server carries it through the e-mail link. */
export function rememberLocation(path: string): void {
  sessionStorage.setItem(KEY, path);
}

export function takeRememberedLocation(): string | undefined {
  const path = sessionStorage.getItem(KEY) ?? undefined;
  sessionStorage.removeItem(KEY);
  return path && path.startsWith('/app') ? path : undefined;
}
