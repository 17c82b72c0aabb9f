import type { Endpoint } from './endpoint';
import { holdsAll, type Permission } from './permissions';

/**
 * The menu groups of money.md section 2, in the spec's order. A page names its group by id; a page with no
 * group is a top-level item, shown after the groups.
 */
export const MENU_GROUPS = [
  { id: 'sales', label: 'Продажи/Платежи' },
  { id: 'learning', label: 'Учебный процесс' },
  { id: 'users', label: 'Создание пользователей' },
  { id: 'reports', label: 'Отчеты' },
] as const;

export type MenuGroupId = (typeof MENU_GROUPS)[number]['id'];

/**
 * One page a remote declares in its `./pages` module (DESIGN.md section 2): the shell builds its routes,
 * the menu and the breadcrumb from these, so a remote adds or changes a page without a release of the
 * shell. The remote's `./App` renders the page at `/app/<path>`.
 */
export type RemotePage = {
  /** First path segment under /app (`debt` for /app/debt); the remote's App routes what follows. */
  path: string;
  /** The menu group; none for a top-level item. */
  group?: MenuGroupId;
  /** Russian label: the menu item and the breadcrumb. */
  label: string;
  /** The user must hold all of them to see the page in the menu and to open it. */
  permissions: readonly Permission[];
  /**
   * Position inside its group (or among the top-level items), ascending. By convention the page's position
   * in money.md section 2 times ten, so a page can be placed between two others.
   */
  order: number;
  /** Routed and shown in the breadcrumb, but not offered in the menu. */
  hidden?: true;
  /**
   * The endpoint table entries the page calls without a further check of its own: holding `permissions`
   * must imply holding every permission of these (missingCallPermissions), or a call would answer 403,
   * which signs the user out. A call made only after `useCanCall` is not listed.
   */
  calls: readonly Endpoint[];
};

/** What a remote's `./pages` module exports. */
export type RemotePagesModule = { pages: readonly RemotePage[] };

/** The permissions the page's calls need beyond the page's own (empty when the page is consistent). */
export function missingCallPermissions(page: RemotePage): Permission[] {
  // A call with an alternative set is covered when the page implies either set.
  const needed = new Set(
    page.calls.flatMap((call) =>
      call.orPermissions && holdsAll(page.permissions, call.orPermissions) ? [] : call.permissions,
    ),
  );
  return [...needed].filter((permission) => !holdsAll(page.permissions, [permission]));
}

const isMenuGroupId = (value: unknown): value is MenuGroupId =>
  MENU_GROUPS.some((group) => group.id === value);

/**
 * Whether a value loaded at run time is a usable page declaration (a remote built against another
 * contract, or a broken release, must not break the menu): the shell keeps only the pages that are.
 */
export function isRemotePage(value: unknown): value is RemotePage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    typeof page.path === 'string' &&
    /^[a-z0-9][a-z0-9-]*$/.test(page.path) &&
    (page.group === undefined || isMenuGroupId(page.group)) &&
    typeof page.label === 'string' &&
    page.label.length > 0 &&
    Array.isArray(page.permissions) &&
    page.permissions.every((permission) => typeof permission === 'string') &&
    typeof page.order === 'number' &&
    (page.hidden === undefined || page.hidden === true) &&
    Array.isArray(page.calls)
  );
}
