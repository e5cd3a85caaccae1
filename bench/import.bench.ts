import { readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { collectionBomb, mediaBomb, zstdCollectionBomb } from '../apps/server/src/modules/exchange/testing/zip-bombs.ts';
import { buildMultipart } from '../apps/server/src/modules/pipeline/testing/pipeline-test-kit.ts';
import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';

const MB = 1024 * 1024;

/** The process's resident memory now and its peak since the last reset, in MB (Linux: /proc/self/status). */
function readMemory(): { rssMb: number; peakMb: number } {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    const rss = process.memoryUsage.rss() / MB;
    return { rssMb: rss, peakMb: Number.NaN };
  }
}

/** Sets the peak back to the current resident memory (Linux: 5 → /proc/self/clear_refs). */
function resetPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

type Upload = (app: FastifyInstance, headers: Record<string, string>, bytes: Uint8Array, fileName: string) => Promise<{ status: number; code: string | null; ms: number }>;

/** POST /api/import and whatever follows until the import is over; its final status and error code. */
const importFile: Upload = async (app, headers, bytes, fileName) => {
  const body = buildMultipart({}, { bytes, fileName });
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/import', headers: { ...headers, ...body.headers }, payload: body.payload });
  const code = res.statusCode >= 400 ? ((res.json() as { error?: { code?: string } }).error?.code ?? null) : null;
  return { status: res.statusCode, code, ms: performance.now() - started };
};

/**
 * Peak resident memory of the process while each zip bomb is refused (issue 21 item 1), beside
 * the process idle: the embedded app imports a small real deck first (so the code is loaded), the
 * peak is reset, and each bomb goes through POST /api/import. Target: each peak under 300 MB above
 * idle.
 */
async function measureBombs(app: FastifyInstance, headers: Record<string, string>, upload: Upload): Promise<string[]> {
  const bombs: Array<[string, () => Promise<Uint8Array> | Uint8Array]> = [
    ['1.5 GB zero-filled collection.anki2 (directory says 100 KB)', () => collectionBomb(1500)],
    ['1.5 GB zero-filled collection.anki2 (directory honest)', () => collectionBomb(1500, { honest: true })],
    ['1 GB zstd collection.anki21b', () => zstdCollectionBomb(1024)],
    ['six 500 MB media members (directory says 100 KB)', () => mediaBomb(6, 500)],
    ['forty 9 MB media members (directory honest)', () => mediaBomb(40, 9, { honest: true })],
  ];
  const lines: string[] = [];
  let worst = 0;
  const gc = (globalThis as { gc?: () => void }).gc;
  for (const [label, make] of bombs) {
    const bytes = await make();
    gc?.();
    const idle = readMemory().rssMb;
    const canReset = resetPeak();
    const { status, code, ms } = await upload(app, headers, bytes, 'bomb.apkg');
    const peak = canReset ? readMemory().peakMb : readMemory().rssMb;
    worst = Math.max(worst, peak - idle);
    lines.push(
      `  ${label.padEnd(60)} ${(bytes.length / MB).toFixed(2).padStart(5)} MB file → ${status} ${code ?? ''} in ${ms.toFixed(0).padStart(4)} ms; RSS idle ${idle.toFixed(0).padStart(4)} MB, peak ${peak.toFixed(0).padStart(4)} MB (+${(peak - idle).toFixed(0)} MB)`,
    );
  }
  lines.push(`  target: every peak < 300 MB above idle (worst +${worst.toFixed(0)} MB): ${worst < 300 ? 'PASS' : 'FAIL'}`);
  return lines;
}

export async function runImportBench(): Promise<string[]> {
  const database = await openBenchDatabase();
  const ctx = benchContext(database);
  const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
  try {
    const user = await registerBenchUser(app, 'importer@example.com');
    // warm-up: the importer's code and SQLite engine loaded before measuring
    const warm = await importFile(app, user.headers, await mediaBomb(2, 1, { honest: true }), 'warm-up.apkg');
    if (warm.status >= 400) throw new Error(`warm-up import: ${warm.status} ${warm.code}`);
    return ['  zip bombs: peak resident memory of the process while each is refused, beside idle (embedded app, PGlite)', ...(await measureBombs(app, user.headers, importFile))];
  } finally {
    await app.close();
    await database.close();
  }
}
