// npm start: build what is missing, then run the API server, which also serves the shell and the remotes.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './apps.mjs';
import { SERVER_BUNDLE, buildServer } from './buildServer.mjs';

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--missing'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
await buildServer({ changed: true });

// The server's compiled JavaScript (build.mjs --missing made it; it is rebuilt when its sources changed).
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
