import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJob } from '../../../queue/queue.repository.ts';
import { buildTestApp, registerTestUser, type TestApp } from '../../../test/test-app.ts';
import { followDocument, uploadSession } from '../testing/pipeline-test-kit.ts';
import { PROCESS_DOCUMENT_JOB } from './process-document.job.ts';

// A worker asked to stop (SIGTERM) while a job runs past the shutdown limit hands the job back to
// the queue as never started: the next worker runs it on the same attempt, and nothing counts it
// as a failure (no retry spent, the document not failed).
let first: TestApp;
let second: TestApp | undefined;
let release: () => void = () => undefined;

beforeAll(async () => {
  let isFirstAttempt = true;
  first = await buildTestApp({
    pipeline: {
      hooks: {
        // the first attempt is still working when the shutdown limit comes
        beforeSave: async () => {
          if (!isFirstAttempt) return;
          isFirstAttempt = false;
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      },
    },
  });
});
afterAll(async () => {
  release();
  await second?.close();
  await first?.close();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('worker shutdown', () => {
  it(
    'returns a job still running at the limit to the queue without spending a retry',
    { timeout: 90_000 },
    async () => {
      const { token } = await registerTestUser(first.app);
      const text =
        'Photosynthesis turns light into chemical energy in plants.\n\nChlorophyll in the leaves absorbs red and blue light.';
      const res = await uploadSession(first.app, token, null, { name: 'Shutdown test', text });
      expect(res.statusCode).toBe(202);
      const created = res.json() as CreateSessionResponse;
      const jobRow = async () => {
        const row = await first.database.pool.query<{ id: string }>(
          `select id from pgboss.job where name = $1 and data->>'documentId' = $2`,
          [PROCESS_DOCUMENT_JOB, created.document.id],
        );
        return row.rows[0]?.id;
      };
      // the worker is inside the job (past generation, before saving)
      await waitFor(async () => {
        const id = await jobRow();
        return id !== undefined && (await findJob(first.ctx.db, id))?.state === 'active';
      });
      await waitFor(async () => {
        const document = await first.ctx.db
          .selectFrom('documents')
          .select('stages')
          .where('id', '=', created.document.id)
          .executeTakeFirstOrThrow();
        return document.stages.some((s) => s.stage === 'exercises_generated');
      });
      const jobId = (await jobRow())!;
      expect(await findJob(first.ctx.db, jobId)).toMatchObject({ state: 'active', retryCount: 0 });

      const drained = await first.worker!.drain(300);
      expect(drained).toEqual({ returned: 1 });
      // back in the queue as never started, the document untouched
      expect(await findJob(first.ctx.db, jobId)).toEqual({ state: 'created', retryCount: 0, startedOn: null });
      const document = await first.ctx.db
        .selectFrom('documents')
        .select('status')
        .where('id', '=', created.document.id)
        .executeTakeFirst();
      expect(document?.status).toBe('processing');
      expect(
        await first.ctx.db
          .selectFrom('failed_documents')
          .select('id')
          .where('id', '=', created.document.id)
          .executeTakeFirst(),
      ).toBeUndefined();

      // the stopped worker's handler finishing late settles nothing
      release();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await findJob(first.ctx.db, jobId))?.state).toBe('created');

      // the next worker takes it on the same attempt and the document completes once
      second = await buildTestApp({ database: first.database, storage: first.storage, pipeline: {} });
      const events = await followDocument(second.app, token, created.document.id);
      expect(events.at(-1)!.status).toBe('completed');
      // pg-boss settles the job when the handler returns, just after the document's last event
      await waitFor(async () => (await findJob(first.ctx.db, jobId))?.state !== 'active');
      expect(await findJob(first.ctx.db, jobId)).toMatchObject({ state: 'completed', retryCount: 0 });
    },
  );

  it('has nothing to return when its jobs finish within the limit', async () => {
    // the first worker has stopped taking jobs; the second is idle
    expect(await second!.worker!.drain(1_000)).toEqual({ returned: 0 });
  });
});
