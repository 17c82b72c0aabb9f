import { readBoardSettings, writeBoardSettings, DEFAULT_BOARD_SETTINGS } from '../boardSettings';

beforeEach(() => localStorage.clear());

test('defaults: all managers, newest first by creation, first pages', () => {
  expect(readBoardSettings('7')).toEqual(DEFAULT_BOARD_SETTINGS);
});

test('settings are kept per user', () => {
  writeBoardSettings('7', { ...DEFAULT_BOARD_SETTINGS, filter: '8', sort: 'asc' });
  expect(readBoardSettings('7')).toMatchObject({ filter: '8', sort: 'asc' });
  expect(readBoardSettings('9')).toMatchObject({ filter: '0', sort: 'desc' });
});

test('a damaged entry falls back to defaults value by value', () => {
  localStorage.setItem('crmBoard:7', '{"filter":"abc","sort":"sideways","pages":{"new":-2,"done":4}}');
  expect(readBoardSettings('7')).toMatchObject({
    filter: '0',
    sort: 'desc',
    sort_by_due: false,
    pages: { new: 1, done: 4, in_work: 1 },
  });
  localStorage.setItem('crmBoard:7', 'not json');
  expect(readBoardSettings('7')).toEqual(DEFAULT_BOARD_SETTINGS);
});
