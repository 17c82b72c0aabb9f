/**
 * `npm run fuzz`: the large fuzzing budget over every route of the endpoint table, on a fresh PGlite
 * database and the real server (in a worker thread, as in the server tests). Prints a table per route
 * (cases, answers by class, failing cases) and each failing case; exits with 1 when any case failed.
 *
 *   FUZZ_RUNS=500      cases per route
 *   FUZZ_SEED=1234     the run's seed (printed; the same seed and routes give the same cases)
 *   FUZZ_ROUTES=a,b    only these entries of the table (by name, e.g. leadAdd,contactUpdate)
 *   TEST_LOG=error     the server's log (the stack behind a 500)
 */
import { fuzzTargets } from './cases';
import { outcomeTable } from './report';
import { describeFailures, fuzzRoute, type RouteOutcome } from './run';
import { startFuzzServer } from './setup';

function positiveInt(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, not ${text}`);
  return value;
}

async function main(): Promise<number> {
  const runs = positiveInt('FUZZ_RUNS', 500);
  const seed = positiveInt('FUZZ_SEED', Math.floor(Math.random() * 2 ** 31));
  const only = (process.env.FUZZ_ROUTES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const all = fuzzTargets();
  const unknown = only.filter((name) => !all.some((target) => target.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `FUZZ_ROUTES names no fuzzable entry: ${unknown.join(', ')} (known: ${all.map((t) => t.name).join(', ')})`,
    );
  }
  const targets = only.length > 0 ? all.filter((target) => only.includes(target.name)) : all;

  console.log(`Fuzzing ${targets.length} routes, ${runs} cases each, FUZZ_SEED=${seed}`);
  const { server, close } = await startFuzzServer();
  const outcomes: RouteOutcome[] = [];
  try {
    for (const target of targets) {
      const outcome = await fuzzRoute(server, target, { runs, seed });
      outcomes.push(outcome);
      const { byClass } = outcome;
      console.log(
        `  ${target.name}: ${outcome.cases} cases, 2xx ${byClass['2xx']}, 3xx ${byClass['3xx']}, 4xx ${byClass['4xx']}, ` +
          `5xx ${byClass['5xx']}, failing ${outcome.failures.length} (${(outcome.ms / 1000).toFixed(1)} s)`,
      );
    }
  } finally {
    await close();
  }

  console.log(`\n${outcomeTable(outcomes)}\n`);
  const failures = outcomes.flatMap((outcome) => outcome.failures);
  if (failures.length === 0) {
    console.log(`No failing case (FUZZ_SEED=${seed}).`);
    return 0;
  }
  console.log(`Failing cases (reproduce with FUZZ_SEED=${seed} and the same FUZZ_RUNS and FUZZ_ROUTES):\n`);
  console.log(describeFailures(failures, seed));
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
