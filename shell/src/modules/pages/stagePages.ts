import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemotePage, REMOTE_NAMES, type RemoteName, type RemotePagesModule } from '@school/shared-api';
import { create } from 'zustand';
import type { StagePage } from '../menu/menu';
import { reregisterRemote } from '../remotes/registerStageRemotes';

export type StagePagesState = {
  /** 'loading' until every remote's page list has loaded or failed. */
  status: 'loading' | 'ready';
  /** The declared pages of the remotes whose lists loaded, in the order of REMOTE_NAMES. */
  pages: StagePage[];
  /** Remotes whose page list failed to load: their pages are left out, the rest works. */
  failed: RemoteName[];
};

export const useStagePages = create<StagePagesState>(() => ({ status: 'loading', pages: [], failed: [] }));

/** `<remote>/pages` through the federation runtime; declarations the shell cannot use are left out. */
async function loadRemotePages(remote: RemoteName): Promise<StagePage[]> {
  const module = await loadRemote<RemotePagesModule>(`${remote}/pages`);
  if (!module || !Array.isArray(module.pages)) throw new Error(`${remote}/pages has no pages export`);
  return module.pages.flatMap((page: unknown) => {
    if (isRemotePage(page)) return [{ ...page, remote }];
    console.warn(`[shell] ${remote}/pages: a page declaration the shell cannot use is left out`, page);
    return [];
  });
}

/** Each remote's declared pages, or null when its list failed to load. */
const declared = new Map<RemoteName, StagePage[] | null>();

/**
 * Loads the page lists of `remotes` (all of the stage's at start) in parallel and merges them into the
 * store; a path already declared by an earlier remote keeps its first owner.
 */
export async function loadStagePages(remotes: readonly RemoteName[] = REMOTE_NAMES): Promise<void> {
  useStagePages.setState({ status: 'loading' });
  const results = await Promise.allSettled(remotes.map(loadRemotePages));
  remotes.forEach((remote, index) => {
    const result = results[index];
    if (result.status === 'rejected')
      console.warn(`[shell] the page list of ${remote} failed`, result.reason);
    declared.set(remote, result.status === 'fulfilled' ? result.value : null);
  });
  const pages: StagePage[] = [];
  for (const page of REMOTE_NAMES.flatMap((remote) => declared.get(remote) ?? [])) {
    if (pages.some((known) => known.path === page.path)) {
      console.warn(`[shell] /app/${page.path} is declared by ${page.remote} as well; the first one wins`);
    } else {
      pages.push(page);
    }
  }
  const failed = REMOTE_NAMES.filter((remote) => declared.get(remote) === null);
  useStagePages.setState({ status: 'ready', pages, failed });
  preloadArea(pages, window.location.pathname);
}

/**
 * Starts loading the area of the page the browser is on as soon as its owner is known, in parallel with
 * the session check and the layout, instead of after them (its RemoteArea then finds it loaded). A failure
 * is left to the RemoteArea, which shows it with a retry.
 */
function preloadArea(pages: readonly StagePage[], pathname: string): void {
  const current = pathname.replace(/^\/app\/?/, '');
  const page = pages.find((known) => current === known.path || current.startsWith(`${known.path}/`));
  if (page) void loadRemote(`${page.remote}/App`).catch(() => undefined);
}

/** Retry of the failed remotes: their entries are registered afresh (the runtime caches a broken one). */
export function retryFailedPages(): Promise<void> {
  const { failed } = useStagePages.getState();
  failed.forEach(reregisterRemote);
  return loadStagePages(failed);
}
