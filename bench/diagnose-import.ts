// Diagnosis, not a benchmark (ADR 103, 148): `cd bench && ROWS=600000 npx tsx diagnose-import.ts` imports a CSV
// while the latency probe requests /api/health/live, and prints, for every probe request over
// 100 ms, where its time went on the app's main thread: how long before the loop picked it up and
// what the thread did meanwhile (on a CPU, waiting for one, neither), which PGlite calls and GCs
// ran then, and the longest single tasks of the import (PGlite calls by their CPU time).
// By default the database is PGlite on the main thread (as before ADR 148, its calls timed one by one);
// `THREAD=1` opens it as the app does now, on its own thread (its calls are not seen from here).
import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
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
import { latencyRow, percentile, probeWhile, probeWhileTimed, startLatencyProbe } from './latency-probe-client.ts';

const ROWS = Number(process.env.ROWS ?? 600_000);
const STALL_MS = Number(process.env.STALL_MS ?? 40);
const SLOW_MS = 100;

/** ms since the epoch, sub-ms: the probe's clock too */
const now = (): number => performance.timeOrigin + performance.now();
const threadCpuMs = (): number => {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
};
function schedstat(): { runMs: number; waitMs: number } {
  const [run, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ');
  return { runMs: Number(run) / 1e6, waitMs: Number(wait) / 1e6 };
}

const THREAD = process.env.THREAD === '1';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mnemo-diag-'));
const pglite = THREAD ? null : await PGlite.create(path.join(dataDir, 'db'), { startParams: PGLITE_START_PARAMS });
interface Call {
  at: number;
  ms: number;
  cpuMs: number;
  text: string;
  heapGrew: boolean;
}
const calls: Call[] = [];
let recording = false;
if (pglite) {
  const raw = pglite.execProtocolRawSync.bind(pglite);
  const mod = (pglite as unknown as { mod: { HEAPU8: Uint8Array } }).mod;
  pglite.execProtocolRawSync = (message: Uint8Array) => {
    if (!recording) return raw(message);
    const at = now();
    const cpu = threadCpuMs();
    const heapBefore = mod.HEAPU8.length;
    try {
      return raw(message);
    } finally {
      const text = new TextDecoder()
        .decode(message.subarray(0, 120))
        .replace(/[^\x20-\x7e]/g, '.')
        .replace(/^[.A-Z][.]{0,6}/, '');
      calls.push({ at, ms: now() - at, cpuMs: threadCpuMs() - cpu, text, heapGrew: mod.HEAPU8.length !== heapBefore });
    }
  };
}
const database = await openDatabase(pglite ? { pglite } : { pgliteDir: path.join(dataDir, 'db') });
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

// when the main thread picked each probe request up (its headers parsed) and when it answered
const served: Array<{ pickedAt: number; finishedAt: number }> = [];
const open = new WeakMap<IncomingMessage, number>();
diagnosticsChannel.subscribe('http.server.request.start', (message) => {
  const { request } = message as { request: IncomingMessage };
  if (recording && request.url === '/api/health/live') open.set(request, now());
});
diagnosticsChannel.subscribe('http.server.response.finish', (message) => {
  const { request } = message as { request: IncomingMessage };
  const pickedAt = open.get(request);
  if (pickedAt !== undefined) served.push({ pickedAt, finishedAt: now() });
});

const gcs: Array<{ at: number; ms: number; kind: number }> = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (recording)
      gcs.push({
        at: performance.timeOrigin + entry.startTime,
        ms: entry.duration,
        kind: ((entry as unknown as { detail?: unknown }).detail as { kind?: number } | null)?.kind ?? -1,
      });
  }
}).observe({ entryTypes: ['gc'] });

// the main thread's schedule, sampled whenever the loop is free (every 2 ms at most)
const samples: Array<{ t: number; runMs: number; waitMs: number }> = [];
const stalls: Array<{ at: number; ms: number; runMs: number; waitMs: number }> = [];
let last = { t: now(), ...schedstat() };
const ticker = setInterval(() => {
  const sample = { t: now(), ...schedstat() };
  if (recording) {
    samples.push(sample);
    if (sample.t - last.t > STALL_MS)
      stalls.push({
        at: last.t,
        ms: sample.t - last.t,
        runMs: sample.runMs - last.runMs,
        waitMs: sample.waitMs - last.waitMs,
      });
  }
  last = sample;
}, 2);

