import { pluralRu } from '@school/shared-ui';

const YEAR_FORMS = ['год', 'года', 'лет'] as const;

/**
 * The child's age by year of birth (year-based: this year minus the year of birth), shown once 4 to 10
 * characters are typed; '7 лет', '3 года', '1 год'. Null when there is nothing sensible to show.
 */
export function childAge(yearOfBirth: string, today: Date): string | null {
  const value = yearOfBirth.trim();
  if (value.length < 4 || value.length > 10 || !/^\d{4}/.test(value)) return null;
  const age = today.getFullYear() - Number(value.slice(0, 4));
  if (age < 0 || age > 120) return null;
  return `${age} ${pluralRu(age, YEAR_FORMS)}`;
}

/** Keeps digits only and places the dashes of YYYY-MM-DD as they are typed. */
export function maskYearOfBirth(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}

/** Phone input accepts digits only. */
export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}
