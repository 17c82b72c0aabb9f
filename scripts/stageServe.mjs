// npm run stage:serve -- <stage>... : real nginx with the production configuration, and the server, for
// one or more stages on loopback ports - to check a stage on this machine before ops install it.
//
//   --port N        port of the first stage, the next ones N+1...; 0 picks free ports
//                   (default: v1 8081, v2 8082, qa 8083)
//   --servers N     server processes per stage behind nginx (default 1; more need DATABASE_URL, since an
//                   embedded PGlite database belongs to one process)
//   --api H:P       send /api to a server already running at H:P instead of starting one (repeatable)
//   --env-file F    environment for the servers: OIDC_*, SMTP_URL, DATABASE_URL, SESSION_* (secrets stay
//                   out of nginx/, which nginx serves from)
//   --tls DIR       serve over TLS as in production: DIR/<stage>/fullchain.pem and privkey.pem are each
//                   stage's certificate (production: /etc/ssl/school), its http port only redirects, and its
//                   servers' PUBLIC_URL is the https address
//   --tls-port N    https port of the first stage, the next ones N+1...; 0 picks free ports (default: v1
//                   8441, v2 8442, qa 8443; free ones with --port 0)
//   --json          print one JSON line {stages, redirects, config} when everything answers
//
// Releases come from release/ (RELEASE_DIR), stage files from nginx/stages/ (STAGES_DIR); each stage's
// server keeps its embedded database in data/stages/<stage>/. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, apps, releaseDir, root } from './apps.mjs';
import { SERVER_BUNDLE, buildServer } from './buildServer.mjs';
import { StageError, readStage, stageFile, stagesDir, versionOf } from './stages.mjs';
import { renderNginxConfig, startNginx, testNginxConfig } from './nginxLocal.mjs';

const DEFAULT_PORTS = { v1: 8081, v2: 8082, qa: 8083 };
const DEFAULT_TLS_PORTS = { v1: 8441, v2: 8442, qa: 8443 };

