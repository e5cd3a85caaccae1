import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { CreateSessionResponse, DocumentState } from '@mnemo/contracts/pipeline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './lib/s3-storage.ts';
import { buildMultipart, parseDocumentEvents } from './modules/pipeline/testing/pipeline-test-kit.ts';
import { readFixture } from './modules/pipeline/steps/extract/testing/fixtures.ts';
import { startS3TestServer, type S3TestServer } from './test/s3-test-server.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

/*
 * Beyond one machine (runs on the PostgreSQL at TEST_DATABASE_URL, as in CI): two API processes
 * and two workers, each a real `node apps/server/src/main.ts`, on one database and one object
 * store (s3rver). Four users create twenty sessions (PDF, PPTX, text) through both APIs while a
 * reader on the *other* API follows each document live; one worker is killed with SIGKILL in the
 * middle of a job. Every document must finish exactly once, every reader must see its document to
 * the end, and every stored file must be in the store.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error('the multi-process test runs on PostgreSQL: set TEST_DATABASE_URL');

const databaseName = `mnemo_mp_${crypto.randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${databaseName}` }).toString();
const mediaUrlSecret = crypto.randomBytes(32).toString('hex');
let s3: S3TestServer;
const processes: ServerProcess[] = [];
let db: pg.Pool;

async function withAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

function environment(role: 'api' | 'worker'): Record<string, string> {
  return {
    ROLE: role,
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(os.tmpdir(), databaseName),
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SHUTDOWN_TIMEOUT_SECONDS: '5',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_URL_SECRET: mediaUrlSecret,
  };
}

beforeAll(async () => {
  await withAdmin(`create database ${databaseName}`);
  s3 = await startS3TestServer('mnemo-multi');
  // the first process migrates; the others find the schema up to date
  processes.push(await startServerProcess('api-1', environment('api')));
  processes.push(
    ...(await Promise.all([
      startServerProcess('api-2', environment('api')),
      startServerProcess('worker-1', environment('worker')),
      startServerProcess('worker-2', environment('worker')),
    ])),
  );
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
}, 300_000);

afterAll(async () => {
  for (const process of processes)
    if (process.child.exitCode === null && process.child.signalCode === null) process.child.kill('SIGTERM');
  await Promise.all(processes.map((process) => process.exited));
  await db?.end();
  await s3?.close();
  await withAdmin(`drop database if exists ${databaseName} with (force)`);
}, 120_000);

const pdf = readFixture('documents/textbook-chapter-10p.pdf');
const pptx = readFixture('documents/sample-show.pptx');
const TEXTS = [
  'Photosynthesis turns light into chemical energy.\n\nChlorophyll in the chloroplasts absorbs red and blue light, and the Calvin cycle fixes carbon dioxide into sugar.',
  'The French Revolution began in 1789.\n\nThe storming of the Bastille on 14 July became its symbol, and the monarchy was abolished in 1792.',
  "Newton's second law states that force equals mass times acceleration.\n\nA larger force on the same mass produces a larger acceleration.",
];

interface Created {
  user: { token: string; uid: string };
  via: ServerProcess;
  reader: ServerProcess;
  response: CreateSessionResponse;
  events: Promise<DocumentState[]>;
}

async function register(api: ServerProcess, n: number): Promise<{ token: string; uid: string }> {
  const res = await fetch(`${api.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `learner${n}-${databaseName}@example.com`,
      password: 'correct horse battery',
      name: `Learner ${n}`,
      ageConfirmed: true,
    }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { token: string; user: { uid: string } };
  return { token: body.token, uid: body.user.uid };
}

/** Follows a document's event stream on one API until it ends. */
async function follow(api: ServerProcess, token: string, documentId: string): Promise<DocumentState[]> {
  const res = await fetch(`${api.url}/api/documents/${documentId}/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return parseDocumentEvents(await res.text());
}

async function create(
  via: ServerProcess,
  reader: ServerProcess,
  user: { token: string; uid: string },
  n: number,
): Promise<Created> {
  const kind = n % 3;
  const fields = { name: `Session ${n}`, questionTypes: 'multiple_choice,true_false', questionLanguage: 'en' };
  const body =
    kind === 0
      ? buildMultipart(fields, { bytes: pdf, fileName: 'chapter.pdf' })
      : kind === 1
        ? buildMultipart(fields, { bytes: pptx, fileName: 'deck.pptx' })
        : buildMultipart({ ...fields, text: TEXTS[n % TEXTS.length]! });
  const res = await fetch(`${via.url}/api/sessions`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${user.token}` },
    body: new Uint8Array(body.payload),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const response = (await res.json()) as CreateSessionResponse;
  // the reader is on the other API process: only the database can tell it what happens
  return { user, via, reader, response, events: follow(reader, user.token, response.document.id) };
}

