import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { importAsAnswer } from '../exchange/testing/import-kit.ts';
import { buildMediaDeck, PNG_BYTES, wavBytes } from '../exchange/testing/anki-media-deck.ts';

/*
 * Account deletion leaves nothing (issue 14 item 7, spec §1 privacy claim): every column of
 * every table the database has (read from information_schema, so a table added later is checked
 * too) and every file in the store is searched for the user's id, email and the ids of what they
 * owned, after a deletion through the API.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ pipeline: {} });
});
afterAll(async () => t?.close());

/** Every (table, column) of ours that can hold an id or an address. */
async function listSearchableColumns(): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type in ('uuid', 'text', 'character varying', 'jsonb', 'json')
      and table_name in (select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE')
    order by table_name, column_name`.execute(t.ctx.db);
  return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

/** The tables where any of the needles appears in any column. */
async function findTablesMentioning(needles: string[]): Promise<string[]> {
  const found = new Set<string>();
  const patterns = needles.map((n) => `%${n}%`);
  for (const { table, column } of await listSearchableColumns()) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.id(table)} where ${sql.id(column)}::text like any(${patterns})`.execute(
      t.ctx.db,
    );
    if (Number(rows[0]?.n) > 0) found.add(table);
  }
  return [...found].sort();
}

describe('DELETE /api/auth/me', () => {
  it('leaves no row in any table and no stored file of the user', async () => {
    const user = await registerTestUser(t.app);
    const other = await registerTestUser(t.app);
    const auth = bearer(user.token);

    // a library with a folder, a session of cards with a review log (an Anki import), a shared
    // session, a failed document's tombstone, and files in the store
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/directory/root/folder',
      headers: auth,
      payload: { name: 'Medicine' },
    });
    expect(folder.statusCode, folder.body).toBe(201);
    const imported = await importAsAnswer(
      t.app,
      user.token,
      new Uint8Array(
        fs.readFileSync(
          path.resolve(import.meta.dirname, '../../../../../test/fixtures/anki/legacy-anki2-with-revlog.apkg'),
        ),
      ),
      'deck.apkg',
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const sessionId = imported.json().sessionId as string;
    const share = await t.app.inject({
      method: 'GET',
      url: `/api/directory/root/file/${sessionId}/share-token`,
      headers: auth,
    });
    expect(share.statusCode, share.body).toBe(200);
    const visitorCopy = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/copy?sharetoken=${share.json().shareToken as string}`,
      headers: bearer(other.token),
    });
    expect(visitorCopy.statusCode, visitorCopy.body).toBe(201);
    const card = await t.ctx.db
      .selectFrom('flashcards')
      .select('id')
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/${card.id}/review`,
      headers: auth,
      payload: { rating: 'easy' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    await t.ctx.db
      .insertInto('failed_documents')
      .values({
        id: crypto.randomUUID(),
        owner_id: user.uid,
        session_id: sessionId,
        kind: 'pdf',
        file_name: 'broken.pdf',
        stages: '[]',
        error: JSON.stringify({ code: 'x', messageKey: 'x' }),
        created_at: new Date(),
      })
      .execute();
    await t.storage.put(`users/${user.uid}/sessions/${sessionId}/documents/d/source.pdf`, new Uint8Array([1, 2, 3]));
    await t.storage.put(`users/${other.uid}/sessions/x/source.pdf`, new Uint8Array([4]));

    // a deck with an image and a sound (card media), also copied by the visitor
    const withMedia = await importAsAnswer(
      t.app,
      user.token,
      await buildMediaDeck('<img src="a.png">', '[sound:a.wav]', { 'a.png': PNG_BYTES, 'a.wav': wavBytes() }),
      'media.apkg',
    );
    expect(withMedia.json().imported.media, withMedia.body).toBe(2);
    const mediaSessionId = withMedia.json().sessionId as string;
    const mediaShare = await t.app.inject({
      method: 'GET',
      url: `/api/directory/root/file/${mediaSessionId}/share-token`,
      headers: auth,
    });
    const mediaCopy = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${mediaSessionId}/copy?sharetoken=${mediaShare.json().shareToken as string}`,
      headers: bearer(other.token),
    });
    expect(mediaCopy.statusCode, mediaCopy.body).toBe(201);
    const mediaIds = (
      await t.ctx.db.selectFrom('card_media').select('id').where('owner_id', '=', user.uid).execute()
    ).map((m) => m.id);
    expect(mediaIds).toHaveLength(2);

    const owned = [user.uid, user.email, sessionId, card.id, mediaSessionId, ...mediaIds];
    const before = await findTablesMentioning(owned);
    // the search finds what it looks for
    expect(before).toEqual(
      expect.arrayContaining([
        'auth_tokens',
        'card_media',
        'failed_documents',
        'flashcards',
        'folders',
        'reviews',
        'sessions',
        'share_links',
        'users',
      ]),
    );

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: auth,
      payload: { password: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await findTablesMentioning(owned)).toEqual([]);
    const files = await t.storage.list('');
    expect(files.filter((key) => owned.some((id) => key.includes(id)))).toEqual([]);
    // what is someone else's stays: their files and their own copy of the shared session
    expect(files).toContain(`users/${other.uid}/sessions/x/source.pdf`);
    expect(await findTablesMentioning([other.uid])).toEqual(
      expect.arrayContaining(['card_media', 'sessions', 'users']),
    );
    expect(files.filter((key) => key.startsWith(`users/${other.uid}/`) && key.includes('/card-media/'))).toHaveLength(
      2,
    );
  });
});
