import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_IDLE_MS } from './service';

export const SESSION_COOKIE = 'sid';

/** httpOnly, SameSite=Lax, whole site; Secure when the public address is https. */
export function sessionCookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: publicUrl.startsWith('https:'),
    maxAge: Math.floor(SESSION_IDLE_MS / 1000),
  };
}
