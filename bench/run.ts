// `npm run bench`: runs every benchmark (or those named: `npm run bench -- sessions ai`), each
// printing its figures beside a reference measured in the same run. Never timed tests: these
// machines are shared and noisy, so figures are read, not asserted. With `--report` the figures
// are also written to bench/results.md, with the machine they were measured on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface BenchModule {
  [name: string]: unknown;
}

const here = import.meta.dirname;
const report = process.argv.includes('--report');
const wanted = process.argv.slice(2).filter((arg) => arg !== '--report');
const sections: Array<{ name: string; lines: string[] }> = [];
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort((a, b) => (a === 'sessions.bench.ts' ? -1 : b === 'sessions.bench.ts' ? 1 : a.localeCompare(b)));

let failures = 0;
for (const file of files) {
  const name = file.replace('.bench.ts', '');
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const module = (await import(path.join(here, file))) as BenchModule;
  const run = Object.entries(module).find(
    ([key, value]) => /^run\w*Bench$/.test(key) && typeof value === 'function',
  )?.[1] as (() => Promise<string[]>) | undefined;
  if (!run) continue;
  console.log(`\n== ${name}`);
  const started = Date.now();
  const section = { name, lines: [] as string[] };
  sections.push(section);
  try {
    for (const line of await run()) {
      console.log(line);
      section.lines.push(line);
    }
    console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failures++;
    console.error(`  ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    section.lines.push(`  FAILED: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

if (report) {
  const file = path.join(here, 'results.md');
  // a run of some benchmarks replaces their sections and keeps the others'
  const kept = new Map<string, string[]>();
  if (wanted.length > 0 && fs.existsSync(file)) {
    const previous = fs.readFileSync(file, 'utf8');
    for (const match of previous.matchAll(/^## (\S+)\n\n```\n([\s\S]*?)\n```/gm))
      kept.set(match[1]!, match[2]!.split('\n'));
  }
  for (const { name, lines } of sections)
    kept.set(
      name,
      lines.map((line) => line.replace(/^ {2}/, '')),
    );
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const text = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench -- --report${wanted.length ? ` ${wanted.join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `(${wanted.length ? `that run measured ${wanted.join(', ')}; the other sections come from an earlier run of the same command` : 'every benchmark'});`,
    `${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, ${os.platform()} ${os.release()};`,
    // the machine is shared: how busy it was says how far to trust the absolute figures
    `load average when written ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min; above ${os.cpus().length}, other work was waiting for the cores).`,
    'Each figure stands beside a reference measured in the same run; the machine is shared, so read',
    'ratios rather than absolute numbers. Regenerate with `npm run bench -- --report`.',
    '',
    ...[...kept.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([name, lines]) => [`## ${name}`, '', '```', ...lines, '```', '']),
  ].join('\n');
  fs.writeFileSync(file, text);
  console.log(`\nwrote ${file}`);
}
process.exit(failures > 0 ? 1 : 0);
