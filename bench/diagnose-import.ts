// Diagnosis, not a benchmark (ADR 103): `cd bench && ROWS=600000 npx tsx diagnose-import.ts` prints every
// event-loop gap of a CSV import with what the main thread did meanwhile (on a CPU, waiting for one,
// GC, PGlite calls and its WebAssembly memory).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app.ts';
import { createTestConfig } from '../apps/server/src/config.ts';
import { openDatabase, PGLITE_START_PARAMS } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { startImportDeckWorker } from '../apps/server/src/modules/exchange/import-job.ts';
import { importAndWait } from '../apps/server/src/modules/exchange/testing/import-kit.ts';
import { createDocumentEvents } from '../apps/server/src/modules/pipeline/document-events.ts';
import { createWorkerPool } from '../apps/server/src/worker-pool/worker-pool.ts';
import { startQueue } from '../apps/server/src/queue/queue.ts';
import { benchContext, registerBenchUser } from './embedded-app.ts';
import { latencyRow, percentile, probeWhile, startLatencyProbe } from './latency-probe-client.ts';

/* Diagnosis of the event-loop stalls of a 600k-row CSV import (ADR 103): not a bench line. */

const ROWS = Number(process.env.ROWS ?? 600_000);
const STALL_MS = Number(process.env.STALL_MS ?? 40);

function schedstat(): { runNs: number; waitNs: number } {
  const [run, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ');
  return { runNs: Number(run), waitNs: Number(wait) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mnemo-diag-'));
const pglite = await PGlite.create(path.join(dataDir, 'db'), { startParams: PGLITE_START_PARAMS });
interface Call {
  at: number;
  ms: number;
  text: string;
  heapBefore: number;
  heapAfter: number;
}
const calls: Call[] = [];
let recording = false;
const raw = pglite.execProtocolRawSync.bind(pglite);
const mod = (pglite as unknown as { mod: { HEAPU8: Uint8Array } }).mod;
pglite.execProtocolRawSync = (message: Uint8Array) => {
  const at = performance.now();
  const heapBefore = mod.HEAPU8.length;
  try {
    return raw(message);
  } finally {
    const ms = performance.now() - at;
    const heapAfter = mod.HEAPU8.length;
    if (recording && (ms > 10 || heapAfter !== heapBefore)) {
      const text = new TextDecoder().decode(message.subarray(0, 200)).replace(/[^\x20-\x7e]/g, '.');
      calls.push({ at, ms, text, heapBefore, heapAfter });
    }
  }
};
const database = await openDatabase({ pglite });
await migrateToLatest(database.db);
const queue = await startQueue(database);
const workerPool = createWorkerPool();
const ctx = benchContext(database, { queue, documentEvents: createDocumentEvents(database), workerPool });
ctx.config = createTestConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000', IMPORT_MAX_CARDS: String(ROWS) });
await startImportDeckWorker(ctx, queue, { pollingIntervalSeconds: 0.5 });
const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const probe = await startLatencyProbe();
const user = await registerBenchUser(app, 'diag@example.com');
await ctx.db.updateTable('users').set({ plan: 'ULTIMATE' }).where('email', '=', 'diag@example.com').execute();

const gcs: Array<{ at: number; ms: number; kind: number }> = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (recording)
      gcs.push({
        at: entry.startTime,
        ms: entry.duration,
        kind: ((entry as unknown as { detail?: unknown }).detail as { kind?: number } | null)?.kind ?? -1,
      });
  }
}).observe({ entryTypes: ['gc'] });

const stalls: Array<{ at: number; ms: number; runMs: number; waitMs: number }> = [];
let lastTick = performance.now();
let lastSched = schedstat();
const ticker = setInterval(() => {
  const now = performance.now();
  const sched = schedstat();
  if (recording && now - lastTick > STALL_MS) {
    stalls.push({
      at: lastTick,
      ms: now - lastTick,
      runMs: (sched.runNs - lastSched.runNs) / 1e6,
      waitMs: (sched.waitNs - lastSched.waitNs) / 1e6,
    });
  }
  lastTick = now;
  lastSched = sched;
}, 5);

