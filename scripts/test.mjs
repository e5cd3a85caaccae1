// `npm test`: every check — typecheck, lint, format and build (at once: none reads what another
// writes), then unit/API/component tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser journeys. In CI a missing browser or database is a failure, never a silent skip.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import './check-node.mjs';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);

if (isCi && !process.env.TEST_DATABASE_URL) {
  console.error('CI needs TEST_DATABASE_URL: the data-layer tests must also run on PostgreSQL.');
  process.exit(1);
}

/**
 * The steps of a group run at the same time; a group starts once every step of the one before
 * it has passed. The first group's four checks are single-threaded for most of their time and
 * read only the sources (the build writes `apps/web/dist`, which lint and format ignore), so on
 * two cores they take about half their sum, or the longest one's time when that is more (ADR 139). A step that runs beside others prints its
 * output, whole, when it ends; a step alone prints as it goes.
 */
const groups = [
  [
    ['typecheck', ['npm', 'run', 'typecheck']],
    ['lint', ['npm', 'run', 'lint']],
    ['format', ['npx', 'prettier', '--check', '.']],
    ['build', ['npm', 'run', 'build']],
  ],
  [['unit, API and component tests', ['npx', 'vitest', 'run']]],
  [['browser journeys', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']]],
];

/** Runs one step; resolves to its outcome and time (its output printed live, or kept and printed at its end). */
function runStep(name, command, alone) {
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    let finished = false;
    const finish = (status) => {
      if (finished) return; // 'close' may follow 'error'
      finished = true;
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      const outcome = status === 0 ? 'passed' : 'failed';
      if (!alone) {
        console.log(`\n◀ ${name}: ${outcome} (${seconds} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve([name, outcome, seconds]);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(null);
    });
    child.on('close', (status) => finish(status));
  });
}

const results = [];
let stopped = false;
for (const [index, group] of groups.entries()) {
  const steps = group.filter(([name]) => only.length === 0 || only.some((o) => name.startsWith(o)));
  const running = [];
  for (const [name, command] of steps) {
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
    running.push([name, command]);
  }
  const groupStarted = Date.now();
  const outcomes = await Promise.all(running.map(([name, command]) => runStep(name, command, running.length === 1)));
  results.push(...outcomes);
  if (running.length > 1) {
    console.log(
      `\n(${running.map(([name]) => name).join(', ')} at once: ${Math.round((Date.now() - groupStarted) / 100) / 10} s)`,
    );
  }
  if (outcomes.some(([, outcome]) => outcome === 'failed')) {
    stopped = index < groups.length - 1;
    break;
  }
}

console.log('\nSummary');
for (const [name, status, seconds] of results) console.log(`  ${status.padEnd(7)} ${name} (${seconds} s)`);
const failed = results.filter(([, status]) => status === 'failed').length;
const passed = results.filter(([, status]) => status === 'passed').length;
console.log(`steps: ${passed} passed, ${failed} failed${stopped ? ' (later steps not run)' : ''}`);
process.exit(failed > 0 ? 1 : 0);
