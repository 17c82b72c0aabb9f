import { loadRemote } from '@module-federation/enhanced/runtime';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { reregisterRemote } from '../remotes/registerStageRemotes';

export type SalesExport = 'LeadDialog' | 'ContactDialog';

type LoadState =
  | { attempt: number; status: 'ready'; Component: ComponentType<never> }
  | { attempt: number; status: 'failed'; error: unknown };

// Loaded components stay for the page's life, so a dialog opened again shows at once.
const loaded = new Map<SalesExport, ComponentType<never>>();

/**
 * Loads `sales/<name>` (the module exports a component of the same name) when `active` first holds. A
 * failure is reported as 'failed' with a retry that registers the remote afresh, like RemoteArea.
 */
export function useSalesExport<Props>(name: SalesExport, active: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState | null>(null);
  const cached = loaded.get(name);

  useEffect(() => {
    if (!active || cached) return;
    let alive = true;
    if (attempt > 0) reregisterRemote('sales');
    loadRemote<Record<string, ComponentType<never>>>(`sales/${name}`)
      .then((module) => {
        const Component = module?.[name];
        if (!Component) throw new Error(`sales/${name} has no ${name} export`);
        loaded.set(name, Component);
        if (alive) setState({ attempt, status: 'ready', Component });
      })
      .catch((error: unknown) => {
        console.warn(`[shell] sales/${name} failed`, error);
        if (alive) setState({ attempt, status: 'failed', error });
      });
    return () => {
      alive = false;
    };
  }, [name, active, attempt, cached]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (cached && attempt === 0)
    return { status: 'ready' as const, Component: cached as ComponentType<Props>, retry };
  if (!state || state.attempt !== attempt) return { status: 'loading' as const, retry };
  if (state.status === 'failed') return { status: 'failed' as const, retry };
  return { status: 'ready' as const, Component: state.Component as ComponentType<Props>, retry };
}
