import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerTestUser, shareTokenOf, type TestApp, type TestUser } from '../../test/test-app.ts';

/*
 * Notes and highlights (annotations) are the owner's (issue 21 item 9): a share visitor sees none
 * unless the link was made with `includeNotes=true`, and a visitor's copy never takes them, so
 * they never reach the visitor's search.
 */
let t: TestApp;
let owner: TestUser;
let visitor: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerTestUser(t.app);
  visitor = await registerTestUser(t.app);
});
afterAll(async () => t?.close());

const NOTE = 'Private remark about zygomorphic petals';

async function createAnnotatedSession(name: string): Promise<string> {
  const created = await t.call('POST', '/api/directory/root/file', owner.token, {
    name,
    flashcards: [{ front: 'What is a petal?', back: 'Part of a flower', difficulty: 'easy' }],
    pdfAnnotations: [
      { kind: 'area', page: 2, rects: [{ x: 0.1, y: 0.2, width: 0.3, height: 0.1 }], color: '#ff0000', note: NOTE },
      {
        kind: 'text',
        page: 3,
        rects: [{ x: 0.1, y: 0.5, width: 0.6, height: 0.05 }],
        color: '#ffff00',
        quote: 'highlighted line',
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { id: string }).id;
}

const readAs = (user: TestUser, sessionId: string, token?: string) =>
  t.call('GET', `/api/directory/root/file/${sessionId}${token ? `?sharetoken=${token}` : ''}`, user.token);

describe('share links and the owner’s notes', () => {
  it('a link made without includeNotes shows no notes or highlights; the owner still sees them', async () => {
    const sessionId = await createAnnotatedSession('Flowers shared plainly');
    const minted = await t.call('GET', `/api/directory/root/file/${sessionId}/share-token`, owner.token);
    expect(minted.statusCode).toBe(200);
    expect(minted.json()).toMatchObject({ includeNotes: false });
    const seen = await readAs(visitor, sessionId, minted.json().shareToken);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      isOwner: false,
      flashcards: [{ front: 'What is a petal?' }],
      pdfAnnotations: [],
    });
    expect(seen.body).not.toContain(NOTE);
    expect(seen.body).not.toContain('highlighted line');
    expect((await readAs(owner, sessionId)).json().pdfAnnotations).toHaveLength(2);
    // the default helper's link (no query) is the same
    expect(
      (await readAs(visitor, sessionId, await shareTokenOf(t, sessionId, owner.token))).json().pdfAnnotations,
    ).toEqual([]);
  });

  it('a link made with includeNotes=true shows them, and the choice stays with that link only', async () => {
    const sessionId = await createAnnotatedSession('Flowers shared with notes');
    const withNotes = await t.call(
      'GET',
      `/api/directory/root/file/${sessionId}/share-token?includeNotes=true`,
      owner.token,
    );
    expect(withNotes.json()).toMatchObject({ includeNotes: true });
    const without = await t.call(
      'GET',
      `/api/directory/root/file/${sessionId}/share-token?includeNotes=false`,
      owner.token,
    );
    expect(without.json()).toMatchObject({ includeNotes: false });
    const seen = (await readAs(visitor, sessionId, withNotes.json().shareToken)).json();
    expect(seen.pdfAnnotations.map((a: { note: string | null }) => a.note)).toContain(NOTE);
    expect(seen.pdfAnnotations).toHaveLength(2);
    expect((await readAs(visitor, sessionId, without.json().shareToken)).json().pdfAnnotations).toEqual([]);
    expect(
      (await t.call('GET', `/api/directory/root/file/${sessionId}/share-token?includeNotes=yes`, owner.token))
        .statusCode,
    ).toBe(400);
  });

  it('a visitor’s copy never takes the owner’s notes, even through a link with them, so the visitor’s search does not find them', async () => {
    const sessionId = await createAnnotatedSession('Flowers copied');
    const withNotes = (
      await t.call('GET', `/api/directory/root/file/${sessionId}/share-token?includeNotes=true`, owner.token)
    ).json();
    const copied = await t.call(
      'POST',
      `/api/sessions/${sessionId}/copy?sharetoken=${withNotes.shareToken}`,
      visitor.token,
    );
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json()).toMatchObject({
      isOwner: true,
      flashcards: [{ front: 'What is a petal?' }],
      pdfAnnotations: [],
    });
    const search = await t.call('GET', `/api/search?q=${encodeURIComponent('zygomorphic')}`, visitor.token);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().groups).toEqual([]);
    // the owner's own search still finds the note
    const ownSearch = (await t.call('GET', `/api/search?q=zygomorphic`, owner.token)).json();
    expect(ownSearch.groups.length).toBeGreaterThan(0);
  });
});