describe('two API processes and two workers on one database and one object store', () => {
  it(
    'finish every document exactly once, stream every change to the other API, and lose no file, though a worker is killed mid-job',
    { timeout: 600_000 },
    async () => {
      const [api1, api2, worker1, worker2] = processes as [ServerProcess, ServerProcess, ServerProcess, ServerProcess];
      const users = [
        await register(api1, 1),
        await register(api2, 2),
        await register(api1, 3),
        await register(api2, 4),
      ];

      // worker 1 dies (no shutdown, no cleanup) as soon as it is inside a job
      const killed = worker1
        .waitForLog((line) => line.msg === 'job started')
        .then((line) => {
          worker1.child.kill('SIGKILL');
          return line;
        });

      const created: Created[] = [];
      for (let n = 0; n < 20; n++) {
        const via = n % 2 === 0 ? api1 : api2;
        created.push(await create(via, via === api1 ? api2 : api1, users[n % 4]!, n));
      }
      const killedJob = await killed;
      expect(await worker1.exited).toBe('SIGKILL');

      // every reader, on the API that did not create the document, sees it to the end
      const streams = await Promise.all(created.map((c) => c.events));
      for (const [i, events] of streams.entries()) {
        const last = events.at(-1)!;
        expect(last.id).toBe(created[i]!.response.document.id);
        expect(last.status, JSON.stringify(last.error ?? null)).toBe('completed');
        // it was told of changes as they happened, not only the final state
        expect(events.length).toBeGreaterThanOrEqual(3);
        expect(last.stages.filter((s) => s.stage === 'document_saved')).toHaveLength(1);
      }

      // exactly once: one job each, completed; the killed one ran again on the other worker
      const readJobs = () =>
        db.query<{ document_id: string; state: string; retry_count: number }>(
          `select data->>'documentId' as document_id, state, retry_count from pgboss.job where name = 'process-document'`,
        );
      // pg-boss settles a job when its handler returns, just after the document's last event
      let jobs = await readJobs();
      for (
        const giveUpAt = Date.now() + 30_000;
        jobs.rows.some((job) => job.state === 'active') && Date.now() < giveUpAt;
        jobs = await readJobs()
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(jobs.rows).toHaveLength(20);
      expect(jobs.rows.filter((job) => job.state !== 'completed')).toEqual([]);
      const retried = jobs.rows.find((job) => job.document_id === killedJob.documentId)!;
      expect(retried.retry_count).toBe(1);
      const finisher = worker2.logs.find(
        (line) => line.msg === 'job completed' && line.documentId === killedJob.documentId,
      );
      expect(finisher).toMatchObject({ attempt: 2 });

      // no duplicated cards or questions, and quota counted once per user
      const items = await db.query<{
        document_id: string;
        cards: number;
        distinct_cards: number;
        questions: number;
        distinct_questions: number;
      }>(`
      select d.id as document_id,
        (select count(*) from flashcards f where f.document_id = d.id)::int as cards,
        (select count(distinct f.front) from flashcards f where f.document_id = d.id)::int as distinct_cards,
        (select count(*) from questions q where q.document_id = d.id)::int as questions,
        (select count(distinct q.prompt) from questions q where q.document_id = d.id)::int as distinct_questions
      from documents d`);
      expect(items.rows).toHaveLength(20);
      expect(items.rows.reduce((sum, row) => sum + row.cards + row.questions, 0)).toBeGreaterThan(20);
      for (const row of items.rows) {
        expect(row.distinct_cards).toBe(row.cards);
        expect(row.distinct_questions).toBe(row.questions);
      }
      const usage = await db.query<{ user_id: string; exercises: number; generated: number }>(`
      select u.user_id, u.exercises,
        ((select count(*) from flashcards f join sessions s on s.id = f.session_id where s.owner_id = u.user_id)
          + (select count(*) from questions q join sessions s on s.id = q.session_id where s.owner_id = u.user_id))::int as generated
      from usage u`);
      expect(usage.rows).toHaveLength(4);
      for (const row of usage.rows) expect(row.exercises).toBe(row.generated);

      // every uploaded file and every PDF rendering of a slide deck is in the store, and nothing else is
      const documents = await db.query<{ storage_key: string; pdf_key: string | null }>(
        `select storage_key, pdf_key from documents`,
      );
      const keys = documents.rows
        .flatMap((row) => (row.pdf_key ? [row.storage_key, row.pdf_key] : [row.storage_key]))
        .sort();
      const store = createS3Storage(s3.options);
      expect(await store.list('users/')).toEqual(keys);
      for (const key of keys) expect((await store.stat(key))?.size).toBeGreaterThan(0);

      // the survivors stop cleanly on SIGTERM
      for (const process of [api1, worker2]) process.child.kill('SIGTERM');
      expect(await api1.exited).toBe(0);
      expect(await worker2.exited).toBe(0);
    },
  );
});
