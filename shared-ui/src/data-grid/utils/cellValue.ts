import { formatDate, parseDate } from '../../format/date';
import { compareMoney, formatMoney } from '../../format/money';
import { messages } from '../../messages';
import type { GridColumn } from '../types';

export const getCellValue = <Row>(column: GridColumn<Row>, row: Row): unknown => row[column.field];

export const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const optionLabel = <Row>(column: GridColumn<Row>, value: unknown): string | undefined =>
  column.options?.find((option) => String(option.value) === String(value))?.label;

/** The text a cell shows (formatted money and dates, option labels); search and filters match it. */
export const cellText = <Row>(column: GridColumn<Row>, row: Row): string => {
  const value = getCellValue(column, row);
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'money':
      return formatMoney(value as string | number);
    case 'date':
      return formatDate(value as string);
    case 'select':
      return optionLabel(column, value) ?? String(value);
    case 'boolean':
      return value ? messages.yes : messages.no;
    default:
      return String(value);
  }
};

const normalize = (text: string): string => text.toLocaleLowerCase('ru').replace(/\s+/g, ' ').trim();

/** Case-insensitive: the shown text or the raw value contains the query ('1234' finds '1 234,00 р.'). */
export const cellMatches = <Row>(column: GridColumn<Row>, row: Row, query: string): boolean => {
  const wanted = normalize(query);
  if (wanted === '') return true;
  const value = getCellValue(column, row);
  const raw = value === null || value === undefined ? '' : normalize(String(value));
  return normalize(cellText(column, row)).includes(wanted) || raw.includes(wanted);
};

/** Filters of select and boolean columns pick one value (as text: the option value, 'true'/'false'). */
export const cellEquals = <Row>(column: GridColumn<Row>, row: Row, wanted: string): boolean => {
  const value = getCellValue(column, row);
  if (column.type === 'boolean') return String(Boolean(value)) === wanted;
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
    case 'date': {
      const left = parseDate(a as string)?.toMillis() ?? 0;
      const right = parseDate(b as string)?.toMillis() ?? 0;
      return left - right;
    }
    case 'select':
      return collator.compare(optionLabel(column, a) ?? String(a), optionLabel(column, b) ?? String(b));
    default:
      return collator.compare(String(a), String(b));
  }
};

/** Orders two rows by a column, by value rather than by shown text; empty values come first. */
export const compareCells = <Row>(column: GridColumn<Row>, left: Row, right: Row): number => {
  const a = getCellValue(column, left);
  const b = getCellValue(column, right);
  const aEmpty = isEmptyValue(a);
  const bEmpty = isEmptyValue(b);
  if (aEmpty || bEmpty) return Number(!aEmpty) - Number(!bEmpty);
  return compareDefined(column, a, b);
};
