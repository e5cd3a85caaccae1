import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { createTestConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createMemoryStorage } from '../apps/server/src/lib/storage.ts';
import { createLocalProvider } from '../apps/server/src/modules/ai/local/local.provider.ts';
import { findUserByToken } from '../apps/server/src/modules/auth/auth.repository.ts';
import { listUserSessions } from '../apps/server/src/modules/library/session-files.ts';

const DURATION_S = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const AUTOCANNON = path.join(import.meta.dirname, 'node_modules/.bin/autocannon');
const AUTOCANNON_ROOT = path.join(import.meta.dirname, '../node_modules/.bin/autocannon');

/** Load from a separate process, so the load generator does not share the server's event loop. */
async function measureHttp(url: string, token?: string): Promise<number> {
  const bin = (await import('node:fs')).existsSync(AUTOCANNON) ? AUTOCANNON : AUTOCANNON_ROOT;
  const args = ['--json', '-c', String(CONNECTIONS), '-d', String(DURATION_S), ...(token ? ['-H', `authorization=Bearer ${token}`] : []), url];
  const { stdout } = await promisify(execFile)(bin, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * GET /api/sessions for a user with 200 sessions on the embedded database, beside a bare Fastify
 * route and the route's own database work (token lookup + list) in a loop without HTTP.
 * Target: the route reaches at least half of its database work's throughput.
 */
export async function runSessionsBench(): Promise<string[]> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateToLatest(database.db);
  const ctx: AppContext = {
    config: createTestConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000' }),
    db: database.db,
    storage: createMemoryStorage(),
    mailer: null,
    ai: createLocalProvider(),
  };
  const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'bench@example.com', password: 'bench password', name: 'Bench', ageConfirmed: true },
    });
    const { token } = registered.json() as { token: string };
    for (let i = 0; i < 200; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/directory/root/file',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: `Session number ${i + 1}` },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
    }

    // the route's own database work, no HTTP: same queries, same order
    const started = performance.now();
    let loops = 0;
    while (performance.now() - started < DURATION_S * 1000) {
      const user = await findUserByToken(ctx.db, token);
      const sessions = await listUserSessions(ctx, user!);
      if (sessions.length !== 200) throw new Error('expected 200 sessions');
      loops++;
    }
    const dbPerSecond = loops / ((performance.now() - started) / 1000);

    const bareRps = await measureHttp(`${bareUrl}/hello`);
    const routeRps = await measureHttp(`${url}/api/sessions`, token);
    const ratio = routeRps / dbPerSecond;
    return [
      `sessions: GET /api/sessions, 200 sessions, PGlite, autocannon ${CONNECTIONS} connections ${DURATION_S} s`,
      `  bare Fastify JSON route        ${bareRps.toFixed(0).padStart(8)} req/s (reference)`,
      `  route's database work, no HTTP ${dbPerSecond.toFixed(0).padStart(8)} ops/s (reference)`,
      `  GET /api/sessions              ${routeRps.toFixed(0).padStart(8)} req/s = ${(ratio * 100).toFixed(0)} % of its database work (target ≥ 50 %) ${ratio >= 0.5 ? 'PASS' : 'MISS'}`,
    ];
  } finally {
    await app.close();
    await bare.close();
    await database.close();
  }
}
