import { holdsAll } from 'shared-api';
import { isMenuGroup, MENU, type MenuEntry, type MenuItem } from './menu';

/** One helper decides visibility: an item shows only if every one of its permissions is held. */
export function visibleMenu(held: readonly string[], menu: MenuEntry[] = MENU): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (isMenuGroup(entry)) {
      const items = entry.items.filter((item) => holdsAll(held, item.permissions));
      if (items.length > 0) visible.push({ ...entry, items });
    } else if (holdsAll(held, entry.permissions)) {
      visible.push(entry);
    }
  }
  return visible;
}

export function menuItems(menu: MenuEntry[] = MENU): MenuItem[] {
  return menu.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]));
}

/** The page a user lands on for /app and for unknown or forbidden paths; null when none is allowed. */
export function firstAllowedPath(held: readonly string[]): string | null {
  const first = menuItems(visibleMenu(held))[0];
  return first ? `/app/${first.path}` : null;
}

export type Breadcrumb = { group?: string; item: MenuItem };

export function findSection(section: string | undefined): Breadcrumb | null {
  for (const entry of MENU) {
    if (isMenuGroup(entry)) {
      const item = entry.items.find((i) => i.path === section);
      if (item) return { group: entry.label, item };
    } else if (entry.path === section) {
      return { item: entry };
    }
  }
  return null;
}
