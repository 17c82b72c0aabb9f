import {
  clearSavedGridFilters,
  GRID_FILTER_PREFIX,
  loadGridFilter,
  saveGridFilter,
} from '../utils/gridFilterStorage';

describe('saved grid filters', () => {
  beforeEach(() => localStorage.clear());

  it('saves and loads per grid name, dropping empty column filters', () => {
    saveGridFilter('costs', { search: 'обед', columns: { category: '3', note: '' } });
    expect(localStorage.getItem('gridFilter:costs')).toBe('{"search":"обед","columns":{"category":"3"}}');
    expect(loadGridFilter('costs')).toEqual({ search: 'обед', columns: { category: '3' } });
    expect(loadGridFilter('payments')).toEqual({ search: '', columns: {} });
  });

  it('removes the key when nothing is filtered', () => {
    saveGridFilter('costs', { search: 'обед', columns: {} });
    saveGridFilter('costs', { search: '', columns: { note: '' } });
    expect(localStorage.getItem('gridFilter:costs')).toBeNull();
  });

  it('ignores a damaged saved value', () => {
    localStorage.setItem('gridFilter:a', '{not json');
    localStorage.setItem('gridFilter:b', JSON.stringify({ search: 5, columns: { x: 1 } }));
    expect(loadGridFilter('a')).toEqual({ search: '', columns: {} });
    expect(loadGridFilter('b')).toEqual({ search: '', columns: {} });
  });

  it('clears every grid filter and nothing else', () => {
    saveGridFilter('a', { search: '1', columns: {} });
    saveGridFilter('b', { search: '2', columns: {} });
    localStorage.setItem('user', '{}');
    clearSavedGridFilters();
    expect(Object.keys(localStorage).filter((key) => key.startsWith(GRID_FILTER_PREFIX))).toEqual([]);
    expect(localStorage.getItem('user')).toBe('{}');
  });
});
