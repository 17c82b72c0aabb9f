import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { Appointment } from '@school/shared-api/learning';
import { errorReply, renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { usePlanHistory, type PlanHistory } from '../history';

// The history hook over the real client, the plan calls faked at the HTTP boundary: changes recorded on
// success, undo and redo replayed on the server (a re-created appointment followed by its new id), the
// spec's toasts, a failure leaving the stacks as they were, and the one-second lock of the buttons.

const server = setupFakeServer();

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

const body = {
  date: '2026-11-24 10:00:00',
  user_id: 5,
  group_id: 1,
  subject: 'Робототехника',
  duration: '0:45',
};

const latest: { current: PlanHistory | null } = { current: null };
const history = () => latest.current as PlanHistory;
const onChanged = jest.fn();

function Harness() {
  const plan = usePlanHistory({ onChanged });
  useEffect(() => {
    latest.current = plan;
  });
  return (
    <>
      <button type="button" disabled={!plan.canUndo} onClick={() => void plan.undo()}>
        Отменить
      </button>
      <button type="button" disabled={!plan.canRedo} onClick={() => void plan.redo()}>
        Повторить
      </button>
      <span>{plan.busy ? 'занято' : 'свободно'}</span>
    </>
  );
}

let nextId = 10;
beforeEach(() => {
  nextId = 10;
  onChanged.mockClear();
  server.on('POST', '/appointment/add', ({ body: sent }) => ({
    body: row(nextId++, 1, sent as Partial<Appointment>),
  }));
  server.on('POST', '/appointment/update', ({ body: sent }) => {
    const { version, is_substitute, ...rest } = sent as Omit<Appointment, 'is_substitute'> & {
      is_substitute: number | 'remove' | null;
    };
    const substitute = is_substitute === 'remove' ? null : is_substitute;
    return { body: row(rest.id, version + 1, { ...rest, is_substitute: substitute }) };
  });
  server.on('POST', '/appointment/remove', ({ body: sent }) => ({
    body: { id: (sent as { id: number }).id },
  }));
});

const renderHarness = () => renderWithProviders(<Harness />, { permissions: [], toasts: true });
const idle = () => waitFor(() => expect(screen.getByText('свободно')).toBeInTheDocument(), { timeout: 2500 });
const undoButton = () => screen.getByRole('button', { name: 'Отменить' });
const redoButton = () => screen.getByRole('button', { name: 'Повторить' });

test('buttons stay disabled while the history is empty, and at least a second after an action', async () => {
  renderHarness();
  expect(undoButton()).toBeDisabled();
  expect(redoButton()).toBeDisabled();
  const started = Date.now();
  await act(async () => {
    await history().add(body);
  });
  expect(screen.getByText('занято')).toBeInTheDocument();
  expect(undoButton()).toBeDisabled();
  await idle();
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  expect(undoButton()).toBeEnabled();
  expect(redoButton()).toBeDisabled();
  expect(onChanged).toHaveBeenCalledTimes(1);
});

test('undo of an add removes it; redo re-creates it and the history follows the new id', async () => {
  renderHarness();
  const user = userEvent.setup({ delay: null });
  await act(async () => {
    await history().add(body);
  });
  await idle();
  await user.click(undoButton());
  expect(await screen.findByText('Назначение удалено')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/remove').map((call) => call.body)).toEqual([
    { id: 10, version: 1 },
  ]);
  await idle();
  await user.click(redoButton());
  expect(await screen.findByText('Назначение создано')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/add')).toHaveLength(2);
  await idle();
  await user.click(undoButton());
  await waitFor(() => expect(server.calls('POST', '/appointment/remove')).toHaveLength(2));
  // The re-created appointment is 11: that is the one removed again.
  expect(server.calls('POST', '/appointment/remove')[1].body).toEqual({ id: 11, version: 1 });
  expect(onChanged).toHaveBeenCalledTimes(4);
});

test('undo of an edit sends the fields back with the current version; redo sends them again', async () => {
  renderHarness();
  const user = userEvent.setup({ delay: null });
  const before = row(5, 3, { is_substitute: 7, subject_substitute: 'Шахматы', substitute: 'Петров Иван' });
  await act(async () => {
    await history().update(before, { ...body, date: '2026-11-24 12:00:00', is_substitute: 'remove' });
  });
  await idle();
  await user.click(undoButton());
  expect(await screen.findByText('Данные изменены')).toBeInTheDocument();
  const updates = server.calls('POST', '/appointment/update').map((call) => call.body);
  expect(updates[1]).toEqual({
    ...body,
    id: 5,
    version: 4,
    is_substitute: 7,
    subject_substitute: 'Шахматы',
  });
  await idle();
  await user.click(redoButton());
  await waitFor(() => expect(server.calls('POST', '/appointment/update')).toHaveLength(3));
  expect(server.calls('POST', '/appointment/update')[2].body).toMatchObject({
    id: 5,
    version: 5,
    date: '2026-11-24 12:00:00',
    is_substitute: null,
  });
});

test('undo of a removal re-creates it; redo removes the new one', async () => {
  renderHarness();
  const user = userEvent.setup({ delay: null });
  await act(async () => {
    await history().remove(row(4, 2));
  });
  await idle();
  await user.click(undoButton());
  expect(await screen.findByText('Назначение создано')).toBeInTheDocument();
  await idle();
  await user.click(redoButton());
  expect(await screen.findByText('Назначение удалено')).toBeInTheDocument();
  expect(server.calls('POST', '/appointment/remove').map((call) => call.body)).toEqual([
    { id: 4, version: 2 },
    { id: 10, version: 1 },
  ]);
});

test('a failed undo or redo shows the spec’s message and leaves the history as it was', async () => {
  renderHarness();
  const user = userEvent.setup({ delay: null });
  await act(async () => {
    await history().add(body);
  });
  await idle();
  server.on('POST', '/appointment/remove', () => errorReply(409, 'Назначение нельзя удалить'));
  await user.click(undoButton());
  expect(await screen.findByText('Не удалось отменить действие')).toBeInTheDocument();
  await idle();
  expect(undoButton()).toBeEnabled();
  expect(redoButton()).toBeDisabled();
  server.on('POST', '/appointment/remove', ({ body: sent }) => ({
    body: { id: (sent as { id: number }).id },
  }));
  await user.click(undoButton());
  await screen.findByText('Назначение удалено');
  await idle();
  server.on('POST', '/appointment/add', () => errorReply(409, 'Группа МН-3D-1 уже занята'));
  await user.click(redoButton());
  expect(await screen.findByText('Не удалось повторить действие')).toBeInTheDocument();
  await idle();
  expect(redoButton()).toBeEnabled();
  expect(undoButton()).toBeDisabled();
});

test('a new action clears what could be redone; a refused action is not recorded', async () => {
  renderHarness();
  const user = userEvent.setup({ delay: null });
  await act(async () => {
    await history().add(body);
  });
  await idle();
  await user.click(undoButton());
  await screen.findByText('Назначение удалено');
  await idle();
  expect(redoButton()).toBeEnabled();
  server.on('POST', '/appointment/add', () => errorReply(409, 'Учитель занят'));
  await act(async () => {
    await expect(history().add(body)).rejects.toThrow('Учитель занят');
  });
  await idle();
  expect(redoButton()).toBeEnabled();
  expect(undoButton()).toBeDisabled();
  await act(async () => {
    await history().remove(row(3));
  });
  await idle();
  expect(redoButton()).toBeDisabled();
  expect(undoButton()).toBeEnabled();
});
