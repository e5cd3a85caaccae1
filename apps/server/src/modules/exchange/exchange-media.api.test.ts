import { CARD_MEDIA_REF_PATTERN, type CardMediaListResponse } from '@mnemo/contracts/exchange';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerTestUser, shareTokenOf, type TestApp } from '../../test/test-app.ts';
import { importAsAnswer } from './testing/import-kit.ts';
import { openSqlite } from './sqlite.ts';
import { ankiFixture, buildMediaDeck, PNG_BYTES, wavBytes } from './testing/anki-media-deck.ts';

/*
 * Card media (issue 14 item 6, ADR 051): an Anki package's images and sounds are stored,
 * served through signed URLs to the owner and a share visitor, exported back into the package,
 * and rich HTML fields round-trip through our export.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ pipeline: {} });
});
afterAll(async () => t?.close());

/** Imports a deck and follows its job: its outcome as one answer (import-kit.ts). */
function upload(_url: '/api/import', token: string, bytes: Uint8Array, fileName: string) {
  return importAsAnswer(t.app, token, bytes, fileName);
}

async function cardsOf(sessionId: string) {
  return t.ctx.db
    .selectFrom('flashcards')
    .select(['front', 'back'])
    .where('session_id', '=', sessionId)
    .orderBy('position')
    .execute();
}

const RICH_FRONT =
  '<b>Bold</b> and <i>italic</i><br>second line<ul><li>one</li><li>two</li></ul><img src="pic one.png">';
const WAV = wavBytes();

/** A package of one card showing an image and playing a sound, with a text file and an unused image beside them. */
function richDeck() {
  return buildMediaDeck(RICH_FRONT, 'Heard: [sound:foo.wav]', {
    'foo.wav': WAV,
    'pic one.png': PNG_BYTES,
    'notes.txt': new TextEncoder().encode('not media'),
    'unused.png': PNG_BYTES,
  });
}

/** The media ids a card's Markdown references, in order. */
const refsIn = (text: string) => [...text.matchAll(CARD_MEDIA_REF_PATTERN)].map((m) => m[1]!);

