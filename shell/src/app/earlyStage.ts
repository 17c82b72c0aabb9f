// The stage file is asked for by main.js itself, in parallel with the application's chunks, instead of after
// them: one serial round trip less before anything can load (issue 8 item 7). No shared module is imported
// here: this runs before the federation runtime has negotiated them.
let requested: Promise<Response> | undefined;

export function requestStage(): void {
  requested = fetch('/stage.json', { cache: 'no-cache', credentials: 'same-origin' });
}

/** The request started by requestStage, once; undefined when none was started (tests, standalone). */
export function takeRequestedStage(): Promise<Response> | undefined {
  const pending = requested;
  requested = undefined;
  return pending;
}
