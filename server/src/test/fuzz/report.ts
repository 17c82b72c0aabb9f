import type { RouteOutcome } from './run';

/** The per-route table of a fuzz run: cases, answers by class, failures, time. */
export function outcomeTable(outcomes: readonly RouteOutcome[]): string {
  const header = ['route', 'call', 'cases', '2xx', '3xx', '4xx', '5xx', 'failing', 'seconds'];
  const rows = outcomes.map((outcome) => [
    outcome.route,
    outcome.endpoint,
    String(outcome.cases),
    String(outcome.byClass['2xx']),
    String(outcome.byClass['3xx']),
    String(outcome.byClass['4xx']),
    String(outcome.byClass['5xx']),
    String(outcome.failures.length),
    (outcome.ms / 1000).toFixed(1),
  ]);
  const sum = (pick: (outcome: RouteOutcome) => number) =>
    String(outcomes.reduce((total, o) => total + pick(o), 0));
  rows.push([
    'total',
    '',
    sum((o) => o.cases),
    sum((o) => o.byClass['2xx']),
    sum((o) => o.byClass['3xx']),
    sum((o) => o.byClass['4xx']),
    sum((o) => o.byClass['5xx']),
    sum((o) => o.failures.length),
    (outcomes.reduce((total, o) => total + o.ms, 0) / 1000).toFixed(1),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
