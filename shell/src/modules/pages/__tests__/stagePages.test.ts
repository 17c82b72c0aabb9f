import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadStagePages, retryFailedPages, useStagePages } from '../stagePages';
import { registerStageRemotes } from '../../remotes/registerStageRemotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

const page = (path: string, order = 10) => ({
  path,
  group: 'sales',
  label: path,
  permissions: [],
  order,
  calls: [],
});
const lists: Record<string, unknown> = {
  'money/pages': { pages: [page('debt', 50)] },
  'learning/pages': { pages: [page('groups'), { path: 'Broken path' }] },
  'sales/pages': { pages: [page('crm'), page('debt')] },
};

beforeEach(() => {
  load.mockReset();
  load.mockImplementation((id: string) => Promise.resolve(lists[id]) as never);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  registerStageRemotes({
    stage: 'qa',
    apiBase: '/api',
    signIn: ['email'],
    maintenance: false,
    remotes: { money: '/m.json', learning: '/l.json', sales: '/s.json' },
  } as never);
});

test("loads every remote's page list in parallel and keeps the pages the shell can use", async () => {
  const done = loadStagePages();
  expect(useStagePages.getState().status).toBe('loading');
  expect(load.mock.calls.map(([id]) => id)).toEqual(['money/pages', 'learning/pages', 'sales/pages']);
  await done;
  const { status, pages, failed } = useStagePages.getState();
  expect(status).toBe('ready');
  expect(failed).toEqual([]);
  // The broken declaration is left out; a path declared twice keeps its first owner.
  expect(pages.map((p) => `${p.remote}:${p.path}`)).toEqual(['money:debt', 'learning:groups', 'sales:crm']);
});

test('a remote whose list fails leaves its pages out; a retry registers it afresh and loads it', async () => {
  load.mockImplementation((id: string) =>
    id === 'money/pages' ? Promise.reject(new Error('RUNTIME-003')) : (Promise.resolve(lists[id]) as never),
  );
  await loadStagePages();
  expect(useStagePages.getState()).toMatchObject({ status: 'ready', failed: ['money'] });
  expect(useStagePages.getState().pages.map((p) => p.path)).toEqual(['groups', 'crm', 'debt']);

  load.mockImplementation((id: string) => Promise.resolve(lists[id]) as never);
  (registerRemotes as jest.Mock).mockClear();
  await retryFailedPages();
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'money', entry: '/m.json' }], { force: true });
  expect(load).toHaveBeenLastCalledWith('money/pages');
  expect(useStagePages.getState().failed).toEqual([]);
  expect(useStagePages.getState().pages.map((p) => `${p.remote}:${p.path}`)).toEqual([
    'money:debt',
    'learning:groups',
    'sales:crm',
  ]);
});

test('the area of the page the browser is on starts loading as soon as its owner is known', async () => {
  window.history.pushState({}, '', '/app/crm/lead/5');
  await loadStagePages();
  expect(load.mock.calls.map(([id]) => id)).toEqual([
    'money/pages',
    'learning/pages',
    'sales/pages',
    'sales/App',
  ]);
  load.mockClear();
  window.history.pushState({}, '', '/app/unknown');
  await loadStagePages();
  expect(load.mock.calls.map(([id]) => id)).not.toContain('money/App');
  expect(load.mock.calls).toHaveLength(3);
  window.history.pushState({}, '', '/');
});
