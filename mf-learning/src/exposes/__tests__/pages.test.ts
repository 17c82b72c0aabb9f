import { ENDPOINTS, isRemotePage, missingCallPermissions, type Endpoint } from 'shared-api';
import { PAGE_COMPONENTS } from '../App';
import { pages } from '../pages';

const declared = [...pages];
const table: readonly Endpoint[] = Object.values(ENDPOINTS);

// The menu must never offer a page whose calls answer 403 (which signs the user out).
test.each(declared.map((page) => [page.path, page] as const))(
  "%s: holding the page's permissions implies every permission of the calls it makes",
  (_path, page) => {
    for (const call of page.calls) expect(table).toContain(call);
    expect(missingCallPermissions(page)).toEqual([]);
  },
);

test('every declared page is well formed, has its own path and a component in ./App', () => {
  expect(declared.every(isRemotePage)).toBe(true);
  expect(new Set(declared.map((page) => page.path)).size).toBe(declared.length);
  for (const page of declared) expect(PAGE_COMPONENTS[page.path]).toBeDefined();
});