/** The main thread's run and wait between the samples that enclose [from, to]. */
function scheduleOver(from: number, to: number): { ms: number; runMs: number; waitMs: number } {
  let lo = 0;
  let hi = samples.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (samples[mid]!.t <= from) lo = mid;
    else hi = mid - 1;
  }
  const a = samples[lo]!;
  let j = lo;
  while (j < samples.length - 1 && samples[j]!.t < to) j++;
  const b = samples[j]!;
  return { ms: b.t - a.t, runMs: b.runMs - a.runMs, waitMs: b.waitMs - a.waitMs };
}

const lines: string[] = [];
for (let i = 1; i <= ROWS; i++) lines.push(`Front ${i},Back ${i}`);
const csv = new TextEncoder().encode(lines.join('\n'));
const target = `${url}/api/health/live`;
const histogram = monitorEventLoopDelay({ resolution: 10 });
const idle = await probeWhile(probe, target, {}, () => new Promise((r) => setTimeout(r, 4000)));
histogram.enable();
recording = true;
const started = now();
const cpu0 = process.cpuUsage();
const s0 = schedstat();

const busy = await probeWhileTimed(probe, target, {}, async () => {
  const outcome = await importAndWait(app, user.token, csv, 'diag.csv');
  if (outcome.state?.status !== 'done') throw new Error(JSON.stringify(outcome.state));
});
recording = false;
histogram.disable();
const wall = now() - started;
const cpu = process.cpuUsage(cpu0);
const s1 = schedstat();
const rel = (t: number): string => `+${((t - started) / 1000).toFixed(2)} s`;
const out = (text: string): void => {
  console.log(text);
};
out(latencyRow('idle', idle));
out(latencyRow('import', busy.latencies));
out(
  `wall ${(wall / 1000).toFixed(1)} s; process cpu user ${(cpu.user / 1e6).toFixed(1)} s sys ${(cpu.system / 1e6).toFixed(1)} s; main thread run ${((s1.runMs - s0.runMs) / 1000).toFixed(1)} s, runqueue wait ${((s1.waitMs - s0.waitMs) / 1000).toFixed(1)} s; load ${os.loadavg()[0]!.toFixed(1)}`,
);
out(
  `loop delay (monitorEventLoopDelay): p50 ${(histogram.percentile(50) / 1e6).toFixed(1)} p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} max ${(histogram.max / 1e6).toFixed(1)} ms`,
);
out(
  `over ${SLOW_MS} ms: ${busy.latencies.filter((ms) => ms > SLOW_MS).length}; p99 ${percentile(busy.latencies, 99).toFixed(1)} / idle ${percentile(idle, 99).toFixed(1)}`,
);

// the longest single tasks of the main thread: PGlite calls by CPU, GCs
const kindOf = (text: string): string => {
  const t = text.toLowerCase();
  if (t.includes('pgboss')) return 'pg-boss';
  if (t.startsWith('copy') || t.includes('copy ')) return 'COPY';
  if (t.includes('update "imports"')) return 'progress write';
  if (t.includes('select') && t.includes('"imports"')) return 'import read';
  return t.slice(0, 24);
};
const byKind = new Map<string, { n: number; cpu: number; ms: number; maxCpu: number; maxMs: number }>();
for (const c of calls) {
  const k = kindOf(c.text);
  const s = byKind.get(k) ?? { n: 0, cpu: 0, ms: 0, maxCpu: 0, maxMs: 0 };
  s.n++;
  s.cpu += c.cpuMs;
  s.ms += c.ms;
  s.maxCpu = Math.max(s.maxCpu, c.cpuMs);
  s.maxMs = Math.max(s.maxMs, c.ms);
  byKind.set(k, s);
}
out('PGlite calls by kind (count, CPU total / max, clock total / max):');
for (const [k, s] of [...byKind].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, 12))
  out(
    `  ${k.padEnd(26)} ${String(s.n).padStart(6)}  cpu ${s.cpu.toFixed(0).padStart(6)} / ${s.maxCpu.toFixed(1).padStart(5)} ms  clock ${s.ms.toFixed(0).padStart(6)} / ${s.maxMs.toFixed(1).padStart(6)} ms`,
  );
