import { addDays, addMonths, dateInZone, schoolYearStart, weekdayIndex } from './dates';

describe('calendar dates', () => {
  it('adds days and months, clamping to the end of shorter months', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-09-15', 9)).toBe('2027-06-15');
    expect(addMonths('2026-03-31', -13)).toBe('2025-02-28');
  });

  it('numbers weekdays from Monday = 0', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
  });

  it('knows the date of a moment in a time zone and the start of the school year', () => {
    expect(dateInZone(new Date('2026-03-16T20:30:00Z'), 'Europe/Minsk')).toBe('2026-03-16');
    expect(dateInZone(new Date('2026-03-16T20:30:00Z'), 'Asia/Tbilisi')).toBe('2026-03-17');
    expect(schoolYearStart('2026-03-16')).toBe('2025-09-01');
    expect(schoolYearStart('2026-11-22')).toBe('2026-09-01');
  });
});
