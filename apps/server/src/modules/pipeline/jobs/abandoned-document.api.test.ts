import type { CreateSessionResponse, DocumentState } from '@mnemo/contracts/pipeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJob } from '../../../queue/queue.repository.ts';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../../test/test-app.ts';
import { processDocument } from '../process-document.ts';
import { followDocument, uploadSession } from '../testing/pipeline-test-kit.ts';
import { failAbandonedDocuments, PROCESS_DOCUMENT_JOB, PROCESS_DOCUMENT_QUEUE } from './process-document.job.ts';

// The worker dies during every attempt (out of memory, SIGKILL, a restart): pg-boss fails the job
// once its last heartbeat goes stale, and the sweep then fails the document for good: a readable
// message, its quota place returned, nothing derived left, its event stream ended.
let t: TestApp;

beforeAll(async () => {
  // no worker of its own: each attempt is claimed and "killed" by hand below
  t = await buildTestApp({ pipeline: { worker: false } });
});
afterAll(async () => {
  await t?.close();
});

const documentsStored = async (token: string): Promise<number> =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/quota', headers: bearer(token) })).json() as {
      documentsStored: number;
    }
  ).documentsStored;

describe('a document whose every attempt died with its worker', () => {
  it(
    'ends failed with a readable message, its quota returned, nothing derived left and its stream closed',
    { timeout: 60_000 },
    async () => {
      const { token } = await registerTestUser(t.app);
      const text =
        'Photosynthesis turns light into chemical energy in plants.\n\nChlorophyll in the leaves absorbs red and blue light.';
      const res = await uploadSession(t.app, token, null, { name: 'Killed every time', text });
      expect(res.statusCode).toBe(202);
      const created = res.json() as CreateSessionResponse;
      const documentId = created.document.id;
      const queue = t.ctx.queue!;
      expect(await documentsStored(token)).toBe(1);

      const attempts = (PROCESS_DOCUMENT_QUEUE.retryLimit ?? 0) + 1;
      expect(attempts).toBe(4);
      for (let attempt = 1; attempt <= attempts; attempt++) {
        // a worker claims the attempt, gets as far as saving (chunks written)… and dies
        const [job] = await queue.fetch<{ documentId: string }>(PROCESS_DOCUMENT_JOB);
        expect(job?.data.documentId).toBe(documentId);
        expect(job!.retryCount).toBe(attempt - 1);
        await expect(
          processDocument(t.ctx, documentId, {
            beforeSave: async () => {
              throw new Error('worker killed');
            },
          }),
        ).rejects.toThrow('worker killed');
        // its heartbeat stops; the next supervision pass (every 15 s) finds it stale (time moved on here)
        await t.database.pool.query(
          `update pgboss.job set heartbeat_on = heartbeat_on - interval '1 hour' where id = $1`,
          [job!.id],
        );
        await t.database.pool.query(
          `update pgboss.queue set monitor_claim_on = null, monitor_on = null where name = $1`,
          [PROCESS_DOCUMENT_JOB],
        );
        await queue.supervise(PROCESS_DOCUMENT_JOB);
        const state = await findJob(t.ctx.db, job!.id);
        expect(state?.state).toBe(attempt < attempts ? 'retry' : 'failed');

        // while an attempt is left, the sweep leaves the document alone
        if (attempt < attempts) {
          expect(await failAbandonedDocuments(t.ctx)).toEqual([]);
          const document = await t.ctx.db
            .selectFrom('documents')
            .select('status')
            .where('id', '=', documentId)
            .executeTakeFirst();
          expect(document?.status).toBe('processing');
          // skip the retry's backoff
          await t.database.pool.query(`update pgboss.job set start_after = now() where id = $1`, [job!.id]);
        }
      }

      // half-made: the document still "processing", its chunks written, its stream open
      expect(
        await t.ctx.db.selectFrom('documents').select('status').where('id', '=', documentId).executeTakeFirst(),
      ).toEqual({ status: 'processing' });
      expect(
        (await t.ctx.db.selectFrom('chunks').select('id').where('document_id', '=', documentId).execute()).length,
      ).toBeGreaterThan(0);
      const following = followDocument(t.app, token, documentId);
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(await failAbandonedDocuments(t.ctx)).toEqual([documentId]);

      const events: DocumentState[] = await following;
      expect(events.at(-1)).toMatchObject({
        status: 'failed',
        error: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' },
      });
      const state = await t.app.inject({ method: 'GET', url: `/api/documents/${documentId}`, headers: bearer(token) });
      expect(state.json()).toMatchObject({
        status: 'failed',
        error: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' },
      });
      expect(await documentsStored(token)).toBe(0);
      expect(await t.ctx.db.selectFrom('chunks').select('id').where('document_id', '=', documentId).execute()).toEqual(
        [],
      );
      // the session was made for this document alone: it goes too
      expect(
        await t.ctx.db.selectFrom('sessions').select('id').where('id', '=', created.session.id).executeTakeFirst(),
      ).toBeUndefined();
      // a second sweep has nothing left to do
      expect(await failAbandonedDocuments(t.ctx)).toEqual([]);
    },
  );
});
