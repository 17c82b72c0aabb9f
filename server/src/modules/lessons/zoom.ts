/**
 * The video-meeting link of a group from the 'zoom_params' configuration (learning.md section 3: link and
 * group_id): a list of {link, group_id}, or one such object. Null when the group has none.
 */
export function zoomLinkOf(config: unknown, groupId: number): string | null {
  const entries = Array.isArray(config) ? (config as unknown[]) : [config];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { link, group_id: group } = entry as { link?: unknown; group_id?: unknown };
    if (Number(group) === groupId && typeof link === 'string' && link.trim() !== '') return link.trim();
  }
  return null;
}
