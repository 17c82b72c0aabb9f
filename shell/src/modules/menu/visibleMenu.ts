import { holdsAll, MENU_GROUPS } from '@school/shared-api';
import { buildMenu, isMenuGroup, type MenuEntry, type StagePage } from './menu';

/** One helper decides visibility: a page shows only if every one of its permissions is held. */
export function visibleMenu(held: readonly string[], pages: readonly StagePage[]): MenuEntry[] {
  return buildMenu(pages.filter((page) => holdsAll(held, page.permissions)));
}

export function menuItems(menu: MenuEntry[]): StagePage[] {
  return menu.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]));
}

/** The page a user lands on for /app and for unknown or forbidden paths; null when none is allowed. */
export function firstAllowedPath(held: readonly string[], pages: readonly StagePage[]): string | null {
  const first = menuItems(visibleMenu(held, pages))[0];
  return first ? `/app/${first.path}` : null;
}

export type Breadcrumb = { group?: string; item: StagePage };

/** The declared page of a path segment under /app with its group's label (hidden pages too), or null. */
export function findSection(section: string | undefined, pages: readonly StagePage[]): Breadcrumb | null {
  const item = section === undefined ? undefined : pages.find((page) => page.path === section);
  if (!item) return null;
  const group = MENU_GROUPS.find(({ id }) => id === item.group);
  return group ? { group: group.label, item } : { item };
}
