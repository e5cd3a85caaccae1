import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { createTestConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createMemoryStorage } from '../apps/server/src/lib/storage.ts';
import { generateToken, hashToken } from '../apps/server/src/lib/tokens.ts';
import { createLocalProvider } from '../apps/server/src/modules/ai/local/local.provider.ts';
import { type ServerProcess, startServerProcess } from '../apps/server/src/test/server-process.ts';

const USERS = 1000;
const SESSIONS_PER_USER = 50;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const LOADER = path.join(import.meta.dirname, 'load.mjs');

interface Load {
  rps: number;
  p99: number;
}

/** Load from a separate process, spreading requests over every user's token. */
async function load(urls: string[], tokensFile?: string): Promise<Load> {
  const options = JSON.stringify({ urls, connections: CONNECTIONS, duration: DURATION_S, tokensFile });
  const { stdout } = await promisify(execFile)(process.execPath, [LOADER, options], { maxBuffer: 1024 * 1024 });
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Load & { non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${urls.join(', ')}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // on a starved machine no request may finish within the run: that is no figure, not a zero
  if (!(result.rps > 0))
    throw new Error(`${urls.join(', ')}: no request completed within ${DURATION_S} s (machine too busy)`);
  return result;
}

/** 1,000 users with a token each and 50 sessions each, written straight into the database. */
async function seed(db: Kysely<Database>, tokensFile: string): Promise<void> {
  const tokens: string[] = [];
  for (let start = 0; start < USERS; start += 250) {
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          email: `bench${start + i}@example.com`,
          name: `Bench ${start + i}`,
          password_hash: null,
          google_sub: null,
          age_confirmed_at: new Date(),
          suspended_at: null,
        })),
      )
      .returning('id')
      .execute();
    const batch = users.map(({ id }) => ({ id, token: generateToken() }));
    tokens.push(...batch.map((b) => b.token));
    await db
      .insertInto('auth_tokens')
      .values(
        batch.map(({ id, token }) => ({
          user_id: id,
          token_hash: hashToken(token),
          expires_at: new Date(Date.now() + 86_400_000),
        })),
      )
      .execute();
  }
  await sql`insert into sessions (owner_id, name) select u.id, 'Session number ' || g from users u cross join generate_series(1, ${SESSIONS_PER_USER}) g`.execute(
    db,
  );
  // as autovacuum would after a bulk load: the planner then knows the tables' sizes
  await sql`analyze`.execute(db);
  fs.writeFileSync(tokensFile, JSON.stringify(tokens));
}

const fmt = (n: number) => n.toFixed(0).padStart(7);

/**
 * `GET /api/sessions` with 1,000 users × 50 sessions at 50 connections: p99 embedded (PGlite,
 * in-process) and on PostgreSQL, beside a bare Fastify route's p99 measured the same way; then API
 * throughput with 1 and 2 API processes on one PostgreSQL (target ≥ 1.6×). PostgreSQL comes from
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is created and dropped).
 */
export async function runScaleBench(): Promise<string[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-scale-'));
  const tokensFile = path.join(scratch, 'tokens.json');
  const lines = [
    `scale: GET /api/sessions, ${USERS} users × ${SESSIONS_PER_USER} sessions, each request as the next user, ${CONNECTIONS} connections ${DURATION_S} s (loader in its own process; ${os.cpus().length} cores)`,
  ];

  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const reference = await load([`${bareUrl}/hello`]);
  await bare.close();
  lines.push(`  bare Fastify JSON route          p99 ${fmt(reference.p99)} ms ${fmt(reference.rps)} req/s (reference)`);

  // embedded: PGlite in this process
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await migrateToLatest(database.db);
    await seed(database.db, tokensFile);
    const ctx: AppContext = {
      config: createTestConfig(),
      db: database.db,
      storage: createMemoryStorage(),
      mailer: null,
      ai: createLocalProvider(),
    };
    const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const embedded = await load([`${url}/api/sessions`], tokensFile);
    await app.close();
    lines.push(`  embedded (PGlite), 1 process     p99 ${fmt(embedded.p99)} ms ${fmt(embedded.rps)} req/s`);
  } finally {
    await database.close();
  }

  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    lines.push('  PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return lines;
  }
  const databaseName = `mnemo_bench_${process.pid}`;
  const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${databaseName}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${databaseName}`);
  const processes: ServerProcess[] = [];
  try {
    const env = {
      ROLE: 'api',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: scratch,
      STORAGE: 'local',
      LOG_LEVEL: 'warn',
      MEDIA_URL_SECRET: generateToken(),
    };
    processes.push(await startServerProcess('api-1', env));
    const postgres = await openDatabase({ databaseUrl });
    try {
      await seed(postgres.db, tokensFile);
    } finally {
      await postgres.close();
    }
    const one = await load([`${processes[0]!.url}/api/sessions`], tokensFile);
    processes.push(await startServerProcess('api-2', env));
    const two = await load(
      processes.map((p) => `${p.url}/api/sessions`),
      tokensFile,
    );
    const ratio = two.rps / one.rps;
    lines.push(
      `  PostgreSQL, 1 API process        p99 ${fmt(one.p99)} ms ${fmt(one.rps)} req/s (reference for 2)`,
      `  PostgreSQL, 2 API processes      p99 ${fmt(two.p99)} ms ${fmt(two.rps)} req/s = ${ratio.toFixed(2)}× (target ≥ 1.6×) ${ratio >= 1.6 ? 'PASS' : 'MISS'}`,
    );
    if (os.cpus().length < 4) {
      lines.push(
        `  (on ${os.cpus().length} shared cores the load generator, PostgreSQL and both API processes compete for the same cores, and other work on the machine comes and goes between the two runs: this ratio is not evidence either way; measure it on ≥ 4 idle cores)`,
      );
    }
  } finally {
    for (const process of processes) process.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    await admin(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return lines;
}
