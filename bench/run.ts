// `npm run bench`: runs every benchmark (or those named: `npm run bench -- sessions ai`), each
// printing its figures beside a reference measured in the same run. Never timed tests: these
// machines are shared and noisy, so figures are read, not asserted.
import fs from 'node:fs';
import path from 'node:path';

interface BenchModule {
  [name: string]: unknown;
}

const here = import.meta.dirname;
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort((a, b) => (a === 'sessions.bench.ts' ? -1 : b === 'sessions.bench.ts' ? 1 : a.localeCompare(b)));

let failures = 0;
for (const file of files) {
  const name = file.replace('.bench.ts', '');
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const module = (await import(path.join(here, file))) as BenchModule;
  const run = Object.entries(module).find(([key, value]) => /^run\w*Bench$/.test(key) && typeof value === 'function')?.[1] as
    | (() => Promise<string[]>)
    | undefined;
  if (!run) continue;
  console.log(`\n== ${name}`);
  const started = Date.now();
  try {
    for (const line of await run()) console.log(line);
    console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failures++;
    console.error(`  ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
process.exit(failures > 0 ? 1 : 0);