function fail(message) {
  console.error(`stage:serve: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = {
    stages: [],
    port: null,
    servers: 1,
    api: [],
    envFile: null,
    json: false,
    tls: null,
    tlsPort: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => argv[++i] ?? fail(`${arg} needs a value`);
    if (arg === '--port') options.port = Number(value());
    else if (arg === '--servers') options.servers = Number(value());
    else if (arg === '--api') options.api.push(value());
    else if (arg === '--env-file') options.envFile = path.resolve(value());
    else if (arg === '--json') options.json = true;
    else if (arg === '--tls') options.tls = path.resolve(value());
    else if (arg === '--tls-port') options.tlsPort = Number(value());
    else if (arg.startsWith('-')) fail(`unknown option ${arg}`);
    else options.stages.push(arg);
  }
  if (options.stages.length === 0) fail('which stage? npm run stage:serve -- qa');
  if (!Number.isInteger(options.servers) || options.servers < 1) fail('--servers takes a number from 1');
  if (options.port !== null && !Number.isInteger(options.port)) fail('--port takes a number');
  if (options.tlsPort !== null && !Number.isInteger(options.tlsPort)) fail('--tls-port takes a number');
  if (options.tlsPort !== null && !options.tls) fail('--tls-port needs --tls');
  return options;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The stage's certificate files under the --tls folder, as in /etc/ssl/school/<stage>/; both must exist. */
function certificateOf(stage) {
  const files = {
    certificate: path.join(options.tls, stage, 'fullchain.pem'),
    key: path.join(options.tls, stage, 'privkey.pem'),
  };
  for (const file of Object.values(files)) if (!existsSync(file)) fail(`no ${file} for the stage ${stage}`);
  return files;
}

/** Refuses to serve a stage whose shell or remote releases are missing (nginx would answer 404). */
function checkReleases(stage) {
  const config = readStage(stage);
  const shell = apps.find((app) => app.dir === 'shell');
  if (!existsSync(path.join(shell.target(), 'index.html')))
    throw new StageError(`no shell in ${releaseDir}: run npm run release first`);
  for (const remote of REMOTES) {
    const version = versionOf(remote, config.remotes[remote.name]);
    if (version && !existsSync(path.join(releaseDir, remote.dir, version, 'mf-manifest.json')))
      throw new StageError(`${stage} runs ${remote.dir} ${version}, which is not in ${releaseDir}`);
  }
}

async function waitFor(url, child, what) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      // Any answer will do: the http port of a stage over TLS answers with a redirect.
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

const options = parseArgs(process.argv.slice(2));
if (options.envFile) process.loadEnvFile(options.envFile);
if (options.servers > 1 && !process.env.DATABASE_URL && options.api.length === 0)
  fail('several servers per stage need DATABASE_URL (an embedded PGlite database belongs to one process)');
try {
  options.stages.forEach(checkReleases);
} catch (error) {
  if (error instanceof StageError) fail(error.message);
  throw error;
}

const children = [];
let runDir = null;
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(child.nginx ? 'SIGQUIT' : 'SIGTERM');
  const exit = () => {
    if (runDir) rmSync(runDir, { recursive: true, force: true });
    process.exit(code);
  };
  if (children.every((child) => child.exitCode !== null)) return exit();
  let left = children.filter((child) => child.exitCode === null).length;
  for (const child of children)
    child.once('exit', () => {
      left -= 1;
      if (left === 0) exit();
    });
  setTimeout(exit, 10_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  const stages = [];
  for (const [index, name] of options.stages.entries()) {
    const port =
      options.port === 0 ? await freePort() : options.port ? options.port + index : DEFAULT_PORTS[name];
    const stage = { name, port, api: [...options.api] };
    if (options.tls) {
      const tlsPort =
        options.tlsPort === 0 || (options.tlsPort === null && options.port === 0)
          ? await freePort()
          : options.tlsPort
            ? options.tlsPort + index
            : DEFAULT_TLS_PORTS[name];
      stage.tls = { port: tlsPort, ...certificateOf(name) };
    }
    stages.push(stage);
  }
  // The address people use: https when the stage has a certificate.
  const publicUrl = (stage) =>
    stage.tls ? `https://127.0.0.1:${stage.tls.port}` : `http://127.0.0.1:${stage.port}`;

  // The servers: one embedded database per stage unless DATABASE_URL names a shared PostgreSQL.
  await buildServer({ changed: true });
  for (const stage of stages) {
    if (options.api.length > 0) continue;
    for (let n = 0; n < options.servers; n += 1) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
        cwd: root,
        // With --json the JSON line is all of stdout: the server's log goes to stderr.
        stdio: ['ignore', options.json ? 2 : 'inherit', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          STAGE: stage.name,
          STAGE_FILE: stageFile(stage.name),
          PUBLIC_URL: process.env.PUBLIC_URL || publicUrl(stage),
          TRUST_PROXY: 'on',
          DATA_DIR: process.env.DATA_DIR || path.join('data', 'stages', stage.name),
          SHELL_DIST: path.join(releaseDir, 'shell'),
          ...Object.fromEntries(
            REMOTES.map((r) => [`MF_${r.name.toUpperCase()}_DIST`, path.join(releaseDir, r.dir)]),
          ),
        },
      });
      children.push(child);
      // Several processes on one database: start them one after another (migrations, demo seed).
      await waitFor(`http://127.0.0.1:${port}/stage.json`, child, `the ${stage.name} server`);
      stage.api.push(`127.0.0.1:${port}`);
    }
  }

  runDir = mkdtempSync(path.join(os.tmpdir(), 'school-nginx-'));
  const conf = renderNginxConfig({ runDir, stages, releaseDir, stagesDir: stagesDir() });
  const check = testNginxConfig(conf);
  if (!check.ok) throw new Error(`nginx -t failed:\n${check.output}`);
  const nginx = startNginx(conf);
  nginx.nginx = true;
  children.push(nginx);
  for (const stage of stages) await waitFor(`http://127.0.0.1:${stage.port}/stage.json`, nginx, 'nginx');
  for (const child of children) child.once('exit', () => stop(1));

  if (options.json) {
    const urls = Object.fromEntries(stages.map((stage) => [stage.name, publicUrl(stage)]));
    // The plain http address of each stage over TLS, which only redirects.
    const redirects = Object.fromEntries(
      stages.filter((stage) => stage.tls).map((stage) => [stage.name, `http://127.0.0.1:${stage.port}`]),
    );
    console.log(JSON.stringify({ stages: urls, redirects, config: conf }));
  } else {
    for (const stage of stages)
      console.log(
        `${stage.name}: ${publicUrl(stage)}${stage.tls ? ` (http://127.0.0.1:${stage.port} redirects)` : ''}  (/api -> ${stage.api.join(', ')})`,
      );
    console.log(`nginx configuration: ${conf}; stage files: ${stagesDir()}; Ctrl+C stops`);
  }
} catch (error) {
  console.error(`stage:serve: ${error.message}`);
  stop(1);
}
