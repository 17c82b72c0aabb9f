import { isRemotePage, missingCallPermissions, salesEndpoints, type RemotePage } from '../index';

const crm: RemotePage = {
  path: 'crm',
  group: 'sales',
  label: 'Продажи',
  permissions: ['contacts.view'],
  order: 10,
  calls: [salesEndpoints.contactSearch, salesEndpoints.leadsGet, salesEndpoints.leadsCounters],
};

test('a page offered on fewer permissions than its calls check names what is missing', () => {
  expect(missingCallPermissions(crm)).toEqual(['leads.view']);
  expect(missingCallPermissions({ ...crm, permissions: ['contacts.view', 'leads.view'] })).toEqual([]);
  expect(missingCallPermissions({ ...crm, calls: [] })).toEqual([]);
});

test('only well-formed declarations count as pages', () => {
  expect(isRemotePage(crm)).toBe(true);
  expect(isRemotePage({ ...crm, group: undefined, hidden: true })).toBe(true);
  expect(isRemotePage({ ...crm, group: 'nope' })).toBe(false);
  expect(isRemotePage({ ...crm, path: '/crm' })).toBe(false);
  expect(isRemotePage({ ...crm, label: '' })).toBe(false);
  expect(isRemotePage({ ...crm, order: '1' })).toBe(false);
  expect(isRemotePage(null)).toBe(false);
});

test("a call's alternative permissions cover a page that implies them instead", () => {
  const hours = {
    ...salesEndpoints.leadsGet,
    permissions: ['report.view'],
    orPermissions: ['report_attendance.view'],
  } as const;
  const attendance: RemotePage = { ...crm, permissions: ['report_attendance.view'], calls: [hours] };
  expect(missingCallPermissions(attendance)).toEqual([]);
  expect(missingCallPermissions({ ...attendance, permissions: ['report.view'] })).toEqual([]);
  expect(missingCallPermissions({ ...attendance, permissions: ['group.view'] })).toEqual(['report.view']);
});
