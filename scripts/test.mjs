// `npm test`: every check, in order — typecheck, lint, format, build, unit/API/component tests (PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set), then the browser journeys. In CI a missing
// browser or database is a failure, never a silent skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import './check-node.mjs';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);

if (isCi && !process.env.TEST_DATABASE_URL) {
  console.error('CI needs TEST_DATABASE_URL: the data-layer tests must also run on PostgreSQL.');
  process.exit(1);
}

const steps = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['format', ['npx', 'prettier', '--check', '.']],
  ['build', ['npm', 'run', 'build']],
  ['unit, API and component tests', ['npx', 'vitest', 'run']],
  ['browser journeys', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const results = [];
for (const [name, command] of steps) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  if (name === 'browser journeys' && !fs.existsSync(chromium)) {
    if (isCi) {
      console.error(`Chromium is missing at ${chromium}: the browser journeys cannot run.`);
      process.exit(1);
    }
    console.warn(
      `\n⚠ Skipping the browser journeys: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH).`,
    );
    results.push([name, 'skipped', 0]);
    continue;
  }
  console.log(`\n▶ ${name}: ${command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  results.push([name, result.status === 0 ? 'passed' : 'failed', seconds]);
  if (result.status !== 0) break;
}

console.log('\nSummary');
for (const [name, status, seconds] of results) console.log(`  ${status.padEnd(7)} ${name} (${seconds} s)`);
const failed = results.filter(([, status]) => status === 'failed').length;
const passed = results.filter(([, status]) => status === 'passed').length;
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
