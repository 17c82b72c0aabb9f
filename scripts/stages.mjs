// The stage files in nginx/stages/ (STAGES_DIR): one StageConfig (shared-api/src/contracts/stage.ts) per
// stage, served by nginx as that stage's /stage.json.
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { REMOTES, root } from './apps.mjs';

export const STAGES = ['v1', 'v2', 'qa'];
export const SIGN_IN_METHODS = ['email', 'google'];

export const stagesDir = () => path.resolve(root, process.env.STAGES_DIR || 'nginx/stages');
export const stageFile = (stage) => path.join(stagesDir(), `${stage}.json`);

/** A refusal with a message for the operator (exit code 1, nothing written). */
export class StageError extends Error {}

export function checkStage(stage) {
  if (!STAGES.includes(stage))
    throw new StageError(`unknown stage "${stage}" (stages: ${STAGES.join(', ')})`);
  if (!existsSync(stageFile(stage))) throw new StageError(`stage file ${stageFile(stage)} does not exist`);
  return stage;
}

/** money or mf-money. */
export function findRemote(name) {
  const remote = REMOTES.find((r) => r.name === name || r.dir === name);
  if (!remote)
    throw new StageError(`unknown remote "${name}" (remotes: ${REMOTES.map((r) => r.name).join(', ')})`);
  return remote;
}

export const manifestUrl = (remote, version) => `/remotes/${remote.dir}/${version}/mf-manifest.json`;

/** The version in a manifest URL written by manifestUrl, or null for any other URL. */
export function versionOf(remote, url) {
  const match = new RegExp(`^/remotes/${remote.dir}/([^/]+)/mf-manifest\\.json$`).exec(url ?? '');
  return match ? match[1] : null;
}

export function readStage(stage) {
  const file = stageFile(checkStage(stage));
  let config;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new StageError(`${file} is not valid JSON: ${error.message}`);
  }
  const problems = [];
  if (config.stage !== stage)
    problems.push(`"stage" is ${JSON.stringify(config.stage)}, expected "${stage}"`);
  if (typeof config.apiBase !== 'string') problems.push('"apiBase" must be a string');
  if (!Array.isArray(config.signIn) || config.signIn.some((m) => !SIGN_IN_METHODS.includes(m)))
    problems.push(`"signIn" must list some of ${SIGN_IN_METHODS.join(', ')}`);
  if (typeof config.maintenance !== 'boolean') problems.push('"maintenance" must be true or false');
  for (const remote of REMOTES)
    if (typeof config.remotes?.[remote.name] !== 'string')
      problems.push(`"remotes.${remote.name}" is missing`);
  if (problems.length > 0) throw new StageError(`${file}: ${problems.join('; ')}`);
  return config;
}

/**
 * Read-modify-write of one stage file under an exclusive lock (two operators at once do not lose an
 * edit), written to a temporary file, flushed and renamed over the old one: nginx serves either the
 * old file or the new one, never half of one.
 */
export function updateStage(stage, change) {
  const file = stageFile(checkStage(stage));
  const lock = `${file}.lock`;
  let lockFd;
  try {
    lockFd = openSync(lock, 'wx');
  } catch (error) {
    if (error.code === 'EEXIST')
      throw new StageError(`${lock} exists: another stage command is running (remove the file if none is)`);
    throw error;
  }
  try {
    const before = readStage(stage);
    const after = change(structuredClone(before));
    if (JSON.stringify(after) === JSON.stringify(before)) return { before, after, changed: false };
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
    const fd = openSync(temporary, 'w', statSync(file).mode & 0o777);
    try {
      writeSync(fd, `${JSON.stringify(after, null, 2)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
    return { before, after, changed: true };
  } finally {
    closeSync(lockFd);
    rmSync(lock, { force: true });
  }
}
