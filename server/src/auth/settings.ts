/** Sign-in and session settings, from the environment (defaults for the embedded server). */

export type SessionPolicy = {
  /** A session unused for this long is over (SESSION_IDLE_MINUTES, 30). */
  idleMs: number;
  /** A session this old is over whatever its use (SESSION_MAX_HOURS, 12). */
  maxMs: number;
};

/** Google sign-in: an OpenID Connect client of one issuer (per stage: each stage's server has its own). */
export type OidcSettings = {
  /** Issuer identifier, e.g. https://accounts.google.com (OIDC_ISSUER). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider returns the browser: the shell's /app/google (OIDC_REDIRECT_URI). */
  redirectUri: string;
};

/**
 * Sign-in limits, counted in fixed windows (docs/decisions.md, 'Sign-in limits'). None of them can be
 * aimed at someone else's address: the 429 answers count per client address, and the cap per e-mail
 * address only stops mail, never the answer.
 */
export type SignInLimits = {
  /** Link requests for one e-mail address from one client address per window (429 beyond). */
  perEmail: number;
  /** Sign-in attempts of one client address per window, all e-mail addresses and Google returns (429 beyond). */
  perClient: number;
  /**
   * Sign-in mails to one e-mail address per window, whoever asks: requests beyond it get the same answer
   * and no mail (the owner's mailbox already holds links that work for 15 minutes). 10 unless given.
   */
  mailsPerEmail?: number;
  windowMs: number;
};

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 30 * 60 * 1000, maxMs: 12 * 60 * 60 * 1000 };
/** Sign-in mails to one e-mail address per window (SIGN_IN_MAILS_PER_EMAIL). */
export const DEFAULT_MAILS_PER_EMAIL = 10;
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perEmail: 5,
  perClient: 30,
  mailsPerEmail: DEFAULT_MAILS_PER_EMAIL,
  windowMs: 15 * 60 * 1000,
};

type Env = Record<string, string | undefined>;

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export function sessionPolicyFromEnv(env: Env): SessionPolicy {
  const idleMinutes = positiveNumber(env, 'SESSION_IDLE_MINUTES', DEFAULT_SESSION_POLICY.idleMs / 60_000);
  const maxHours = positiveNumber(env, 'SESSION_MAX_HOURS', DEFAULT_SESSION_POLICY.maxMs / 3_600_000);
  return { idleMs: idleMinutes * 60_000, maxMs: maxHours * 3_600_000 };
}

/**
 * SIGN_IN_LIMIT_PER_EMAIL (5 requests for one e-mail address from one client address),
 * SIGN_IN_LIMIT_PER_CLIENT (30 attempts of one client address) and SIGN_IN_MAILS_PER_EMAIL (10 mails to one
 * address) per 15 minutes (the window the Russian message names). Raise the client limit for offices where
 * many people share one address.
 */
export function signInLimitsFromEnv(env: Env): SignInLimits {
  const whole = (name: string, fallback: number) => {
    const value = positiveNumber(env, name, fallback);
    if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${env[name]}"`);
    return value;
  };
  return {
    perEmail: whole('SIGN_IN_LIMIT_PER_EMAIL', DEFAULT_SIGN_IN_LIMITS.perEmail),
    perClient: whole('SIGN_IN_LIMIT_PER_CLIENT', DEFAULT_SIGN_IN_LIMITS.perClient),
    mailsPerEmail: whole('SIGN_IN_MAILS_PER_EMAIL', DEFAULT_MAILS_PER_EMAIL),
    windowMs: DEFAULT_SIGN_IN_LIMITS.windowMs,
  };
}

/** OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI (default PUBLIC_URL/app/google); none: no Google sign-in. */
export function oidcFromEnv(env: Env, publicUrl: string): OidcSettings | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET;
  if (!clientId || !clientSecret)
    throw new Error('OIDC_ISSUER is set: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed too');
  const redirectUri = env.OIDC_REDIRECT_URI?.trim() || `${publicUrl}/app/google`;
  for (const [name, value] of [
    ['OIDC_ISSUER', issuer],
    ['OIDC_REDIRECT_URI', redirectUri],
  ] as const) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name} must be an absolute URL, got "${value}"`);
    }
    if (url.protocol !== 'https:' && !isLoopback(url))
      throw new Error(`${name} must be https (http only on loopback), got "${value}"`);
  }
  return { issuer, clientId, clientSecret, redirectUri };
}

/** http is allowed for a provider or return address on this machine only (local checks, tests). */
export function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
