import { z } from 'zod';

// The users list of /access (sales-people-settings.md section 3): the shared entry's part of users and access;
// the other calls are in access.ts ('shared-api/people').

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A user of GET /get/access (sales-people-settings.md section 3). */
export const accessUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  short_name: z.string(),
  location: z.array(z.number()),
  /** Role ids (access_name values). */
  access_id: z.array(z.number()),
  /** ISO 8601 moment of the last request, or null if never signed in. */
  last_activity: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  version: z.number(),
});
export type AccessUser = z.infer<typeof accessUserSchema>;
