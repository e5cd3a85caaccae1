import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../lib/app-error.ts';
import { buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { failDocument } from './process-document.ts';
import { MAX_STREAMS_PER_USER } from './pipeline.routes.ts';
import { uploadSession } from './testing/pipeline-test-kit.ts';

// Live-progress streams hold a connection, a listener and a timer each: one user may keep at most
// ten open on a process; the next is refused, and a place frees when a stream ends.
let t: TestApp;
let base: string;

beforeAll(async () => {
  // no worker: the document stays "processing", so its streams stay open
  t = await buildTestApp({ pipeline: { worker: false } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

const open = (token: string, documentId: string, signal?: AbortSignal): Promise<Response> =>
  fetch(`${base}/api/documents/${documentId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    ...(signal ? { signal } : {}),
  });

describe('live-progress streams', () => {
  it('allows ten open streams per user, refuses the eleventh, frees a place when one ends, and ends all when the document does', async () => {
    const { token } = await registerTestUser(t.app);
    const other = await registerTestUser(t.app);
    const res = await uploadSession(t.app, token, null, {
      name: 'Streams',
      text: 'Light becomes chemical energy in plants.',
    });
    expect(res.statusCode).toBe(202);
    const { document } = res.json() as CreateSessionResponse;

    expect(MAX_STREAMS_PER_USER).toBe(10);
    const first = new AbortController();
    const streams = [await open(token, document.id, first.signal)];
    for (let i = 1; i < MAX_STREAMS_PER_USER; i++) streams.push(await open(token, document.id));
    expect(streams.map((s) => s.status)).toEqual(Array(10).fill(200));

    const refused = await open(token, document.id);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // the limit is per user: someone else is not refused (a 404 for a document not theirs)
    expect((await open(other.token, document.id)).status).toBe(404);

    // the client closes one stream: its place frees once the server sees it go
    first.abort();
    let again = await open(token, document.id);
    while (again.status === 429) {
      await again.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await open(token, document.id);
    }
    expect(again.status).toBe(200);
    streams[0] = again;

    // the document ends: every stream ends with it, and the places are free again
    await failDocument(t.ctx, document.id, errors.internal('error_something_wrong'), 'extract');
    const bodies = await Promise.all(streams.map((s) => s.text()));
    for (const body of bodies) expect(body).toContain('"status":"failed"');
    const after = await open(token, document.id);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('"status":"failed"');
  });
});
