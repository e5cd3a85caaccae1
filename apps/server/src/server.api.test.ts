import http from 'node:http';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestConfig } from './config.ts';
import { buildMultipart } from './modules/pipeline/testing/pipeline-test-kit.ts';
import { insertStoredDocument } from './modules/pipeline/testing/stored-documents.ts';
import { type RunningServer, startServer } from './server.ts';
import { insertTestSession, insertTestUser } from './test/seed-rows.ts';
import { createTestDatabase } from './test/test-database.ts';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function start(overrides: Record<string, string> = {}): Promise<RunningServer> {
  const config = createTestConfig({ PORT: '0', HOST: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...overrides });
  server = await startServer(config, { database: await createTestDatabase() });
  return server;
}

async function register(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `stop${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Stopper',
      ageConfirmed: true,
    }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A POST /api/sessions whose body is sent in two halves: the request is in flight between them. */
function startSlowUpload(url: string, token: string) {
  const body = buildMultipart({
    name: 'In flight',
    questionTypes: 'multiple_choice',
    questionLanguage: 'en',
    text: 'Cells divide by mitosis.\n\nMeiosis makes gametes.',
  });
  const half = Math.floor(body.payload.length / 2);
  const target = new URL('/api/sessions', url);
  const request = http.request(target, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'content-length': String(body.payload.length) },
  });
  const answer = new Promise<{ status: number } | { error: string }>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    request.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
  });
  request.write(body.payload.subarray(0, half));
  return { answer, finish: () => request.end(body.payload.subarray(half)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('start', () => {
  it(
    "runs the app's data steps: 0206 reads again the language of a library stored before it",
    { timeout: 60_000 },
    async () => {
      const database = await createTestDatabase();
      const { db } = database;
      // an install from before 0206: an English book stored as Berber, its passages indexed as `simple`
      await sql`delete from kysely_migration where name = '0206-material-language-from-prose'`.execute(db);
      const ownerId = await insertTestUser(db, 'start@example.com', 'Start');
      const sessionId = await insertTestSession(db, ownerId, 'Graphs');
      const book = await insertStoredDocument(
        db,
        { sessionId, ownerId },
        {
          kind: 'pdf',
          language: 'ber',
          config: 'simple',
          texts: [
            'A graph consists of nodes and edges. In a weighted graph, each edge is assigned a weight, and the length of a path is the sum of the weights of its edges.',
          ],
        },
      );

      const config = createTestConfig({ PORT: '0', HOST: '127.0.0.1' });
      server = await startServer(config, { database });
      const stored = await db
        .selectFrom('chunks as c')
        .innerJoin('documents as d', 'd.id', 'c.document_id')
        .select(['d.language', 'c.language as config'])
        .where('d.id', '=', book)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ language: 'en', config: 'english' });
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(((await ready.json()) as { checks: { migrations: string } }).checks.migrations).toBe('ok');
    },
  );
});

describe('graceful stop', () => {
  it('refuses to start separate processes on local files without STORAGE=local, before opening anything', async () => {
    await expect(
      startServer(
        createTestConfig({ ROLE: 'api', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: './data' }),
      ),
    ).rejects.toThrow(/STORAGE=local/);
  });

  it('stops taking requests, finishes the one in flight, then closes', { timeout: 60_000 }, async () => {
    const running = await start({ SHUTDOWN_TIMEOUT_SECONDS: '10', METRICS: 'on', METRICS_PORT: '0' });
    const url = running.url!;
    const metrics = await fetch(running.metricsUrl!);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('mnemo_db_pool_connections');
    const token = await register(url);
    const upload = startSlowUpload(url, token);
    await sleep(200);

    const stopped = running.stop();
    await sleep(200);
    // no new connections once stopping
    await expect(fetch(`${url}/api/health/live`)).rejects.toThrow();
    upload.finish();
    expect(await upload.answer).toEqual({ status: 202 });
    await stopped;
    server = undefined;
  });

  it('cuts off a request still running at the limit', { timeout: 60_000 }, async () => {
    const running = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const token = await register(running.url!);
    const upload = startSlowUpload(running.url!, token);
    await sleep(200);
    const started = Date.now();
    await running.stop();
    server = undefined;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await upload.answer).toEqual({ error: 'ECONNRESET' });
  });
});
