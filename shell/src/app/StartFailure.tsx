import { START_FAILED } from './messages';

type StartFailureProps = { error: unknown };

/** Without the stage configuration nothing can load; said in plain HTML because Chakra is not up yet. */
export function StartFailure({ error }: StartFailureProps) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
      <h1>{START_FAILED}</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Обновить страницу
      </button>
    </main>
  );
}
