import {
  ENDPOINTS,
  isRemotePage,
  missingCallPermissions,
  type Endpoint,
  type RemotePage,
} from '@school/shared-api/contracts';

/**
 * The tests every remote runs on the pages it declares (`./pages`): the menu must never offer a page whose
 * calls answer 403 (which signs the user out), and every page needs its own path and a component in ./App.
 */
export function testPageDeclarations(
  pages: readonly RemotePage[],
  components: Record<string, unknown>,
): void {
  const table: readonly Endpoint[] = Object.values(ENDPOINTS);

  test.each(pages.map((page) => [page.path, page] as const))(
    "%s: holding the page's permissions implies every permission of the calls it makes",
    (_path, page) => {
      for (const call of page.calls) expect(table).toContain(call);
      expect(missingCallPermissions(page)).toEqual([]);
    },
  );

  test('every declared page is well formed, has its own path and a component in ./App', () => {
    expect(pages.every(isRemotePage)).toBe(true);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    for (const page of pages) expect(components[page.path]).toBeDefined();
  });
}
