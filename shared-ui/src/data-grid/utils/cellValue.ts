import { formatDate, formatDateTime, parseDate } from '../../format/date';
import { compareMoney, formatMoney } from '../../format/money';
import { messages } from '../../messages';
import type { GridColumn } from '../types';

export const getCellValue = <Row>(column: GridColumn<Row>, row: Row): unknown => row[column.field];

export const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const optionLabel = <Row>(column: GridColumn<Row>, value: unknown): string =>
  column.options?.find((option) => String(option.value) === String(value))?.label ?? String(value);

/** Columns whose cells show text that is not the value itself: search, filters and sort use that text. */
const showsDerivedText = <Row>(column: GridColumn<Row>): boolean =>
  column.text !== undefined || (column.options !== undefined && column.type !== 'boolean');

/** The text a cell shows (its `text`, option labels, formatted money and dates); search and filters match it. */
export const cellText = <Row>(column: GridColumn<Row>, row: Row): string => {
  if (column.text) return column.text(row);
  const value = getCellValue(column, row);
  if (value === null || value === undefined) return '';
  if (column.options && column.type !== 'boolean') {
    return Array.isArray(value)
      ? value.map((item) => optionLabel(column, item)).join(', ')
      : optionLabel(column, value);
  }
  switch (column.type) {
    case 'money':
      return formatMoney(value as string | number);
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'boolean':
      return value ? messages.yes : messages.no;
    default:
      return String(value);
  }
};

const normalize = (text: string): string => text.toLocaleLowerCase('ru').replace(/\s+/g, ' ').trim();

/** Formatted numbers and dates also match as typed in the API's form ('1234' finds '1 234,00 р.'). */
const matchesRawValue = <Row>(column: GridColumn<Row>): boolean =>
  !showsDerivedText(column) &&
  (column.type === 'number' ||
    column.type === 'money' ||
    column.type === 'date' ||
    column.type === 'datetime');

/**
 * Case-insensitive: the shown text contains the query. An id behind a label never matches: 'Бухгалтер'
 * finds the role shown as 'Бухгалтер', '3' does not.
 */
export const cellMatches = <Row>(column: GridColumn<Row>, row: Row, query: string): boolean => {
  const wanted = normalize(query);
  if (wanted === '') return true;
  if (normalize(cellText(column, row)).includes(wanted)) return true;
  const value = getCellValue(column, row);
  return (
    matchesRawValue(column) &&
    value !== null &&
    value !== undefined &&
    normalize(String(value)).includes(wanted)
  );
};

/**
 * Filters of select, boolean and option columns pick one value (as text: the option value, 'true'/'false');
 * a list of values matches when it holds the picked one.
 */
export const cellEquals = <Row>(column: GridColumn<Row>, row: Row, wanted: string): boolean => {
  const value = getCellValue(column, row);
  if (column.type === 'boolean') return String(Boolean(value)) === wanted;
  if (Array.isArray(value)) return value.some((item) => String(item) === wanted);
  return value !== null && value !== undefined && String(value) === wanted;
};

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

const compareDefined = <Row>(column: GridColumn<Row>, a: unknown, b: unknown): number => {
  switch (column.type) {
    case 'money':
      return compareMoney(a as string, b as string);
    case 'number':
      return Number(a) - Number(b);
    case 'boolean':
      return Number(Boolean(a)) - Number(Boolean(b));
    case 'date':
    case 'datetime': {
      const left = parseDate(a as string)?.toMillis() ?? 0;
      const right = parseDate(b as string)?.toMillis() ?? 0;
      return left - right;
    }
    default:
      return collator.compare(String(a), String(b));
  }
};

/**
 * Orders two rows by a column: by the shown text where it is derived (labels, `text`), else by value (money
 * by kopecks, dates chronologically); empty values come first.
 */
export const compareCells = <Row>(column: GridColumn<Row>, left: Row, right: Row): number => {
  if (showsDerivedText(column)) {
    const a = cellText(column, left).trim();
    const b = cellText(column, right).trim();
    if (a === '' || b === '') return Number(a !== '') - Number(b !== '');
    return collator.compare(a, b);
  }
  const a = getCellValue(column, left);
  const b = getCellValue(column, right);
  const aEmpty = isEmptyValue(a);
  const bEmpty = isEmptyValue(b);
  if (aEmpty || bEmpty) return Number(!aEmpty) - Number(!bEmpty);
  return compareDefined(column, a, b);
};
