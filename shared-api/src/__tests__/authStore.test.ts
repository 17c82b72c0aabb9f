import { act, renderHook } from '@testing-library/react';
import { useAuthStore, useCanCall, useHoldsAll, useIsEmployee } from '../core/authStore';
import { canCall, holdsAll, salesEndpoints } from '../contracts';

const payload = {
  user: {
    id: 7,
    short_name: 'Иванова А.',
    email: 'a@school.test',
    employee: 'true' as const,
    location: [3, 24],
  },
  permissions: ['receivable.view' as const, 'group.view' as const],
  access: ['accountant'],
};

afterEach(() => act(() => useAuthStore.getState().signOut()));

test('holdsAll needs every permission', () => {
  expect(holdsAll(['a.view', 'b.view'], [])).toBe(true);
  expect(holdsAll(['group.view'], ['group.view'])).toBe(true);
  expect(holdsAll(['group.view'], ['group.view', 'group.add'])).toBe(false);
});

test('sign-in stores user, permissions and access in localStorage; sign-out clears them', () => {
  act(() => useAuthStore.getState().signIn(payload));
  expect(JSON.parse(localStorage.getItem('auth') ?? '{}').state).toMatchObject({
    user: payload.user,
    access: ['accountant'],
  });
  act(() => useAuthStore.getState().signOut());
  expect(useAuthStore.getState().user).toBeNull();
  expect(JSON.parse(localStorage.getItem('auth') ?? '{}').state).toMatchObject({
    user: null,
    permissions: [],
    access: [],
  });
});

test('permission and employee hooks follow the store', () => {
  const { result } = renderHook(() => ({
    debt: useHoldsAll(['receivable.view']),
    both: useHoldsAll(['receivable.view', 'payment.modify']),
    employee: useIsEmployee(),
  }));
  expect(result.current).toEqual({ debt: false, both: false, employee: false });
  act(() => useAuthStore.getState().signIn(payload));
  expect(result.current).toEqual({ debt: true, both: false, employee: true });
});

test('useCanCall reads the permissions of the endpoint table entries', () => {
  const { result, rerender } = renderHook(() =>
    useCanCall(salesEndpoints.contractsGet, salesEndpoints.leadsGet),
  );
  act(() => useAuthStore.getState().signIn({ ...payload, permissions: ['leads.view'] }));
  rerender();
  expect(result.current).toBe(false);
  act(() => useAuthStore.getState().signIn({ ...payload, permissions: ['leads.view', 'contract.view'] }));
  rerender();
  expect(result.current).toBe(true);
});

test('canCall allows either the permissions of an entry or its alternative set, each held whole', () => {
  const entry = {
    permissions: ['report.view'],
    orPermissions: ['report_attendance.view', 'group.view'],
  } as const;
  expect(canCall(['report.view'], entry)).toBe(true);
  expect(canCall(['report_attendance.view', 'group.view'], entry)).toBe(true);
  expect(canCall(['report_attendance.view'], entry)).toBe(false);
  expect(canCall([], { permissions: ['report.view'] })).toBe(false);
});
