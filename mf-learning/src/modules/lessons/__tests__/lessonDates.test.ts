import { dayTitle, defaultLessonDate, mondayOf, schoolWeek } from '../lessonDates';

describe('the lessons page calendar', () => {
  it('skips a weekend to the next Monday and keeps a weekday', () => {
    expect(defaultLessonDate('2026-03-14')).toBe('2026-03-16');
    expect(defaultLessonDate('2026-03-15')).toBe('2026-03-16');
    expect(defaultLessonDate('2026-03-13')).toBe('2026-03-13');
    expect(defaultLessonDate('2026-12-27')).toBe('2026-12-28');
  });

  it('shows Monday to Saturday of the week with Russian weekday names', () => {
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
    expect(schoolWeek('2026-03-18')).toEqual([
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
    ]);
    expect(dayTitle('2026-03-18')).toBe('Среда, 18.03.2026');
  });
});