describe('media in Anki packages', () => {
  it("imports Anki's own legacy package with media: its foo.wav is 4 bytes of text, so it is left out and the card keeps [sound:foo.wav]; its empty back shows the front, as Anki does", async () => {
    const user = await registerTestUser(t.app);
    const res = await upload('/api/import', user.token, ankiFixture('legacy-anki2-with-media.apkg'), 'media.apkg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toEqual({ cards: 1, reviews: 0, media: 0 });
    expect(await cardsOf(res.json().sessionId as string)).toEqual([
      { front: '[sound:foo.wav]', back: '[sound:foo.wav]' },
    ]);
    expect(await t.storage.list(`users/${user.uid}/`)).toEqual([]);
  });

  it('stores the images and sounds cards show (sniffed, not named), as Markdown references served by signed URLs to the owner and a share visitor', async () => {
    const user = await registerTestUser(t.app);
    const res = await upload('/api/import', user.token, await richDeck(), 'rich.apkg');
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = res.json().sessionId as string;
    // the text file is not media and the unused image is not shown by any card
    expect(res.json().imported).toEqual({ cards: 1, reviews: 0, media: 2 });
    const [card] = await cardsOf(sessionId);
    const [imageId] = refsIn(card!.front);
    const [soundId] = refsIn(card!.back);
    expect(card!.front).toBe(`**Bold** and _italic_\nsecond line\n\n- one\n- two\n\n![](/api/media/cards/${imageId})`);
    expect(card!.back).toBe(`Heard: [sound:foo.wav](/api/media/cards/${soundId})`);
    const keys = await t.storage.list(`users/${user.uid}/sessions/${sessionId}/card-media/`);
    expect(keys).toEqual(
      [
        `users/${user.uid}/sessions/${sessionId}/card-media/${imageId}.png`,
        `users/${user.uid}/sessions/${sessionId}/card-media/${soundId}.wav`,
      ].sort(),
    );

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}/card-media`,
      headers: bearer(user.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const items = (listed.json() as CardMediaListResponse).items;
    expect(items.map((i) => [i.id, i.name, i.kind]).sort()).toEqual(
      [
        [imageId, 'pic one.png', 'image'],
        [soundId, 'foo.wav', 'audio'],
      ].sort(),
    );
    const image = items.find((i) => i.id === imageId)!;
    expect(image.url).toMatch(new RegExp(`^/api/media/cards/${imageId}\\?exp=\\d+&sig=`));
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.rawPayload).equals(Buffer.from(PNG_BYTES))).toBe(true);
    const sound = await t.app.inject({
      method: 'GET',
      url: items.find((i) => i.id === soundId)!.url,
      headers: { range: 'bytes=0-3' },
    });
    expect(sound.statusCode).toBe(206);
    expect(sound.headers['content-type']).toBe('audio/wav');
    expect(sound.body).toBe('RIFF');

    // the stable reference alone, or with a forged signature, is refused
    expect((await t.app.inject({ method: 'GET', url: `/api/media/cards/${imageId}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: image.url.replace(/sig=.*/, 'sig=forged') })).statusCode).toBe(
      403,
    );

    // a visitor with the share token gets the URLs too; a stranger does not
    const visitor = await registerTestUser(t.app);
    const shareToken = await shareTokenOf(t, sessionId, user.token);
    const shared = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}/card-media?sharetoken=${shareToken}`,
      headers: bearer(visitor.token),
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((shared.json() as CardMediaListResponse).items).toHaveLength(2);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/sessions/${sessionId}/card-media`,
          headers: bearer(visitor.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('exports the media back into the package under their names, and a re-import gives the same bytes and the same fields', async () => {
    const user = await registerTestUser(t.app);
    const first = (await upload('/api/import', user.token, await richDeck(), 'rich.apkg')).json() as {
      sessionId: string;
    };
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${first.sessionId}/export?format=apkg`,
      headers: bearer(user.token),
    });
    expect(exported.statusCode).toBe(200);
    const members = unzipSync(new Uint8Array(exported.rawPayload));
    const map = JSON.parse(new TextDecoder().decode(members.media)) as Record<string, string>;
    expect(Object.values(map).sort()).toEqual(['foo.wav', 'pic one.png']);
    const byName = Object.fromEntries(Object.entries(map).map(([member, name]) => [name, members[member]!]));
    expect(Buffer.from(byName['pic one.png']!).equals(Buffer.from(PNG_BYTES))).toBe(true);
    expect(Buffer.from(byName['foo.wav']!).equals(Buffer.from(WAV))).toBe(true);
    // the fields name the files, as Anki's own do
    const db = await openSqlite(members['collection.anki2']);
    const fields = String(db.exec('select flds from notes')[0]!.values[0]![0]).split('\x1f');
    db.close();
    expect(fields[0]).toBe(
      '<p><strong>Bold</strong> and <em>italic</em><br>\nsecond line</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p><img src="pic one.png"></p>',
    );
    expect(fields[1]).toBe('Heard: [sound:foo.wav]');

    const again = await registerTestUser(t.app);
    const back = await upload('/api/import', again.token, new Uint8Array(exported.rawPayload), 'rich.apkg');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().imported).toEqual({ cards: 1, reviews: 0, media: 2 });
    const [before] = await cardsOf(first.sessionId);
    const [after] = await cardsOf(back.json().sessionId as string);
    const withoutIds = (text: string) => text.replace(CARD_MEDIA_REF_PATTERN, '/api/media/cards/ID');
    expect(withoutIds(after!.front)).toBe(withoutIds(before!.front));
    expect(withoutIds(after!.back)).toBe(withoutIds(before!.back));
    const [imageId] = refsIn(after!.front);
    const stored = await t.ctx.db
      .selectFrom('card_media')
      .select(['storage_key', 'owner_id'])
      .where('id', '=', imageId!)
      .executeTakeFirstOrThrow();
    expect(stored.owner_id).toBe(again.uid);
    expect(Buffer.from(await t.storage.get(stored.storage_key)).equals(Buffer.from(PNG_BYTES))).toBe(true);
  });

  it('round-trips rich fields of Anki-made cards (tables, headings, sounds, images): import → export → import gives identical fields', async () => {
    const user = await registerTestUser(t.app);
    const first = (
      await upload('/api/import', user.token, ankiFixture('anki21b-340-notes.apkg'), 'music.apkg')
    ).json() as { sessionId: string };
    const before = await cardsOf(first.sessionId);
    expect(before.some((c) => c.back.startsWith('# '))).toBe(true);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${first.sessionId}/export?format=apkg`,
      headers: bearer(user.token),
    });
    const back = await upload('/api/import', user.token, new Uint8Array(exported.rawPayload), 'again.apkg');
    expect(back.statusCode, back.body).toBe(200);
    expect(await cardsOf(back.json().sessionId as string)).toEqual(before);
  });

  it('copies the media with a shared session into the visitor\'s library, and "Download my data" includes them', async () => {
    const user = await registerTestUser(t.app);
    const { sessionId } = (await upload('/api/import', user.token, await richDeck(), 'rich.apkg')).json() as {
      sessionId: string;
    };
    const visitor = await registerTestUser(t.app);
    const shareToken = await shareTokenOf(t, sessionId, user.token);
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/copy?sharetoken=${shareToken}`,
      headers: bearer(visitor.token),
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json().id as string;
    const [copied] = await cardsOf(copyId);
    const [original] = await cardsOf(sessionId);
    expect(refsIn(copied!.front)).toHaveLength(1);
    expect(refsIn(copied!.front)).not.toEqual(refsIn(original!.front));
    const copiedMedia = await t.ctx.db
      .selectFrom('card_media')
      .select(['id', 'owner_id', 'storage_key'])
      .where('session_id', '=', copyId)
      .execute();
    expect(copiedMedia.map((m) => m.owner_id)).toEqual([visitor.uid, visitor.uid]);
    expect(copiedMedia.map((m) => m.id).sort()).toEqual([...refsIn(copied!.front), ...refsIn(copied!.back)].sort());
    for (const media of copiedMedia)
      expect(media.storage_key.startsWith(`users/${visitor.uid}/sessions/${copyId}/card-media/`)).toBe(true);
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/sessions/${copyId}/card-media`, headers: bearer(visitor.token) })
    ).json() as CardMediaListResponse;
    const image = listed.items.find((i) => i.kind === 'image')!;
    expect(
      Buffer.from((await t.app.inject({ method: 'GET', url: image.url })).rawPayload).equals(Buffer.from(PNG_BYTES)),
    ).toBe(true);

    const data = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(user.token) });
    expect(data.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(data.rawPayload));
    const files = Object.keys(zip).filter((name) => name.includes('/card-media/'));
    expect(files).toHaveLength(2);
    const json = JSON.parse(new TextDecoder().decode(zip['data.json'])) as {
      cardMedia: Array<{ name: string; storage_key: string }>;
    };
    expect(json.cardMedia.map((m) => m.name).sort()).toEqual(['foo.wav', 'pic one.png']);
    const png = json.cardMedia.find((m) => m.name === 'pic one.png')!;
    expect(
      Buffer.from(zip[`files/${png.storage_key.slice(`users/${user.uid}/`.length)}`]!).equals(Buffer.from(PNG_BYTES)),
    ).toBe(true);
  });
});
