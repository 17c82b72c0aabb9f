import { parseDate, toApiDateTime } from '../../format/date';
import { toApiMoney } from '../../format/money';
import { messages } from '../../messages';
import type { GridColumn } from '../types';

// Editors hold text while the user types; it becomes a typed value only when the row is saved.

export type ParsedEditorValue = { ok: true; value: unknown } | { ok: false; error: string };

export const toEditorValue = <Row>(column: GridColumn<Row>, value: unknown): string => {
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'date':
      return parseDate(value as string)?.toFormat('yyyy-MM-dd') ?? String(value);
    case 'datetime':
      return parseDate(value as string)?.toFormat("yyyy-MM-dd'T'HH:mm") ?? String(value);
    case 'money':
      return toApiMoney(value as string) ?? String(value);
    default:
      return String(value);
  }
};

export const parseEditorValue = <Row>(column: GridColumn<Row>, text: string): ParsedEditorValue => {
  const trimmed = text.trim();
  switch (column.type) {
    case 'boolean':
      return { ok: true, value: text === 'true' };
    case 'number': {
      if (trimmed === '') return { ok: true, value: null };
      const value = Number(trimmed.replace(/[\s\u00a0]/g, '').replace(',', '.'));
      return Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, error: messages.notANumber(column.header) };
    }
    case 'money': {
      if (trimmed === '') return { ok: true, value: null };
      const value = toApiMoney(trimmed);
      return value === null ? { ok: false, error: messages.notAnAmount(column.header) } : { ok: true, value };
    }
    case 'date':
      return { ok: true, value: trimmed === '' ? null : trimmed };
    case 'datetime': {
      if (trimmed === '') return { ok: true, value: null };
      const moment = parseDate(trimmed);
      return { ok: true, value: moment ? toApiDateTime(moment) : trimmed };
    }
    case 'select': {
      if (text === '') return { ok: true, value: null };
      // Keep the option's own type (a numeric id stays a number).
      const option = column.options?.find((item) => String(item.value) === text);
      return { ok: true, value: option ? option.value : text };
    }
    default:
      return { ok: true, value: text };
  }
};
