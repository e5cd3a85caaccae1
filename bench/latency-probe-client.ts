import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The bench side of `latency-probe.mjs`: a process of its own that sends one request at a time to
 * the app under test and reports each request's latency, so the app's event loop is measured from
 * outside (the responsiveness, import and optimiser benches).
 */
interface ProbeAnswer {
  type: 'latencies';
  latencies: number[];
  /** when each request was sent, ms since the epoch (performance.timeOrigin + now) */
  starts: number[];
  failure: string | null;
}

function waitFor<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string }): void => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null): void => reject(new Error(`latency probe exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Starts the probe process and resolves once it is ready; `probe.send({ type: 'exit' })` ends it. */
export async function startLatencyProbe(): Promise<ChildProcess> {
  const probe = fork(path.join(import.meta.dirname, 'latency-probe.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await waitFor(probe, 'ready');
  return probe;
}

/** Latencies of the probe's requests to `url` while `during` runs. */
export async function probeWhile(
  probe: ChildProcess,
  url: string,
  headers: Record<string, string>,
  during: () => Promise<void>,
): Promise<number[]> {
  return (await probeWhileTimed(probe, url, headers, during)).latencies;
}

/** The probe's requests while `during` runs: each one's latency and when it was sent (ms since the epoch). */
export async function probeWhileTimed(
  probe: ChildProcess,
  url: string,
  headers: Record<string, string>,
  during: () => Promise<void>,
): Promise<{ latencies: number[]; starts: number[] }> {
  const answer = waitFor<ProbeAnswer>(probe, 'latencies');
  probe.send({ type: 'start', url, headers });
  try {
    await during();
  } finally {
    probe.send({ type: 'stop' });
  }
  const { latencies, starts, failure } = await answer;
  if (failure) throw new Error(`probe: ${failure}`);
  return { latencies, starts };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** One line of a latency table: count, p50, p99 and max, the name padded to `width`. */
export function latencyRow(name: string, values: number[], width = 34): string {
  return `  ${name.padEnd(width)} ${String(values.length).padStart(5)} requests  p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(
    values,
    99,
  )
    .toFixed(1)
    .padStart(6)} ms  max ${Math.max(...values)
    .toFixed(1)
    .padStart(7)} ms`;
}
