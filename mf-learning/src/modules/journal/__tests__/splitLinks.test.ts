import { splitLinks } from '../LinkedText';
import { monthWeeks, requestDate, stepWeek, weekOf } from '../week';

test('web addresses become links without the sentence’s punctuation; other schemes stay text', () => {
  expect(splitLinks('См. https://a.example/x?y=1, и http://b.example.')).toEqual([
    { text: 'См. ' },
    { text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
    { text: ', и ' },
    { text: 'http://b.example', href: 'http://b.example' },
    { text: '.' },
  ]);
  expect(splitLinks('javascript:alert(1) data:text/html,x')).toEqual([
    { text: 'javascript:alert(1) data:text/html,x' },
  ]);
  expect(splitLinks('')).toEqual([]);
});

test('weeks start on Monday and stay within 2019-2033', () => {
  expect(weekOf('2026-11-27')).toBe('2026-11-23');
  expect(weekOf('2026-11-29')).toBe('2026-11-23');
  expect(weekOf('2010-05-05')).toBe('2018-12-31');
  expect(requestDate('2018-12-31')).toBe('2019-01-01');
  expect(stepWeek('2018-12-31', -1)).toBeNull();
  expect(stepWeek('2033-12-26', 1)).toBeNull();
  expect(stepWeek('2026-11-23', 1)).toBe('2026-11-30');
  const november = monthWeeks(2026, 11);
  expect(november[0][0]).toEqual({ date: '2026-10-26', inMonth: false });
  expect(november.at(-1)?.[0].date).toBe('2026-11-30');
  expect(november.every((week) => week.length === 7)).toBe(true);
});
