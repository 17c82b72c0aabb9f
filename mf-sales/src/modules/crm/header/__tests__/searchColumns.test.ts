import { SEARCH_PANEL_MAX_WIDTH, searchColumns } from '../searchColumns';

// The grid gives a column its width, or at least 120 px when it shares the free width (shared-ui README).
const minWidth = (all: boolean, compact = false) =>
  searchColumns(all, compact)
    .filter((column) => !column.hidden)
    .reduce((sum, column) => sum + (column.width ?? 120), 0);

// Borders of the panel and of the grid, and a scroll bar of 15 px.
const CHROME = 2 + 2 + 15;

test('every column fits the results panel at 1280 px, and type, name and phone on a 375 px phone', () => {
  // At 1280 px the panel is 1100 px wide with 12 px padding on each side.
  expect(Math.min(SEARCH_PANEL_MAX_WIDTH, 1280 - 32)).toBe(1100);
  expect(minWidth(true)).toBeLessThanOrEqual(1100 - 2 * 12 - CHROME);
  // On a phone the panel is the window less 8 px, with 6 px padding on each side.
  expect(minWidth(false, true)).toBeLessThanOrEqual(375 - 8 - 2 * 6 - CHROME);
});
