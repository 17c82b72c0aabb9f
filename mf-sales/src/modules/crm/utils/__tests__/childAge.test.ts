import { childAge, digitsOnly, maskYearOfBirth } from '../childAge';

const today = new Date(2026, 10, 22);

test('the age by year of birth, in Russian plural forms', () => {
  expect(childAge('2025', today)).toBe('1 год');
  expect(childAge('2023', today)).toBe('3 года');
  expect(childAge('2019', today)).toBe('7 лет');
  expect(childAge('2015-03-01', today)).toBe('11 лет');
  expect(childAge('2005', today)).toBe('21 год');
  expect(childAge('2004', today)).toBe('22 года');
});

test('only 4 to 10 characters show an age', () => {
  expect(childAge('201', today)).toBeNull();
  expect(childAge('2019-05', today)).toBe('7 лет');
  expect(childAge('2019-05-12x', today)).toBeNull();
  expect(childAge('2030', today)).toBeNull();
  expect(childAge('', today)).toBeNull();
});

test('the YYYY-MM-DD mask and the digits-only phone', () => {
  expect(maskYearOfBirth('2019')).toBe('2019');
  expect(maskYearOfBirth('201905')).toBe('2019-05');
  expect(maskYearOfBirth('2019-05-121')).toBe('2019-05-12');
  expect(maskYearOfBirth('20a19')).toBe('2019');
  expect(digitsOnly('+375 (29) 123-45-67')).toBe('375291234567');
});
