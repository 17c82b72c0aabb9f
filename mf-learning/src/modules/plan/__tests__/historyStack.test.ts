import type { Appointment } from '@school/shared-api/learning';
import {
  EMPTY_PLAN_HISTORY,
  planHistoryReducer,
  redoMessage,
  undoMessage,
  type PlanChange,
  type PlanHistoryState,
} from '../historyStack';

const row = (id: number, version = 1, extra: Partial<Appointment> = {}): Appointment => ({
  id,
  date: '2026-11-24 10:00:00',
  user_id: 5,
  group_id: 1,
  subject: 'Робототехника',
  duration: '0:45',
  status: 'запланировано',
  is_substitute: null,
  subject_substitute: '',
  day: 'вторник',
  time: '10:00',
  place: 'Минск',
  teacher: 'Иванова Мария',
  substitute: null,
  name_group: 'МН-3D-1',
  location_id: 3,
  lesson_id: null,
  version,
  ...extra,
});

const apply = (state: PlanHistoryState, ...actions: Parameters<typeof planHistoryReducer>[1][]) =>
  actions.reduce(planHistoryReducer, state);

test('a new action is recorded on top and clears the redo stack', () => {
  const add: PlanChange = { kind: 'add', after: row(1) };
  const remove: PlanChange = { kind: 'remove', before: row(2) };
  const undone = apply(EMPTY_PLAN_HISTORY, { type: 'record', change: add }, { type: 'undone' });
  expect(undone).toEqual({ undo: [], redo: [add] });
  expect(apply(undone, { type: 'record', change: remove })).toEqual({ undo: [remove], redo: [] });
});

test('undo and redo move the top change between the stacks; nothing to move leaves the state', () => {
  const first: PlanChange = { kind: 'add', after: row(1) };
  const second: PlanChange = { kind: 'edit', before: row(1), after: row(1, 2, { time: '11:00' }) };
  const state = apply(
    EMPTY_PLAN_HISTORY,
    { type: 'record', change: first },
    { type: 'record', change: second },
  );
  const once = planHistoryReducer(state, { type: 'undone' });
  expect(once).toEqual({ undo: [first], redo: [second] });
  expect(planHistoryReducer(once, { type: 'redone' })).toEqual(state);
  expect(planHistoryReducer(EMPTY_PLAN_HISTORY, { type: 'undone' })).toBe(EMPTY_PLAN_HISTORY);
  expect(planHistoryReducer(EMPTY_PLAN_HISTORY, { type: 'redone' })).toBe(EMPTY_PLAN_HISTORY);
});

test('a re-created appointment is followed: every change naming the old id names the new one', () => {
  const edit: PlanChange = { kind: 'edit', before: row(7), after: row(7, 2, { time: '12:00' }) };
  const remove: PlanChange = { kind: 'remove', before: row(7, 2, { time: '12:00' }) };
  const other: PlanChange = { kind: 'add', after: row(9) };
  const state = apply(
    EMPTY_PLAN_HISTORY,
    { type: 'record', change: other },
    { type: 'record', change: edit },
    { type: 'record', change: remove },
  );
  // Undoing the removal created appointment 12.
  const undone = planHistoryReducer(state, { type: 'undone', follow: { from: 7, to: row(12, 1) } });
  expect(undone.redo).toEqual([{ kind: 'remove', before: row(12, 1, { time: '12:00' }) }]);
  expect(undone.undo).toEqual([
    other,
    { kind: 'edit', before: row(12, 1), after: row(12, 1, { time: '12:00' }) },
  ]);
});

test('an edit recorded follows the row’s new version in older changes', () => {
  const add: PlanChange = { kind: 'add', after: row(3) };
  const edit: PlanChange = { kind: 'edit', before: row(3), after: row(3, 2, { subject: 'Шахматы' }) };
  const state = apply(
    EMPTY_PLAN_HISTORY,
    { type: 'record', change: add },
    { type: 'record', change: edit, follow: { from: 3, to: row(3, 2) } },
  );
  expect(state.undo[0]).toEqual({ kind: 'add', after: row(3, 2) });
  expect(planHistoryReducer(state, { type: 'clear' })).toEqual(EMPTY_PLAN_HISTORY);
});

test('the toasts of undo and redo name what the server did', () => {
  const add: PlanChange = { kind: 'add', after: row(1) };
  const edit: PlanChange = { kind: 'edit', before: row(1), after: row(1, 2) };
  const remove: PlanChange = { kind: 'remove', before: row(1) };
  expect([add, edit, remove].map(undoMessage)).toEqual([
    'Назначение удалено',
    'Данные изменены',
    'Назначение создано',
  ]);
  expect([add, edit, remove].map(redoMessage)).toEqual([
    'Назначение создано',
    'Данные изменены',
    'Назначение удалено',
  ]);
});
