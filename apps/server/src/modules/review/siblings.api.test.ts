import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestSession, registerTestUser, type TestApp } from '../../test/test-app.ts';

/*
 * Siblings kept apart (issue 28 item 5, ADR 107): two cards of one cloze note are not studied on
 * one day; the due list says how many it holds back, and a held-back new sibling leaves the
 * session's daily allowance of new cards to other cards.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

interface Due {
  cards: Array<{ id: string; front: string; noteId: string | null; ordinal: number }>;
  newCount: number;
  dueCount: number;
  total: number;
  heldBackSiblings: number;
  newHeldBack: number;
}

describe('GET /api/review/due keeps siblings apart', () => {
  it('shows one card of a note a day, reports the others, and gives their new-card places to other cards', async () => {
    const user = await registerTestUser(t.app);
    const session = await createTestSession(t, user.token, { name: 'Siblings', flashcards: [] });
    const note = await t.call('POST', `/api/sessions/${session.id}/notes`, user.token, {
      text: '{{c1::Water}} boils at {{c2::100}} °C at {{c3::sea level}}.',
    });
    expect(note.statusCode).toBe(201);
    const [c1, c2, c3] = note.json().cards as Array<{ id: string }>;
    const basic = await t.call('PATCH', `/api/sessions/${session.id}/flashcards`, user.token, {
      upsert: [{ front: 'Freezing point of water?', back: '0 °C', difficulty: 'easy' }],
    });
    const basicId = basic.json().upserted[0].id as string;
    // two new cards a day in this session: without the rule, c1 and c2 would take both
    const allowance = await t.call('PATCH', `/api/directory/root/file/${session.id}`, user.token, {
      newCardsPerDay: 2,
    });
    expect(allowance.statusCode).toBe(200);

    const due = async (): Promise<Due> =>
      (await t.call('GET', `/api/review/due?sessionId=${session.id}`, user.token)).json();
    const first = await due();
    expect(first.cards.map((c) => c.id)).toEqual([c1!.id, basicId]);
    expect(first).toMatchObject({ newCount: 2, heldBackSiblings: 2, newHeldBack: 0, total: 2 });

    // once one card of the note is studied today, the others wait for another day
    expect((await t.call('POST', `/api/flashcards/${c1!.id}/review`, user.token, { rating: 'easy' })).statusCode).toBe(
      200,
    );
    const second = await due();
    expect(second.cards.map((c) => c.id)).toEqual([basicId]);
    expect(second.heldBackSiblings).toBe(2);
    expect(second.cards.some((c) => c.id === c2!.id || c.id === c3!.id)).toBe(false);

    // the library-wide list applies the same rule
    const library: Due = (await t.call('GET', '/api/review/due', user.token)).json();
    expect(library.cards.map((c) => c.id)).toEqual([basicId]);
    expect(library.heldBackSiblings).toBe(2);
  });

  it('holds back the second of two due cards of one note (the first, most overdue, is studied)', async () => {
    const user = await registerTestUser(t.app);
    const session = await createTestSession(t, user.token, { name: 'Due siblings', flashcards: [] });
    const note = await t.call('POST', `/api/sessions/${session.id}/notes`, user.token, {
      text: 'The {{c1::heart}} has {{c2::four}} chambers.',
    });
    const [c1, c2] = note.json().cards as Array<{ id: string }>;
    // both reviewed days ago (in review, not in learning steps) and due now
    const past = new Date(Date.now() - 10 * 86_400_000).toISOString();
    for (const card of [c1!, c2!])
      expect(
        (
          await t.call('POST', `/api/flashcards/${card.id}/review`, user.token, {
            rating: 'easy',
            reviewedAt: past,
          })
        ).statusCode,
      ).toBe(200);
    await t.ctx.db
      .updateTable('flashcards')
      .set({ due: new Date(Date.now() - 86_400_000) })
      .where('id', 'in', [c1!.id, c2!.id])
      .execute();
    await t.ctx.db.deleteFrom('reviews').where('flashcard_id', 'in', [c1!.id, c2!.id]).execute();
    const list: Due = (await t.call('GET', `/api/review/due?sessionId=${session.id}`, user.token)).json();
    expect(list.cards).toHaveLength(1);
    expect(list.heldBackSiblings).toBe(1);
    expect(list.dueCount).toBe(1);
  });
});
