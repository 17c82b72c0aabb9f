import type { GridColumn } from '../types';
import { isCellEditable } from '../utils/isCellEditable';

type Row = { value: string | null };

const column = (flags: Partial<GridColumn<Row>>): GridColumn<Row> => ({
  field: 'value',
  header: 'Поле',
  ...flags,
});
const all = { add: true, modify: true };

describe('isCellEditable', () => {
  it.each([
    // flags, saved value, isNew, expected
    [{}, 'x', false, false],
    [{}, 'x', true, false],
    [{ editable: true }, 'x', false, true],
    [{ editable: true }, 'x', true, true],
    [{ editableOnAdd: true }, 'x', true, true],
    [{ editableOnAdd: true }, 'x', false, false],
    [{ editableAfterAdd: true }, 'x', false, true],
    [{ editableAfterAdd: true }, 'x', true, false],
    [{ editableWithEmptyValue: true }, '', false, true],
    [{ editableWithEmptyValue: true }, '  ', false, true],
    [{ editableWithEmptyValue: true }, null, true, true],
    [{ editableWithEmptyValue: true }, 'x', false, false],
    [{ editableWithEmptyValue: true }, 'x', true, false],
    [{ editableOnlyUnknown: true }, 'unknown', false, true],
    [{ editableOnlyUnknown: true }, 'unknown', true, true],
    [{ editableOnlyUnknown: true }, 'known', false, false],
    [{ editableOnlyUnknown: true }, '', false, false],
    [{ editableOnAdd: true, editableWithEmptyValue: true }, '', false, true],
    [{ editable: true, hidden: true }, 'x', false, false],
  ] as const)('%p with %p (new: %p) -> %p', (flags, value, isNew, expected) => {
    expect(isCellEditable(column(flags), { value }, { isNew, flags: all })).toBe(expected);
  });

  it('needs modify for existing rows and add for new rows', () => {
    const editable = column({ editable: true });
    expect(isCellEditable(editable, { value: 'x' }, { isNew: false, flags: { add: true } })).toBe(false);
    expect(isCellEditable(editable, { value: 'x' }, { isNew: true, flags: { add: true } })).toBe(true);
    expect(isCellEditable(editable, { value: 'x' }, { isNew: true, flags: { modify: true } })).toBe(false);
    expect(isCellEditable(editable, { value: 'x' }, { isNew: false, flags: { modify: true } })).toBe(true);
    expect(isCellEditable(editable, { value: 'x' }, { isNew: false, flags: { remove: true } })).toBe(false);
  });
});
