// npm run stage -- <command>: what each stage (v1, v2, qa) runs, and switching it.
//
//   show [stage]                      the stage's configuration (all stages without a name)
//   set <stage> <remote> <version>    run another release of a remote (money, learning, sales) on a stage
//   maintenance <stage> on|off        show or lift the maintenance page
//   releases [remote]                 the releases in release/ and the stages running each
//
// The stage files are nginx/stages/<stage>.json (STAGES_DIR), served by nginx as /stage.json; releases
// are read from release/ (RELEASE_DIR). A refused command exits with 1 and leaves every file as it was.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, VERSION, releaseDir } from './apps.mjs';
import {
  STAGES,
  StageError,
  checkStage,
  findRemote,
  manifestUrl,
  readStage,
  stageFile,
  updateStage,
  versionOf,
} from './stages.mjs';

const USAGE = `usage: npm run stage -- show [stage]
       npm run stage -- set <stage> <remote> <version>
       npm run stage -- maintenance <stage> on|off
       npm run stage -- releases [remote]
stages: ${STAGES.join(', ')}; remotes: ${REMOTES.map((r) => r.name).join(', ')}`;

/** Versions of a remote present in release/ (complete: with their manifest), oldest first. */
function releasedVersions(remote) {
  const dir = path.join(releaseDir, remote.dir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => VERSION.test(name) && existsSync(path.join(dir, name, 'mf-manifest.json')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

function describe(stage) {
  const config = readStage(stage);
  const lines = [
    `stage        ${stage} (${stageFile(stage)})`,
    `api          ${config.apiBase}`,
    `sign-in      ${config.signIn.join(', ')}`,
    `maintenance  ${config.maintenance ? 'on' : 'off'}`,
  ];
  for (const remote of REMOTES) {
    const url = config.remotes[remote.name];
    const version = versionOf(remote, url);
    const missing = version && !releasedVersions(remote).includes(version) ? '  (not in release/!)' : '';
    lines.push(`${remote.name.padEnd(12)} ${version ?? url}${missing}`);
  }
  return lines.join('\n');
}

function show(stage) {
  const stages = stage ? [checkStage(stage)] : STAGES.filter((s) => existsSync(stageFile(s)));
  console.log(stages.map(describe).join('\n\n'));
}

function set(stage, remoteName, version) {
  checkStage(stage);
  const remote = findRemote(remoteName);
  if (!version) throw new StageError('which version? npm run stage -- set <stage> <remote> <version>');
  const released = releasedVersions(remote);
  if (!VERSION.test(version) || !released.includes(version)) {
    throw new StageError(
      `${remote.dir} ${version} is not in ${releaseDir}; released: ${released.join(', ') || 'none'}` +
        ` (release it with: npm run release -w ${remote.dir})`,
    );
  }
  const { before, changed } = updateStage(stage, (config) => {
    config.remotes[remote.name] = manifestUrl(remote, version);
    return config;
  });
  const previous = versionOf(remote, before.remotes[remote.name]) ?? before.remotes[remote.name];
  if (!changed) {
    console.log(`${stage}: ${remote.name} already runs ${version}`);
    return;
  }
  console.log(`${stage}: ${remote.name} ${previous} -> ${version}; browsers get it on their next load.`);
  console.log(`roll back with: npm run stage -- set ${stage} ${remote.name} ${previous}`);
}

function maintenance(stage, state) {
  checkStage(stage);
  if (state !== 'on' && state !== 'off') throw new StageError('maintenance takes on or off');
  const { changed } = updateStage(stage, (config) => ({ ...config, maintenance: state === 'on' }));
  console.log(`${stage}: maintenance ${state}${changed ? '' : ' (already)'}`);
}

function releases(remoteName) {
  const remotes = remoteName ? [findRemote(remoteName)] : REMOTES;
  const running = STAGES.filter((s) => existsSync(stageFile(s))).map((s) => [s, readStage(s)]);
  for (const remote of remotes) {
    const versions = releasedVersions(remote);
    console.log(`${remote.name} (${path.join(releaseDir, remote.dir)})`);
    if (versions.length === 0) console.log('  none');
    for (const version of versions) {
      const on = running.filter(([, config]) => versionOf(remote, config.remotes[remote.name]) === version);
      console.log(`  ${version.padEnd(12)} ${on.map(([stage]) => stage).join(', ')}`);
    }
  }
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'show' && args.length <= 1) show(args[0]);
  else if (command === 'set' && args.length === 3) set(args[0], args[1], args[2]);
  else if (command === 'maintenance' && args.length === 2) maintenance(args[0], args[1]);
  else if (command === 'releases' && args.length <= 1) releases(args[0]);
  else throw new StageError(USAGE);
} catch (error) {
  if (!(error instanceof StageError)) throw error;
  console.error(`stage: ${error.message}`);
  process.exitCode = 1;
}
