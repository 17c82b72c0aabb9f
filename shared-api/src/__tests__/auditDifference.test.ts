import { auditDifference, auditHistoryPath, auditValueText } from '../contracts/auditValues';

describe('auditDifference', () => {
  it('shows only the fields that changed, old and new, whatever the key order of nested values', () => {
    expect(
      auditDifference(
        { status: 'new', amount: '1.00', data: { a: 1, b: [1, 2] }, gone: true },
        { amount: '2.00', status: 'new', data: { b: [1, 2], a: 1 }, added: null },
      ),
    ).toEqual({
      kind: 'changed',
      fields: [
        { field: 'amount', before: '1.00', after: '2.00' },
        { field: 'gone', before: 'да' },
        { field: 'added', after: '—' },
      ],
    });
  });

  it('shows the whole row of a creation and of a deletion', () => {
    expect(auditDifference(null, { id: 5, kid_name: '' })).toEqual({
      kind: 'created',
      fields: [
        { field: 'id', after: '5' },
        { field: 'kid_name', after: 'Пустое значение' },
      ],
    });
    expect(auditDifference({ id: 5, tags: ['a'] }, null)).toEqual({
      kind: 'deleted',
      fields: [
        { field: 'id', before: '5' },
        { field: 'tags', before: '["a"]' },
      ],
    });
  });

  it('compares values that are not rows as one field, and finds no change in equal rows', () => {
    expect(auditDifference('a', 'b')).toEqual({
      kind: 'changed',
      fields: [{ field: '', before: 'a', after: 'b' }],
    });
    expect(auditDifference({ a: 1 }, { a: 1 })).toEqual({ kind: 'changed', fields: [] });
    expect(auditValueText(false)).toBe('нет');
  });

  it('links to the history of one row', () => {
    expect(auditHistoryPath('contract', 12)).toBe('/app/audit?entity=contract&entity_id=12');
  });
});
