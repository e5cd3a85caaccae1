import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (METRICS=on), one registry per process so tests can build
 * several apps side by side. Names follow Prometheus conventions: base units, `_total` counters.
 */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  jobDuration: Histogram<'job' | 'outcome'>;
  jobFailures: Counter<'job' | 'step' | 'code'>;
  stepDuration: Histogram<'step'>;
  aiDuration: Histogram<'operation' | 'outcome'>;
  aiTokens: Counter<'operation' | 'kind'>;
}

export interface MetricSources {
  pool?: pg.Pool;
  queue?: PgBoss | null;
  /** `api`, `worker` or `all`, as a label on every series */
  role: string;
}

/** Creates the registry with every metric; pool and queue gauges read their source at scrape time. */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ role: sources.role });
  collectDefaultMetrics({ register: registry, prefix: 'mnemo_' });
  const registers = [registry];
  // every metric of ours is made the same way, in this process's registry
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new Histogram<L>({ name, help, labelNames, buckets, registers });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name, help, labelNames, registers });
  const metrics: Metrics = {
    registry,
    httpDuration: histogram(
      'mnemo_http_request_duration_seconds',
      'API request durations by route pattern and status',
      ['method', 'route', 'status'],
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ),
    jobDuration: histogram(
      'mnemo_job_duration_seconds',
      'Job durations by job and outcome (completed, failed, retry, returned)',
      ['job', 'outcome'],
      [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
    ),
    jobFailures: counter(
      'mnemo_job_failures_total',
      'Documents that failed processing, by the step that failed and the error code',
      ['job', 'step', 'code'],
    ),
    stepDuration: histogram(
      'mnemo_pipeline_step_duration_seconds',
      'Durations of the processing stages of completed documents',
      ['step'],
      [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    ),
    aiDuration: histogram(
      'mnemo_ai_request_duration_seconds',
      'AI provider call latency by operation and outcome',
      ['operation', 'outcome'],
      [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    ),
    aiTokens: counter(
      'mnemo_ai_tokens_total',
      'Tokens spent on the AI provider by operation and kind (prompt, completion)',
      ['operation', 'kind'],
    ),
  };
  const { pool, queue } = sources;
  if (pool) {
    new Gauge({
      name: 'mnemo_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting requests)',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  if (queue) {
    new Gauge({
      name: 'mnemo_queue_jobs',
      help: 'Jobs per queue by state (ready, deferred, active, failed), as of the queue monitor last pass',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        // a scrape must answer even while the database is away: the gauge then keeps its last values
        const queues = await queue.getQueues().catch(() => []);
        for (const q of queues) {
          this.set({ queue: q.name, state: 'ready' }, q.readyCount);
          this.set({ queue: q.name, state: 'deferred' }, q.deferredCount);
          this.set({ queue: q.name, state: 'active' }, q.activeCount);
          this.set({ queue: q.name, state: 'failed' }, q.failedCount);
        }
      },
    });
  }
  return metrics;
}
