import { DateTime } from 'luxon';
import { formatDate, formatDateDots, formatDateTime, parseDate, toApiDate, toApiDateTime } from '../date';

describe('date formatters', () => {
  it('formats API dates as DD-MM-YYYY and dd.MM.yyyy', () => {
    expect(formatDate('2026-11-22')).toBe('22-11-2026');
    expect(formatDate('2026-01-05')).toBe('05-01-2026');
    expect(formatDateDots('2026-11-22')).toBe('22.11.2026');
  });

  it('formats ISO and SQL moments', () => {
    expect(formatDate('2026-11-22T14:05:00')).toBe('22-11-2026');
    expect(formatDateTime('2026-11-22T14:05:00')).toBe('22.11.2026 14:05');
    expect(formatDateTime('2026-11-22 09:07:30')).toBe('22.11.2026 09:07');
    expect(formatDateDots('2026-11-22 09:07:30')).toBe('22.11.2026');
  });

  it('formats Date and DateTime values', () => {
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe('22-11-2026');
    expect(formatDateTime(DateTime.local(2026, 2, 3, 4, 5))).toBe('03.02.2026 04:05');
  });

  it('shows empty values as nothing and other text as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('скоро')).toBe('скоро');
    expect(formatDate('2026-13-40')).toBe('2026-13-40');
    expect(parseDate(DateTime.invalid('test'))).toBeNull();
  });

  it('writes API dates and moments', () => {
    expect(toApiDate(DateTime.local(2026, 11, 2, 14, 5))).toBe('2026-11-02');
    expect(toApiDate(new Date(2026, 0, 31))).toBe('2026-01-31');
    expect(toApiDateTime(DateTime.local(2026, 11, 2, 4, 5, 9))).toBe('2026-11-02 04:05:09');
    expect(toApiDateTime(new Date(2026, 0, 31, 23, 0, 0))).toBe('2026-01-31 23:00:00');
  });
});
