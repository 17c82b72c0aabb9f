/** The bell asks for new notifications once a minute while the tab is visible. */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** After failures in a row the pause doubles, up to ten minutes. */
export const NOTIFICATIONS_POLL_MAX_MS = 10 * 60_000;

/**
 * The pause before the next poll after `failures` failed polls in a row: the base pause without failures,
 * doubled for each failure, never more than `max` (a server in trouble is not hammered by every open tab).
 */
export function nextPollInterval(
  failures: number,
  base: number = NOTIFICATIONS_POLL_MS,
  max: number = NOTIFICATIONS_POLL_MAX_MS,
): number {
  if (!Number.isFinite(failures) || failures <= 0) return base;
  // 2 ** 10 already passes any sensible max; the exponent is capped so huge counts stay finite.
  return Math.min(max, base * 2 ** Math.min(failures, 30));
}
