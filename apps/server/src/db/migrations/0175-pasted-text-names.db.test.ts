import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { up } from './0175-pasted-text-names.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('0175: pasted text stored without a name', () => {
  it('is named from its first passages; named documents and other kinds keep theirs', async () => {
    const { db } = database;
    const user = await db
      .insertInto('users')
      .values({ email: 'names@example.com', name: 'Names', password_hash: 'x', age_confirmed_at: new Date() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await db
      .insertInto('sessions')
      .values({
        owner_id: user.id,
        folder_id: null,
        name: 'Old texts',
        key_concepts: '[]',
        youtube_video_ids: '[]',
        summary: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const insertDocument = (kind: 'text' | 'pdf', fileName: string | null) =>
      db
        .insertInto('documents')
        .values({
          session_id: session.id,
          owner_id: user.id,
          kind,
          file_name: fileName,
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
    const unnamed = await insertDocument('text', null);
    const named = await insertDocument('text', 'Chosen name');
    const pdf = await insertDocument('pdf', null);
    for (const document of [unnamed, named, pdf]) {
      await db
        .insertInto('chunks')
        .values([
          {
            document_id: document.id,
            session_id: session.id,
            ord: 0,
            text: '# A célula',
            page: null,
            slide: null,
            start_ms: null,
            end_ms: null,
            speaker: null,
          },
          {
            document_id: document.id,
            session_id: session.id,
            ord: 1,
            text: 'A célula é a unidade básica da vida.',
            page: null,
            slide: null,
            start_ms: null,
            end_ms: null,
            speaker: null,
          },
        ] as never)
        .execute();
    }
    await up(db as never);
    const names = await db
      .selectFrom('documents')
      .select(['id', 'file_name'])
      .where('session_id', '=', session.id)
      .execute();
    const nameOf = (id: string) => names.find((row) => row.id === id)?.file_name;
    expect(nameOf(unnamed.id)).toBe('A célula');
    expect(nameOf(named.id)).toBe('Chosen name');
    expect(nameOf(pdf.id)).toBeNull();
  });
});
