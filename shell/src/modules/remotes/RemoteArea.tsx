import { Center, Spinner } from '@chakra-ui/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  Component,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { RemoteName } from 'shared-api';
import { ErrorPanel } from 'shared-ui';
import { LOADING } from '../../app/messages';
import { REMOTE_MESSAGES, REMOTE_TITLES } from './messages';
import { reregisterRemote } from './registerStageRemotes';

type RemoteModule = { App: ComponentType };
type LoadState =
  | { attempt: number; status: 'ready'; App: ComponentType }
  | { attempt: number; status: 'failed'; error: unknown };

type RemoteAreaProps = { remote: RemoteName };

/** Loads `<remote>/App` through the federation runtime; a failure stays inside this area, with a retry. */
export function RemoteArea({ remote }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // The result of the latest attempt; an older result means this attempt is still loading.
  const [state, setState] = useState<LoadState | null>(null);

  useEffect(() => {
    let alive = true;
    if (attempt > 0) reregisterRemote(remote);
    loadRemote<RemoteModule>(`${remote}/App`)
      .then((module) => {
        if (!module?.App) throw new Error(`${remote}/App has no App export`);
        if (alive) setState({ attempt, status: 'ready', App: module.App });
      })
      .catch((error: unknown) => {
        if (alive) setState({ attempt, status: 'failed', error });
      });
    return () => {
      alive = false;
    };
  }, [remote, attempt]);

  const handleRetry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!state || state.attempt !== attempt) {
    return (
      <Center py="16">
        <Spinner size="lg" aria-label={LOADING} />
      </Center>
    );
  }
  if (state.status === 'failed')
    return <RemoteFailure remote={remote} error={state.error} onRetry={handleRetry} />;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={handleRetry}>
      <state.App />
    </RemoteErrorBoundary>
  );
}

type RemoteFailureProps = { remote: RemoteName; error: unknown; onRetry: () => void };

function RemoteFailure({ remote, error, onRetry }: RemoteFailureProps) {
  useEffect(() => {
    console.warn(`[shell] remote ${remote} failed`, error);
  }, [remote, error]);
  return (
    <ErrorPanel
      title={REMOTE_MESSAGES.failedTitle}
      message={REMOTE_MESSAGES.failedText.replace('{name}', REMOTE_TITLES[remote])}
      onRetry={onRetry}
    />
  );
}

type BoundaryProps = { remote: RemoteName; onRetry: () => void; children: ReactNode };
type BoundaryState = { error: unknown };

/** A remote that throws while rendering is contained here as well. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn(`[shell] remote ${this.props.remote} crashed`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <RemoteFailure remote={this.props.remote} error={this.state.error} onRetry={this.props.onRetry} />
      );
    }
    return this.props.children;
  }
}
