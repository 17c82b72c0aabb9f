import type { CookieSerializeOptions } from '@fastify/cookie';
import type { SessionPolicy } from './settings';

export const SESSION_COOKIE = 'sid';
/** Holds the id of a Google sign-in in progress, only for the API's Google routes. */
export const OIDC_COOKIE = 'oidc_login';
export const OIDC_COOKIE_PATH = '/api/auth/google';
export const OIDC_LOGIN_LIFETIME_MS = 10 * 60 * 1000;

/**
 * httpOnly, SameSite=Lax, whole site; Secure when the public address is https. It lives as long as a
 * session may (the absolute limit); the server ends it earlier when it is idle.
 */
export function sessionCookieOptions(publicUrl: string, policy: SessionPolicy): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: publicUrl.startsWith('https:'),
    maxAge: Math.floor(policy.maxMs / 1000),
  };
}

/**
 * The Google sign-in cookie: Lax, so it travels with the browser's return from the provider (a top-level
 * navigation); restricted to the Google routes and to the ten minutes a sign-in may take.
 */
export function oidcCookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: OIDC_COOKIE_PATH,
    secure: publicUrl.startsWith('https:'),
    maxAge: OIDC_LOGIN_LIFETIME_MS / 1000,
  };
}

/** Options that clear a cookie set with `options` (the same path, flags, no lifetime). */
export function clearing(options: CookieSerializeOptions): CookieSerializeOptions {
  return {
    path: options.path,
    httpOnly: options.httpOnly,
    sameSite: options.sameSite,
    secure: options.secure,
  };
}
