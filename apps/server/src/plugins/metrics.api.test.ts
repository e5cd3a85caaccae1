import { Writable } from 'node:stream';
import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from '../lib/metrics.ts';
import { createAiProvider } from '../modules/ai/create-provider.ts';
import { instrumentAiProvider } from '../modules/ai/instrument-provider.ts';
import { followDocument, uploadSession } from '../modules/pipeline/testing/pipeline-test-kit.ts';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../test/test-app.ts';
import { readMetric } from '../test/read-metric.ts';
import { createTestDatabase } from '../test/test-database.ts';

let t: TestApp;
let metrics: Metrics;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  metrics = createMetrics({ pool: database.pool, role: 'all' });
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
  const ai = instrumentAiProvider(createAiProvider({ provider: 'local' }), metrics);
  t = await buildTestApp({ database, pipeline: {}, context: { metrics, logger, ai } });
});
afterAll(async () => {
  await t?.close();
  await t?.database.close();
});

describe('metrics', () => {
  it('serves Prometheus text with request durations by route pattern and status', async () => {
    const { token } = await registerTestUser(t.app);
    await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(token) });
    await t.app.inject({
      method: 'GET',
      url: '/api/directory/00000000-0000-4000-8000-000000000000',
      headers: bearer(token),
    });
    await t.app.inject({ method: 'GET', url: '/api/sessions' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const count = 'mnemo_http_request_duration_seconds_count';
    expect(readMetric(res.body, count, { method: 'GET', route: '/api/sessions', status: '200' })).toBe(1);
    expect(readMetric(res.body, count, { method: 'GET', route: '/api/sessions', status: '401' })).toBe(1);
    // the pattern, not the URL: one series however many folders there are
    expect(readMetric(res.body, count, { route: '/api/directory/:folderId', status: '404' })).toBe(1);
    expect(res.body).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(readMetric(res.body, 'mnemo_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(res.body).toContain('mnemo_process_resident_memory_bytes');
  });

  it(
    'counts a processed document: job and step durations, AI latency, and logs the job',
    { timeout: 60_000 },
    async () => {
      const { token } = await registerTestUser(t.app);
      const text =
        'The mitochondrion is the powerhouse of the cell. It produces ATP through cellular respiration.\n\nRibosomes build proteins from amino acids.';
      const created = (
        await uploadSession(t.app, token, null, { name: 'Metrics test', text })
      ).json() as CreateSessionResponse;
      const events = await followDocument(t.app, token, created.document.id);
      expect(events.at(-1)!.status).toBe('completed');
      // the worker records the outcome just after the document's last event
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body.includes('outcome="completed"'))
        .toBe(true);
      const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(
        readMetric(body, 'mnemo_job_duration_seconds_count', { job: 'process-document', outcome: 'completed' }),
      ).toBe(1);
      expect(readMetric(body, 'mnemo_pipeline_step_duration_seconds_count', { step: 'chunks_created' })).toBe(1);
      expect(
        readMetric(body, 'mnemo_ai_request_duration_seconds_count', { operation: 'summarize', outcome: 'ok' }),
      ).toBeGreaterThanOrEqual(1);

      const jobLines = logLines.filter((line) => line.documentId === created.document.id);
      expect(jobLines.map((line) => line.msg)).toEqual(['job started', 'job completed']);
      expect(jobLines[1]).toMatchObject({ job: 'process-document', attempt: 1, documentId: created.document.id });
      expect(jobLines[1]!.durationMs).toEqual(expect.any(Number));
    },
  );

  it('logs and counts a document that fails, with the step and the code', { timeout: 60_000 }, async () => {
    const { token } = await registerTestUser(t.app);
    // a PDF with no text layer fails in extraction
    const blank = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const res = await uploadSession(t.app, token, { bytes: blank, fileName: 'blank.pdf' }, { name: 'Failing test' });
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    const events = await followDocument(t.app, token, created.document.id);
    expect(events.at(-1)!.status).toBe('failed');
    await expect
      .poll(() => logLines.some((line) => line.documentId === created.document.id && line.msg !== 'job started'))
      .toBe(true);
    const failed = logLines.find((line) => line.documentId === created.document.id && line.msg !== 'job started')!;
    expect(failed).toMatchObject({ level: 40, attempt: 1, code: events.at(-1)!.error!.code });
    expect(failed.step).toEqual(expect.any(String));
    const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(
      readMetric(body, 'mnemo_job_failures_total', {
        job: 'process-document',
        step: failed.step as string,
        code: events.at(-1)!.error!.code,
      }),
    ).toBe(1);
  });
});
