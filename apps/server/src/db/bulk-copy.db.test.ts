import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyText } from './bulk-copy.ts';
import type { DatabaseHandle } from './database.ts';
import { createTestDatabase } from '../test/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const NASTY = [
  'tab\there',
  'line\nbreak and \r\n CRLF',
  'back\\slash \\N \\t literally',
  '\\N',
  '',
  'quotes \' " and , ; |',
  'émoji 🧠 and ünïcode',
  "=cmd|' /C calc'!A0",
];

describe('COPY into the embedded database', () => {
  it('writes text as COPY reads it: null as \\N, the rest escaped', () => {
    expect(
      copyText([
        ['a\tb', null, true, 3, '\\N'],
        ['x\ny\r', false, new Date('2026-01-02T03:04:05Z'), '', 'z'],
      ]),
    ).toBe('a\\tb\t\\N\tt\t3\t\\\\N\nx\\ny\\r\tf\t2026-01-02T03:04:05.000Z\t\tz\n');
  });

  it('keeps every text exactly, in the transaction open, and rolls back with it', async () => {
    if (!database.copyRows) return expect(database.kind).toBe('postgres');
    const copyRows = database.copyRows;
    const { db } = database;
    const user = await db
      .insertInto('users')
      .values({ email: 'copy@example.com', name: 'Copy', password_hash: 'x', age_confirmed_at: new Date() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await db
      .insertInto('sessions')
      .values({
        owner_id: user.id,
        folder_id: null,
        name: 'Copied',
        key_concepts: '[]',
        youtube_video_ids: '[]',
        summary: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = NASTY.map((text, i) => [
      session.id,
      i,
      text || 'front',
      text,
      'medium',
      JSON.stringify([text]),
      i % 2 === 0 ? null : '2026-01-02T03:04:05.000Z',
    ]);
    const columns = ['session_id', 'position', 'front', 'back', 'difficulty', 'tags', 'due'] as const;
    await expect(
      db.transaction().execute(async () => {
        await copyRows('flashcards', columns, rows);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await db.selectFrom('flashcards').where('session_id', '=', session.id).selectAll().execute()).toEqual([]);

    await db.transaction().execute(async (trx) => {
      await copyRows('flashcards', columns, rows);
      await sql`select 1`.execute(trx);
    });
    const stored = await db
      .selectFrom('flashcards')
      .where('session_id', '=', session.id)
      .select(['back', 'tags', 'due'])
      .orderBy('position')
      .execute();
    expect(stored.map((r) => r.back)).toEqual(NASTY);
    expect(stored.map((r) => r.tags)).toEqual(NASTY.map((text) => [text]));
    expect(stored.map((r) => (r.due === null ? null : new Date(r.due).toISOString()))).toEqual(
      NASTY.map((_t, i) => (i % 2 === 0 ? null : '2026-01-02T03:04:05.000Z')),
    );
  });
});
