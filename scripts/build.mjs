// Builds the shell and the remotes in sequence. `--missing` builds only apps without a build.
import { spawnSync } from 'node:child_process';
import { apps, isBuilt, root } from './apps.mjs';

const onlyMissing = process.argv.includes('--missing');

for (const app of apps) {
  if (onlyMissing && isBuilt(app)) continue;
  const started = Date.now();
  console.log(`[build] ${app.dir}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', app.dir], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[build] ${app.dir} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`[build] ${app.dir} done in ${Math.round((Date.now() - started) / 1000)} s`);
}
