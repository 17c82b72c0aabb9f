import { LEAD_STATUSES, type LeadStatus } from '@school/shared-api';

/** User settings stored locally (sales-people-settings.md section 3: filter, sort, sort_by_due), plus pages. */
export type BoardSettings = {
  /** Manager id; '0' or '' means all managers. */
  filter: string;
  sort: 'asc' | 'desc';
  /** Sort by the next-contact date (date_due) instead of the creation date. */
  sort_by_due: boolean;
  pages: Record<LeadStatus, number>;
};

export const boardSettingsKey = (userId: string) => `crmBoard:${userId}`;

export const firstPagesOf = (): Record<LeadStatus, number> =>
  Object.fromEntries(LEAD_STATUSES.map((status) => [status, 1])) as Record<LeadStatus, number>;

export const DEFAULT_BOARD_SETTINGS: BoardSettings = {
  filter: '0',
  sort: 'desc',
  sort_by_due: false,
  pages: firstPagesOf(),
};

function positive(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1;
}

/** Reads what was saved, keeping only well-formed values (an old or hand-edited entry must not break the board). */
export function readBoardSettings(userId: string): BoardSettings {
  let saved: Partial<BoardSettings> = {};
  try {
    saved = JSON.parse(localStorage.getItem(boardSettingsKey(userId)) ?? '{}') as Partial<BoardSettings>;
  } catch {
    saved = {};
  }
  const pages = firstPagesOf();
  for (const status of LEAD_STATUSES) pages[status] = positive(saved.pages?.[status]);
  return {
    filter: typeof saved.filter === 'string' && /^\d*$/.test(saved.filter) ? saved.filter : '0',
    sort: saved.sort === 'asc' ? 'asc' : 'desc',
    sort_by_due: saved.sort_by_due === true,
    pages,
  };
}

export function writeBoardSettings(userId: string, settings: BoardSettings): void {
  localStorage.setItem(boardSettingsKey(userId), JSON.stringify(settings));
}
