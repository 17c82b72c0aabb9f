import type { GridColumn } from '../types';
import { parseEditorValue, toEditorValue } from '../utils/editorValue';

type Row = Record<string, unknown>;
const col = (type: GridColumn<Row>['type'], extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
  field: 'f',
  header: 'Поле',
  type,
  ...extra,
});
const select = col('select', {
  options: [
    { value: 7, label: 'Минск' },
    { value: 'tb', label: 'Тбилиси' },
  ],
});

describe('editor values', () => {
  it('turns saved values into editor text', () => {
    expect(toEditorValue(col('money'), '-1234.5')).toBe('-1234.50');
    expect(toEditorValue(col('date'), '2026-11-22T10:00:00')).toBe('2026-11-22');
    expect(toEditorValue(col('boolean'), true)).toBe('true');
    expect(toEditorValue(col('number'), 0)).toBe('0');
    expect(toEditorValue(col('text'), null)).toBe('');
    expect(toEditorValue(select, 7)).toBe('7');
  });

  it('turns editor text into typed values', () => {
    expect(parseEditorValue(col('money'), ' 1 500,5 ')).toEqual({ ok: true, value: '1500.50' });
    expect(parseEditorValue(col('money'), '')).toEqual({ ok: true, value: null });
    expect(parseEditorValue(col('number'), '2,5')).toEqual({ ok: true, value: 2.5 });
    expect(parseEditorValue(col('number'), '')).toEqual({ ok: true, value: null });
    expect(parseEditorValue(col('boolean'), 'false')).toEqual({ ok: true, value: false });
    expect(parseEditorValue(col('date'), '2026-11-22')).toEqual({ ok: true, value: '2026-11-22' });
    expect(parseEditorValue(select, '7')).toEqual({ ok: true, value: 7 });
    expect(parseEditorValue(select, 'tb')).toEqual({ ok: true, value: 'tb' });
    expect(parseEditorValue(col('text'), ' как есть ')).toEqual({ ok: true, value: ' как есть ' });
  });

  it('refuses text that is not a number or an amount', () => {
    expect(parseEditorValue(col('number'), 'два')).toEqual({
      ok: false,
      error: 'Поле «Поле» должно быть числом',
    });
    expect(parseEditorValue(col('money'), '1.2.3')).toMatchObject({ ok: false });
  });
});
