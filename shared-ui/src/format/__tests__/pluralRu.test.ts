import { pluralRu } from '../pluralRu';

const years = ['год', 'года', 'лет'] as const;

describe('pluralRu', () => {
  it.each([
    [1, 'год'],
    [21, 'год'],
    [101, 'год'],
    [2, 'года'],
    [4, 'года'],
    [22, 'года'],
    [0, 'лет'],
    [5, 'лет'],
    [11, 'лет'],
    [12, 'лет'],
    [14, 'лет'],
    [111, 'лет'],
    [25, 'лет'],
    [-1, 'год'],
    [1.5, 'года'],
  ])('%d -> %s', (count, expected) => {
    expect(pluralRu(count, years)).toBe(expected);
  });
});
