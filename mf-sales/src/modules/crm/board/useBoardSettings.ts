import { useState } from 'react';
import type { LeadStatus } from '@school/shared-api';
import { firstPagesOf, readBoardSettings, writeBoardSettings, type BoardSettings } from './boardSettings';

/** The board's filter, sort and pages, saved per user in localStorage as they change. */
export function useBoardSettings(userId: string) {
  const [settings, setSettings] = useState<BoardSettings>(() => readBoardSettings(userId));

  const update = (next: BoardSettings) => {
    writeBoardSettings(userId, next);
    setSettings(next);
  };

  return {
    settings,
    /** Another manager (or all): every column starts again at its first page. */
    setFilter: (filter: string) => update({ ...settings, filter, pages: firstPagesOf() }),
    setSortByDue: (sort_by_due: boolean) => update({ ...settings, sort_by_due, pages: firstPagesOf() }),
    toggleOrder: () =>
      update({ ...settings, sort: settings.sort === 'asc' ? 'desc' : 'asc', pages: firstPagesOf() }),
    setPage: (status: LeadStatus, page: number) =>
      update({ ...settings, pages: { ...settings.pages, [status]: page } }),
  };
}
