import type { CreateSessionResponse } from '@mnemo/contracts/pipeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { processDocument } from './process-document.ts';
import { checkTool, readFixture } from './steps/extract/testing/fixtures.ts';
import { startTranscriptionServer, type TranscriptionServer } from './steps/extract/testing/transcription-server.ts';
import { uploadSession } from './testing/pipeline-test-kit.ts';

// A session deleted while its recording is being processed: the compressed audio that extraction
// stores afterwards must not outlive it.
let t: TestApp;
let transcription: TranscriptionServer;
const ffmpeg = checkTool('ffmpeg');

beforeAll(async () => {
  transcription = await startTranscriptionServer();
  t = await buildTestApp({
    pipeline: { worker: false },
    config: { TRANSCRIBE_BASE_URL: transcription.baseUrl('normal') },
  });
});
afterAll(async () => {
  await t?.close();
  await transcription?.close();
});

describe.skipIf(!ffmpeg.isAvailable)('a session deleted while its document is processed', () => {
  it('leaves no file behind, not even those extraction stored after the deletion', { timeout: 90_000 }, async () => {
    const { token } = await registerTestUser(t.app);
    const res = await uploadSession(
      t.app,
      token,
      { bytes: readFixture('audio/one-speaker-jfk.mp3'), fileName: 'speech.mp3' },
      { name: 'Deleted meanwhile' },
    );
    expect(res.statusCode).toBe(202);
    const created = res.json() as CreateSessionResponse;
    const prefix = `/sessions/${created.session.id}/`;
    let deleted = 0;
    await processDocument(t.ctx, created.document.id, {
      // the audio is compressed, not yet stored: the owner deletes the session now
      afterStage: async (stage) => {
        if (stage !== 'audio_compressed') return;
        const removal = await t.app.inject({
          method: 'DELETE',
          url: `/api/directory/root/file/${created.session.id}`,
          headers: bearer(token),
        });
        expect(removal.statusCode).toBe(204);
        deleted++;
      },
    });
    expect(deleted).toBe(1);
    expect(t.storage.keys().filter((key) => key.includes(prefix))).toEqual([]);
    const documents = await t.ctx.db
      .selectFrom('documents')
      .select('id')
      .where('id', '=', created.document.id)
      .execute();
    expect(documents).toEqual([]);
  });
});
