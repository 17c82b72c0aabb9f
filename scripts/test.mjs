// `npm test`: the checks, in stages, each timed. The checks of one stage run side by side (eslint, prettier and
// the three tsc projects are single-threaded, so two cores run two at a time); a stage starts when the one before
// it passed. At the end it prints each stage's time (and appends them to $STAGE_TIMES when set: .ci/run prints
// them with its own stages at the end of its log).
//
//   node scripts/test.mjs [stage ...]     stages: checks, jest, size (default: all three)
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import os from 'node:os';
import { root } from './apps.mjs';

const bin = (name) => `node_modules/.bin/${name}`;

/** Each stage: its label in the timing table and its commands. */
const STAGES = {
  checks: {
    label: 'lint and types',
    commands: [
      [bin('eslint'), '--max-warnings=0', '.'],
      [bin('prettier'), '--check', '--log-level=warn', '.'],
      [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'],
      [bin('tsc'), '--noEmit', '-p', 'server/tsconfig.json'],
      [bin('tsc'), '--noEmit', '-p', 'e2e/tsconfig.json'],
    ],
  },
  jest: { label: 'unit/component/server tests', commands: [[bin('jest')]] },
  size: { label: 'build and size', commands: [['npm', 'run', '--silent', 'size']] },
};

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      resolve({ command: [command, ...args].join(' '), code: code ?? signal }),
    );
  });
}

/** Runs the commands, at most `width` at a time; resolves to those that failed. */
async function runAll(commands, width) {
  const queue = [...commands];
  const failed = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await run(next);
      if (result.code !== 0) failed.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, commands.length) }, lane));
  return failed;
}

const names = process.argv.slice(2);
for (const name of names) {
  if (!STAGES[name]) {
    console.error(`[test] unknown stage "${name}" (${Object.keys(STAGES).join(', ')})`);
    process.exit(2);
  }
}
const width = Math.max(1, os.availableParallelism());
const times = [];
let failure = null;
for (const name of names.length > 0 ? names : Object.keys(STAGES)) {
  const stage = STAGES[name];
  const started = Date.now();
  const failed = await runAll(stage.commands, width);
  times.push([stage.label, Math.round((Date.now() - started) / 1000)]);
  if (failed.length > 0) {
    failure = `${stage.label} failed: ${failed.map((each) => `${each.command} (${each.code})`).join('; ')}`;
    break;
  }
}

const table = times.map(([label, seconds]) => `[test] ${label}: ${seconds} s`).join('\n');
console.log(`\n${table}`);
if (process.env.STAGE_TIMES) appendFileSync(process.env.STAGE_TIMES, `${table}\n`);
if (failure) {
  console.error(`[test] ${failure}`);
  process.exit(1);
}
