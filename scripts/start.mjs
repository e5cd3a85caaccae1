// `npm start`: checks Node's version, builds the web app when it is missing or older than its
// sources, then runs the server (API + worker by default; --role=api|worker for scale-out).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import './check-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const role = process.argv.find((a) => a.startsWith('--role='))?.slice('--role='.length);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const sources = [path.join(webDir, 'src'), path.join(webDir, 'index.html'), path.join(root, 'packages')];
const sourceTime = Math.max(
  ...sources
    .filter((s) => fs.existsSync(s))
    .map((s) => (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs)),
);
const isStale = !fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < sourceTime;
if (role !== 'worker' && isStale && process.env.MNEMO_SKIP_BUILD !== '1') {
  console.log('Building the web app (first start, or its sources changed)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@mnemo/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = { ...process.env, ...(role ? { ROLE: role } : {}) };
const server = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(server.status ?? 1);
