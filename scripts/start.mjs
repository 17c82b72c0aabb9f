// npm start: build what is missing, then run the API server, which also serves the shell and the remotes.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './apps.mjs';

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--missing'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const server = spawn(process.execPath, [tsx, path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
