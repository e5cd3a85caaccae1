import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { down, up } from './0176-document-overview.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('0176: a document keeps its overview', () => {
  it('copies the overview of a session with one completed document down to it, and leaves sessions of several alone', async () => {
    const { db } = database;
    const user = await db
      .insertInto('users')
      .values({
        email: 'overview@example.com',
        name: 'Overview',
        password_hash: 'x',
        age_confirmed_at: new Date(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const insertSession = (name: string) =>
      db
        .insertInto('sessions')
        .values({
          owner_id: user.id,
          folder_id: null,
          name,
          key_concepts: JSON.stringify(['cell']),
          youtube_video_ids: '[]',
          summary: `Summary of ${name}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const insertDocument = (sessionId: string) =>
      db
        .insertInto('documents')
        .values({
          session_id: sessionId,
          owner_id: user.id,
          kind: 'text',
          file_name: null,
          source_url: null,
          storage_key: null,
          size_bytes: null,
          language: null,
          duration_ms: null,
          video_id: null,
          generation_saved_at: null,
          status: 'completed',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const single = await insertSession('Single');
    const only = await insertDocument(single.id);
    const several = await insertSession('Several');
    const one = await insertDocument(several.id);
    await insertDocument(several.id);

    await down(db as never);
    await up(db as never);
    const rows = await db
      .selectFrom('documents')
      .select(['id', 'summary', 'key_concepts'])
      .where('owner_id', '=', user.id)
      .execute();
    expect(rows.find((row) => row.id === only.id)).toMatchObject({
      summary: 'Summary of Single',
      key_concepts: ['cell'],
    });
    expect(rows.find((row) => row.id === one.id)).toMatchObject({ summary: null, key_concepts: null });
  });
});
