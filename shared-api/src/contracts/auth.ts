import { z } from 'zod';
import type { Permission } from './permissions';

export const authEmailRequestSchema = z.object({
  email: z.string().trim().min(1).email(),
  /** Location under /app to land on after sign-in. */
  next: z.string().max(2000).optional(),
});
export type AuthEmailRequest = z.infer<typeof authEmailRequestSchema>;
export type AuthEmailResponse = { status: 'sent'; message: string };

/** The signed-in user as the client stores it at login. */
export type SessionUser = {
  id: number;
  short_name: string;
  email: string;
  /** 'true' for staff; the header's search and create buttons need it. */
  employee: 'true' | 'false';
  /** Branches (location ids) the user may see. */
  location: number[];
};

/** GET /auth/user: what the client stores at sign-in. `access` holds the role names (access_name). */
export type AuthUserResponse = {
  user: SessionUser;
  permissions: Permission[];
  access: string[];
};

/** GET /logout: the session is deleted on the server and the cookie cleared. */
export type LogoutResponse = { status: 'ok' };

/**
 * POST /auth/google/callback: the shell's /app/google passes on the query the provider returned with
 * (code, state, iss or error); the server completes the sign-in, sets the session cookie and answers
 * with the signed-in user and where to land.
 */
export const googleCallbackRequestSchema = z.object({ query: z.string().max(8000) });
export type GoogleCallbackRequest = z.infer<typeof googleCallbackRequestSchema>;
export type GoogleCallbackResponse = AuthUserResponse & { next: string };