const cpuSorted = [...calls].sort((a, b) => b.cpuMs - a.cpuMs);
out(
  `PGlite calls over 5 ms of CPU: ${calls.filter((c) => c.cpuMs > 5).length}; over 10: ${calls.filter((c) => c.cpuMs > 10).length}; the longest: ${cpuSorted
    .slice(0, 5)
    .map((c) => `${c.cpuMs.toFixed(1)} ms ${rel(c.at)} ${c.text.slice(0, 40)}`)
    .join(' | ')}; heap growths ${calls.filter((c) => c.heapGrew).length}`,
);
const gcByKind = new Map<number, { n: number; total: number; max: number }>();
for (const g of gcs) {
  const s = gcByKind.get(g.kind) ?? { n: 0, total: 0, max: 0 };
  s.n++;
  s.total += g.ms;
  s.max = Math.max(s.max, g.ms);
  gcByKind.set(g.kind, s);
}
out(`gc by kind (1 minor, 2 major, 4 incremental, 8 weak): ${JSON.stringify([...gcByKind])}`);
out(
  `loop stalls > ${STALL_MS} ms: ${stalls.length}; with the thread on a CPU > 20 ms of one: ${stalls.filter((s) => s.runMs > 20).length}`,
);

// every slow probe request: where its time went
let totals = { queue: 0, serve: 0, after: 0, run: 0, wait: 0, pgCpu: 0, gc: 0 };
const slow: string[] = [];
for (let i = 0; i < busy.latencies.length; i++) {
  const ms = busy.latencies[i]!;
  if (ms <= SLOW_MS) continue;
  const sentAt = busy.starts[i]!;
  const doneAt = sentAt + ms;
  const match = served.find((s) => s.pickedAt >= sentAt - 1 && s.finishedAt <= doneAt + 1);
  const pickedAt = match?.pickedAt ?? doneAt;
  const finishedAt = match?.finishedAt ?? doneAt;
  const sched = scheduleOver(sentAt, pickedAt);
  const during = calls.filter((c) => c.at < pickedAt && c.at + c.ms > sentAt);
  const pgCpu = during.reduce((sum, c) => sum + c.cpuMs, 0);
  const longest = during.reduce<Call | null>((m, c) => (!m || c.ms > m.ms ? c : m), null);
  const g = gcs.filter((x) => x.at < pickedAt && x.at + x.ms > sentAt);
  const gcMs = g.reduce((sum, x) => sum + x.ms, 0);
  totals = {
    queue: totals.queue + (pickedAt - sentAt),
    serve: totals.serve + (finishedAt - pickedAt),
    after: totals.after + (doneAt - finishedAt),
    run: totals.run + sched.runMs,
    wait: totals.wait + sched.waitMs,
    pgCpu: totals.pgCpu + pgCpu,
    gc: totals.gc + gcMs,
  };
  slow.push(
    `  ${rel(sentAt)} ${ms.toFixed(0).padStart(5)} ms: picked up after ${(pickedAt - sentAt).toFixed(0)} ms, served in ${(finishedAt - pickedAt).toFixed(1)} ms, back after ${(doneAt - finishedAt).toFixed(1)} ms;` +
      ` main thread over ${sched.ms.toFixed(0)} ms ran ${sched.runMs.toFixed(0)} waited ${sched.waitMs.toFixed(0)};` +
      ` ${during.length} PGlite calls (${pgCpu.toFixed(0)} ms CPU${longest ? `, longest ${longest.ms.toFixed(0)} ms/${longest.cpuMs.toFixed(0)} cpu ${kindOf(longest.text)}` : ''})` +
      (g.length ? ` gc ${g.map((x) => `${x.kind}:${x.ms.toFixed(0)}`).join(',')}` : ''),
  );
}
out(`requests over ${SLOW_MS} ms: ${slow.length}`);
if (slow.length)
  out(
    `  in all: ${totals.queue.toFixed(0)} ms before the loop picked them up, ${totals.serve.toFixed(0)} ms serving, ${totals.after.toFixed(0)} ms back to the probe; ` +
      `the main thread meanwhile ran ${totals.run.toFixed(0)} ms (PGlite ${totals.pgCpu.toFixed(0)} ms of CPU) and waited for a CPU ${totals.wait.toFixed(0)} ms; GC on the clock ${totals.gc.toFixed(0)} ms`,
  );
for (const line of slow.slice(0, Number(process.env.SHOW ?? 60))) out(line);
clearInterval(ticker);
probe.send({ type: 'exit' });
await app.close();
await queue.stop({ graceful: false, timeout: 5_000 });
await ctx.documentEvents?.close();
await workerPool.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
