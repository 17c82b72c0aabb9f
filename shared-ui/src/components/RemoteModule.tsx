import { Center, Spinner } from '@school/shared-ui/chakra';
import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../messages';
import { ErrorPanel } from './ErrorPanel';

export type RemoteModuleProps<M> = {
  /** Names the module in the console ('money/App', 'sales/LeadDialog'). */
  name: string;
  /**
   * Loads the module, usually through the federation runtime's loadRemote; `retry` is true when the user
   * asked again after a failure (a caller may register the remote afresh first). Rejects when the module
   * cannot be had or lacks what the caller needs.
   */
  load: (retry: boolean) => Promise<M>;
  /** Renders the loaded module. */
  children: (module: M) => ReactNode;
  /** What the error panel says when the module cannot be loaded or throws while rendering. */
  failure: { title: string; text: string };
  /** Puts the spinner and the error panel in place: the area for a page, a small dialog for a dialog. */
  frame?: (content: ReactNode) => ReactNode;
  /** The module when it was loaded before (shown at once, no spinner). */
  preloaded?: M;
};

type LoadState<M> = { attempt: number; status: 'ready'; module: M } | { attempt: number; status: 'failed' };

const inPlace = (content: ReactNode) => content;

/**
 * The one loader of everything loaded at run time (areas, the header's dialogs and search, the contract
 * dialog): a spinner while it loads, the error panel with a retry when it cannot be loaded or throws while
 * rendering; whatever surrounds it keeps working.
 */
export function RemoteModule<M>({
  name,
  load,
  children,
  failure,
  frame = inPlace,
  preloaded,
}: RemoteModuleProps<M>) {
  const [attempt, setAttempt] = useState(0);
  // The result of the latest attempt; an older result means this attempt is still loading.
  const [state, setState] = useState<LoadState<M> | null>(
    preloaded === undefined ? null : { attempt: 0, status: 'ready', module: preloaded },
  );

  useEffect(() => {
    if (attempt === 0 && preloaded !== undefined) return;
    let alive = true;
    load(attempt > 0)
      .then((module) => {
        if (alive) setState({ attempt, status: 'ready', module });
      })
      .catch((error: unknown) => {
        console.warn(`[remote] ${name} failed to load`, error);
        if (alive) setState({ attempt, status: 'failed' });
      });
    return () => {
      alive = false;
    };
    // `load` is a new function on every render of most callers: only the name and the attempt restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, attempt]);

  const handleRetry = useCallback(() => setAttempt((n) => n + 1), []);
  const panel = <ErrorPanel title={failure.title} message={failure.text} onRetry={handleRetry} />;

  if (!state || state.attempt !== attempt)
    return frame(
      <Center py="8">
        <Spinner size="lg" aria-label={messages.loading} />
      </Center>,
    );
  if (state.status === 'failed') return frame(panel);
  return (
    <RenderBoundary key={attempt} name={name} fallback={frame(panel)}>
      {children(state.module)}
    </RenderBoundary>
  );
}

type BoundaryProps = { name: string; fallback: ReactNode; children: ReactNode };

/** A module that throws while rendering is contained here; the retry remounts it (a new key). */
class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn(`[remote] ${this.props.name} crashed`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
