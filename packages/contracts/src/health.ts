import { z } from 'zod';

/** `GET /api/health`: the database answers (kept for existing monitors). */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** `GET /api/health/live`: the process runs and its event loop answers (restart it otherwise). */
export const LivenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof LivenessSchema>;

export const ReadinessCheckSchema = z.enum(['ok', 'failed']);

/**
 * `GET /api/health/ready`: 200 when this process should get traffic (database and file store
 * reachable, every migration applied, not shutting down), else 503 with the same body.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  draining: z.boolean(),
  checks: z.object({ database: ReadinessCheckSchema, storage: ReadinessCheckSchema, migrations: ReadinessCheckSchema }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