const lines: string[] = [];
for (let i = 1; i <= ROWS; i++) lines.push(`Front ${i},Back ${i}`);
const csv = new TextEncoder().encode(lines.join('\n'));
const target = `${url}/api/health/live`;
const histogram = monitorEventLoopDelay({ resolution: 10 });
const idle = await probeWhile(probe, target, {}, () => new Promise((r) => setTimeout(r, 4000)));
histogram.enable();
recording = true;
const started = performance.now();
const cpu0 = process.cpuUsage();
const s0 = schedstat();

const busy = await probeWhile(probe, target, {}, async () => {
  const outcome = await importAndWait(app, user.token, csv, 'diag.csv');
  if (outcome.state?.status !== 'done') throw new Error(JSON.stringify(outcome.state));
});
recording = false;
histogram.disable();
const wall = performance.now() - started;
const cpu = process.cpuUsage(cpu0);
const s1 = schedstat();
const phaseSaveAt = calls.find((c) => c.text.includes('INSERT') || c.text.includes('insert'))?.at ?? 0;
console.log(latencyRow('idle', idle));
console.log(latencyRow('import', busy));
console.log(
  `wall ${(wall / 1000).toFixed(1)} s; process cpu user ${(cpu.user / 1e6).toFixed(1)} s sys ${(cpu.system / 1e6).toFixed(1)} s; main thread run ${((s1.runNs - s0.runNs) / 1e9).toFixed(1)} s, runqueue wait ${((s1.waitNs - s0.waitNs) / 1e9).toFixed(1)} s`,
);
console.log(
  `loop delay (monitorEventLoopDelay): p50 ${(histogram.percentile(50) / 1e6).toFixed(1)} p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} max ${(histogram.max / 1e6).toFixed(1)} ms`,
);
console.log(
  `over 100 ms: ${busy.filter((ms) => ms > 100).length}; p99 ${percentile(busy, 99).toFixed(1)} / idle ${percentile(idle, 99).toFixed(1)}`,
);
const gcByKind = new Map<number, { n: number; total: number; max: number }>();
for (const g of gcs) {
  const s = gcByKind.get(g.kind) ?? { n: 0, total: 0, max: 0 };
  s.n++;
  s.total += g.ms;
  s.max = Math.max(s.max, g.ms);
  gcByKind.set(g.kind, s);
}
console.log('gc by kind (1 minor, 2 major, 4 incremental, 8 weak):', JSON.stringify([...gcByKind]));
const slowCalls = calls.filter((c) => c.ms > 10);
console.log(
  `pglite calls > 10 ms: ${slowCalls.length}; > 30 ms: ${calls.filter((c) => c.ms > 30).length}; heap growths: ${calls.filter((c) => c.heapAfter !== c.heapBefore).length}`,
);
console.log(`first insert at +${((phaseSaveAt - started) / 1000).toFixed(1)} s`);
console.log(`stalls > ${STALL_MS} ms: ${stalls.length}`);
for (const s of stalls) {
  const overlapping = calls.filter((c) => c.at < s.at + s.ms && c.at + c.ms > s.at);
  const g = gcs.filter((x) => x.at < s.at + s.ms && x.at + x.ms > s.at);
  console.log(
    `  +${((s.at - started) / 1000).toFixed(2)} s ${s.ms.toFixed(0)} ms (thread ran ${s.runMs.toFixed(0)} ms, waited for a CPU ${s.waitMs.toFixed(0)} ms)` +
      (g.length ? ` gc ${g.map((x) => `${x.kind}:${x.ms.toFixed(0)}`).join(',')}` : '') +
      (overlapping.length
        ? ` pglite ${overlapping.map((c) => `${c.ms.toFixed(0)}ms ${c.heapAfter !== c.heapBefore ? `[heap ${c.heapBefore >> 20}→${c.heapAfter >> 20} MB] ` : ''}${c.text.slice(0, 60)}`).join(' | ')}`
        : ''),
  );
}
for (const c of calls.filter((c) => c.heapAfter !== c.heapBefore))
  console.log(
    `  heap +${((c.at - started) / 1000).toFixed(2)} s ${c.heapBefore >> 20}→${c.heapAfter >> 20} MB in ${c.ms.toFixed(0)} ms`,
  );
clearInterval(ticker);
probe.send({ type: 'exit' });
await app.close();
await queue.stop({ graceful: false, timeout: 5_000 });
await ctx.documentEvents?.close();
await workerPool.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
