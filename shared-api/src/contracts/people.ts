export type UserStatus = 'active' | 'disabled';

/** A user of GET /get/access (sales-people-settings.md section 3). */
export type AccessUser = {
  id: number;
  email: string;
  short_name: string;
  location: number[];
  /** Role ids (access_name values). */
  access_id: number[];
  /** ISO 8601 moment of the last request, or null if never signed in. */
  last_activity: string | null;
  status: UserStatus;
};
