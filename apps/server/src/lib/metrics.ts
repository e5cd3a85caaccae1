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
  const metrics: Metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'mnemo_http_request_duration_seconds',
      help: 'API request durations by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    jobDuration: new Histogram({
      name: 'mnemo_job_duration_seconds',
      help: 'Job durations by job and outcome (completed, failed, retry, returned)',
      labelNames: ['job', 'outcome'],
      buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
      registers,
    }),
    jobFailures: new Counter({
      name: 'mnemo_job_failures_total',
      help: 'Documents that failed processing, by the step that failed and the error code',
      labelNames: ['job', 'step', 'code'],
      registers,
    }),
    stepDuration: new Histogram({
      name: 'mnemo_pipeline_step_duration_seconds',
      help: 'Durations of the processing stages of completed documents',
      labelNames: ['step'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers,
    }),
    aiDuration: new Histogram({
      name: 'mnemo_ai_request_duration_seconds',
      help: 'AI provider call latency by operation and outcome',
      labelNames: ['operation', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    aiTokens: new Counter({
      name: 'mnemo_ai_tokens_total',
      help: 'Tokens spent on the AI provider by operation and kind (prompt, completion)',
      labelNames: ['operation', 'kind'],
      registers,
    }),
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
