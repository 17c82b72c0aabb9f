// The production nginx configuration (nginx/conf.d, nginx/snippets), rendered to run on this machine:
// each stage listens on its own loopback port, /api goes to the given server ports, and the paths point at
// this checkout's release/ and stage files instead of /srv/school. A stage given a certificate keeps both
// of its servers (plain http redirecting, https) on two loopback ports, with the redirect naming the https
// port; one without is served over plain http: its https server without the TLS lines, and no redirecting
// server. Nothing else is changed, so what runs here (and in the tests) is the configuration ops install.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

export const NGINX = process.env.NGINX || '/usr/sbin/nginx';
const PRODUCTION_ROOT = '/srv/school';

function replaceOnce(text, pattern, replacement, file) {
  let count = 0;
  const result = text.replace(pattern, (...match) => {
    count += 1;
    return replacement(...match);
  });
  if (count === 0) throw new Error(`${file}: nothing matches ${pattern}; the renderer needs updating`);
  return result;
}

function paths(text, { releaseDir, stagesDir, logsDir }) {
  return text
    .replaceAll(`${PRODUCTION_ROOT}/release/`, `${releaseDir}/`)
    .replaceAll(`${PRODUCTION_ROOT}/nginx/stages/`, `${stagesDir}/`)
    .replaceAll('/var/log/nginx/', `${logsDir}/`);
}

/** Both servers of the stage on loopback: plain http on `port`, https on `tls.port` with the given files. */
function withTls(text, stage, file) {
  const { port, certificate, key } = stage.tls;
  text = replaceOnce(
    text,
    /^([ \t]*)listen 80;$/m,
    (_all, indent) => `${indent}listen 127.0.0.1:${stage.port};`,
    file,
  );
  text = replaceOnce(
    text,
    /^([ \t]*)listen 443 ssl http2;$/m,
    (_all, indent) => `${indent}listen 127.0.0.1:${port} ssl http2;`,
    file,
  );
  text = replaceOnce(
    text,
    /^([ \t]*ssl_certificate) \S+;$/m,
    (_all, head) => `${head} ${certificate};`,
    file,
  );
  text = replaceOnce(text, /^([ \t]*ssl_certificate_key) \S+;$/m, (_all, head) => `${head} ${key};`, file);
  // $host has no port; the production redirect goes to the default port 443.
  return replaceOnce(text, /https:\/\/\$host\$request_uri/, () => `https://$host:${port}$request_uri`, file);
}

/** No certificate: the https server's locations over plain http on `port`; no redirecting server, no HSTS. */
function withoutTls(text, stage, file) {
  text = replaceOnce(
    text,
    /^server \{\n(?:[ \t]*#[^\n]*\n)*[ \t]*listen 80;\n[\s\S]*?^\}\n\n/m,
    () => '',
    file,
  );
  // The lines go with the comments above them.
  text = replaceOnce(
    text,
    /^(?:[ \t]*#[^\n]*\n)*([ \t]*)listen 443 ssl http2;$/m,
    (_all, indent) => `${indent}listen 127.0.0.1:${stage.port};`,
    file,
  );
  for (const line of [
    /^(?:[ \t]*#[^\n]*\n)*[ \t]*ssl_certificate \S+;\n/m,
    /^[ \t]*ssl_certificate_key \S+;\n/m,
  ])
    text = replaceOnce(text, line, () => '', file);
  text = replaceOnce(text, /^[ \t]*include snippets\/school-tls\.conf;\n/m, () => '', file);
  return text.replace(/\n{3,}/g, '\n\n');
}

/**
 * Writes <runDir>/nginx.conf with conf.d/ and snippets/ beside it.
 * @param {object} options
 * @param {string} options.runDir
 * @param {{name: string, port: number, api: string[], tls?: {port: number, certificate: string, key: string}}[]} options.stages
 *   api: host:port of each server process; tls: the https port, the certificate chain and key files (PEM)
 * @param {string} options.releaseDir
 * @param {string} options.stagesDir
 * @returns {string} the path of nginx.conf
 */
export function renderNginxConfig({ runDir, stages, releaseDir, stagesDir }) {
  const dirs = { releaseDir, stagesDir, logsDir: path.join(runDir, 'logs') };
  for (const dir of ['conf.d', 'snippets', 'logs', 'tmp'])
    mkdirSync(path.join(runDir, dir), { recursive: true });
  const source = (file) => readFileSync(path.join(root, 'nginx', file), 'utf8');

  for (const snippet of ['school-site.conf', 'school-proxy.conf', 'school-tls.conf'])
    writeFileSync(path.join(runDir, 'snippets', snippet), paths(source(`snippets/${snippet}`), dirs));
  writeFileSync(path.join(runDir, 'conf.d', 'school.conf'), paths(source('conf.d/school.conf'), dirs));

  for (const stage of stages) {
    const file = `conf.d/school-${stage.name}.conf`;
    let text = paths(source(file), dirs);
    text = stage.tls ? withTls(text, stage, file) : withoutTls(text, stage, file);
    text = replaceOnce(
      text,
      /(upstream school_api_\w+ \{\n)((?:\s*server [^\n]+;\n)+)/,
      (_all, head) => head + stage.api.map((address) => `    server ${address};\n`).join(''),
      file,
    );
    writeFileSync(path.join(runDir, file), text);
  }

  const tmp = (name) => path.join(runDir, 'tmp', name);
  const conf = path.join(runDir, 'nginx.conf');
  writeFileSync(
    conf,
    `# Rendered by scripts/nginxLocal.mjs for a local run; the production files are in nginx/.
worker_processes 1;
pid ${path.join(runDir, 'nginx.pid')};
error_log ${path.join(runDir, 'logs', 'error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log ${path.join(runDir, 'logs', 'access.log')};
    client_body_temp_path ${tmp('client_body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};
    include conf.d/school.conf;
${stages.map((stage) => `    include conf.d/school-${stage.name}.conf;`).join('\n')}
}
`,
  );
  return conf;
}

const nginxArgs = (conf) => [
  '-c',
  conf,
  '-p',
  path.dirname(conf),
  '-e',
  path.join(path.dirname(conf), 'logs', 'error.log'),
];

/** nginx -t on a rendered configuration: { ok, output }. */
export function testNginxConfig(conf) {
  const result = spawnSync(NGINX, ['-t', ...nginxArgs(conf)], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** Starts nginx in the foreground (its master is the child process); stop it with SIGQUIT or SIGTERM. */
export function startNginx(conf) {
  return spawn(NGINX, [...nginxArgs(conf), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
