import { z } from 'zod';
import { PERMISSIONS } from './permissions';

export const authEmailRequestSchema = z.object({
  email: z.string().trim().min(1).email(),
  /** Location under /app to land on after sign-in. */
  next: z.string().max(2000).optional(),
});
export const authEmailResponseSchema = z.object({ status: z.literal('sent'), message: z.string() });
export type AuthEmailResponse = z.infer<typeof authEmailResponseSchema>;

/** The signed-in user as the client stores it at login. */
export const sessionUserSchema = z.object({
  id: z.number(),
  short_name: z.string(),
  email: z.string(),
  /** 'true' for staff; the header's search and create buttons need it. */
  employee: z.enum(['true', 'false']),
  /** Branches (location ids) the user may see. */
  location: z.array(z.number()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /auth/user: what the client stores at sign-in. `access` holds the role names (access_name). */
export const authUserResponseSchema = z.object({
  user: sessionUserSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  access: z.array(z.string()),
});
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** GET /logout: the session is deleted on the server and the cookie cleared. */
export const logoutResponseSchema = z.object({ status: z.literal('ok') });

/**
 * POST /auth/google/callback: the shell's /app/google passes on the query the provider returned with
 * (code, state, iss or error); the server completes the sign-in, sets the session cookie and answers
 * with the signed-in user and where to land.
 */
export const googleCallbackRequestSchema = z.object({ query: z.string().max(8000) });
export const googleCallbackResponseSchema = authUserResponseSchema.extend({ next: z.string() });
export type GoogleCallbackResponse = z.infer<typeof googleCallbackResponseSchema>;
