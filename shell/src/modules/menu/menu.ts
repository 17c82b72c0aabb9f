import { MENU_GROUPS, type MenuGroupId, type RemoteName, type RemotePage } from '@school/shared-api';

/** A page declared by a remote of the stage, with the remote that renders it. */
export type StagePage = RemotePage & { remote: RemoteName };

/** A menu item is a page that is not hidden. */
export type MenuItem = StagePage;
export type MenuGroup = { id: MenuGroupId; label: string; items: MenuItem[] };
export type MenuEntry = MenuGroup | MenuItem;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

const byOrder = (a: StagePage, b: StagePage) => a.order - b.order || a.label.localeCompare(b.label, 'ru');

/**
 * The menu of money.md section 2 from the declared pages: the groups in the spec's order (MENU_GROUPS), each
 * with its pages by `order`, then the top-level pages by `order`. Hidden pages and empty groups are left out.
 */
export function buildMenu(pages: readonly StagePage[]): MenuEntry[] {
  const shown = pages.filter((page) => !page.hidden);
  const groups: MenuEntry[] = MENU_GROUPS.map(({ id, label }) => ({
    id,
    label,
    items: shown.filter((page) => page.group === id).sort(byOrder),
  })).filter((group) => group.items.length > 0);
  const topLevel = shown.filter((page) => page.group === undefined).sort(byOrder);
  return [...groups, ...topLevel];
}
