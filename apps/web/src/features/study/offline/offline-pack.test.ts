import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import type { DueCard } from '@mnemo/contracts/review';
import { getExamDueLimit } from '@mnemo/domain/exam-schedule';
import { applyRating, DEFAULT_PARAMETERS } from '@mnemo/domain/spaced-repetition';
import { buildDueCard } from '../../../test/factories.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { signInForTest } from '../../../test/render-app.tsx';
import type { PendingReview } from '../api/pending-reviews.ts';
import type { StoredPack } from './offline-db.ts';

/*
 * The offline study store (ADR 100): the due list built offline by the server's rules from the
 * kept cards and the queued reviews, and the store itself in IndexedDB (a fresh database and fresh
 * modules for each test).
 */

const DAY = 86_400_000;
const SESSION_A = { id: '00000000-0000-4000-8000-00000000000a', name: 'Deck A', folderId: null };
const SESSION_B = { id: '00000000-0000-4000-8000-00000000000b', name: 'Deck B', folderId: null };
const NOW = new Date('2026-03-10T12:00:00.000Z');
const SCHEDULER = { parameters: [...DEFAULT_PARAMETERS], desiredRetention: 0.95 };

function reviewedOn(daysAgo: number, dueInDays: number) {
  const schedule = applyRating(null, 'medium', new Date(NOW.getTime() - daysAgo * DAY)).schedule;
  return { ...schedule, due: new Date(NOW.getTime() + dueInDays * DAY).toISOString() };
}

function pack(cards: DueCard[], overrides: Partial<StoredPack> = {}): StoredPack {
  return {
    generatedAt: NOW.toISOString(),
    until: new Date(NOW.getTime() + 3 * DAY).toISOString(),
    cards,
    sessions: [
      { id: SESSION_A.id, examDate: null, newCardsPerDay: null, reviewedToday: 0, introducedToday: 0 },
      { id: SESSION_B.id, examDate: null, newCardsPerDay: 1, reviewedToday: 0, introducedToday: 0 },
    ],
    study: {
      timeZone: 'UTC',
      newCardsPerDay: 2,
      libraryNewCardsPerDay: null,
      dayStart: '2026-03-10T04:00:00.000Z',
      reviewedToday: 3,
      introducedToday: 0,
    },
    scheduler: SCHEDULER,
    localReviews: [],
    ...overrides,
  };
}

const queued = (
  cardId: string,
  rating: 'hard' | 'medium' | 'easy',
  at: Date,
  reviewId: string = crypto.randomUUID(),
): PendingReview => ({
  cardId,
  body: { rating, reviewId, reviewedAt: at.toISOString() },
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
});
afterEach(() => vi.useRealTimers());

describe('buildOfflineDueList', () => {
  const overdue = buildDueCard(1, SESSION_A, { schedule: reviewedOn(5, -1) });
  const later = buildDueCard(2, SESSION_A, { schedule: reviewedOn(1, 2) });
  const freshA = [3, 4, 5].map((n) => buildDueCard(n, SESSION_A));
  const freshB = [6, 7].map((n) => buildDueCard(n, SESSION_B));
  const all = [overdue, later, ...freshA, ...freshB];

  it('orders the kept cards as the server does: due first, then new ones within each session’s allowance', async () => {
    const { buildOfflineDueList } = await import('./offline-pack.ts');
    const library = buildOfflineDueList(pack(all), [], null, NOW);
    // A's allowance is the learner's 2 a day; B sets its own 1
    expect(library.cards.map((c) => c.id)).toEqual([overdue.id, freshA[0]!.id, freshA[1]!.id, freshB[0]!.id]);
    expect(library).toMatchObject({
      dueCount: 1,
      newCount: 3,
      total: 4,
      reviewedToday: 3,
      newHeldBack: 2,
      heldBackBy: 'session',
      scheduler: SCHEDULER,
    });
    expect(library.nextDueAt).toBe(later.schedule!.due);
    const onlyB = buildOfflineDueList(pack(all), [], SESSION_B.id, NOW);
    expect(onlyB.cards.map((c) => c.id)).toEqual([freshB[0]!.id]);
    // two days on, the later card is due and the allowances are a new day's
    const twoDaysOn = buildOfflineDueList(pack(all), [], SESSION_A.id, new Date(NOW.getTime() + 2 * DAY + 60_000));
    expect(twoDaysOn.cards.map((c) => c.id)).toEqual([overdue.id, later.id, freshA[0]!.id, freshA[1]!.id]);
    expect(twoDaysOn.reviewedToday).toBe(0);
  });

  it('replays the queued reviews at their own times with the learner’s parameters and the session’s exam limit', async () => {
    const { buildOfflineDueList } = await import('./offline-pack.ts');
    const at = new Date(NOW.getTime() - 60 * 60_000);
    const examPack = pack(all, {
      sessions: [
        { id: SESSION_A.id, examDate: '2026-03-12', newCardsPerDay: null, reviewedToday: 0, introducedToday: 0 },
        { id: SESSION_B.id, examDate: null, newCardsPerDay: 1, reviewedToday: 0, introducedToday: 0 },
      ],
    });
    const queue = [queued(overdue.id, 'easy', at), queued(freshA[0]!.id, 'easy', at)];
    const list = buildOfflineDueList(examPack, queue, SESSION_A.id, NOW);
    expect(list.cards.map((c) => c.id)).not.toContain(overdue.id);
    // the next due list offline shows the card as FSRS schedules it for that time, within the exam's limit
    const seen = buildOfflineDueList(examPack, queue, SESSION_A.id, new Date(NOW.getTime() + 30 * DAY));
    const replayed = seen.cards.find((c) => c.id === overdue.id)!;
    const latestDue = replayed.latestDue;
    const limit = getExamDueLimit('2026-03-12', 'UTC', at)!;
    const expected = applyRating(overdue.schedule, 'easy', at, { scheduler: SCHEDULER, latestDue: limit }).schedule;
    expect(replayed.schedule).toEqual(expected);
    // Easy alone would have put it past the exam
    expect(replayed.schedule!.due).toBe(limit.toISOString());
    expect(
      Date.parse(applyRating(overdue.schedule, 'easy', at, { scheduler: SCHEDULER }).schedule.due),
    ).toBeGreaterThan(limit.getTime());
    expect(latestDue).toBeNull(); // past the exam, no limit any more
    // a refused review is not replayed
    const refused = { ...queued(overdue.id, 'easy', at), refused: { status: 404, reason: 'gone' } };
    expect(buildOfflineDueList(examPack, [refused], SESSION_A.id, NOW).cards[0]!.id).toBe(overdue.id);
  });

  it('counts the reviews made on this device today against the new-card allowances and the library’s cap', async () => {
    const { buildOfflineDueList } = await import('./offline-pack.ts');
    const local = [
      { reviewId: 'r1', cardId: freshA[0]!.id, sessionId: SESSION_A.id, reviewedAt: NOW.toISOString(), wasNew: true },
      {
        reviewId: 'r0',
        cardId: freshA[1]!.id,
        sessionId: SESSION_A.id,
        reviewedAt: '2026-03-10T03:00:00.000Z',
        wasNew: true,
      }, // yesterday's study day
    ];
    const kept = pack(all, { localReviews: local, study: { ...pack(all).study, libraryNewCardsPerDay: 2 } });
    const list = buildOfflineDueList(kept, [queued(freshA[0]!.id, 'medium', NOW)], null, NOW);
    // four new cards left (the queued review made one of A's a learning card); A's 2 a day less the
    // one introduced today lets 1 through, B's own 1 another; the library's cap of 2 less 1 keeps 1
    expect(list).toMatchObject({ newCount: 1, newHeldBack: 3, reviewedToday: 4, heldBackBy: 'session' });
    expect(list.cards.filter((c) => c.schedule === null).map((c) => c.id)).toEqual([freshA[1]!.id]);
  });
});

describe('buildOfflineDueList keeps siblings apart (issue 28 item 5)', () => {
  const NOTE = '30000000-0000-4000-8000-000000000001';
  const cloze = (n: number, ordinal: number, overrides: Partial<DueCard> = {}) =>
    buildDueCard(n, SESSION_A, {
      kind: 'cloze',
      noteId: NOTE,
      ordinal,
      noteText: '{{c1::a}} {{c2::b}} {{c3::c}}',
      ...overrides,
    });

  it('shows one new card of a note, and its held-back siblings leave the allowance to other cards', async () => {
    const { buildOfflineDueList } = await import('./offline-pack.ts');
    const other = buildDueCard(9, SESSION_A);
    const list = buildOfflineDueList(pack([cloze(1, 1), cloze(2, 2), cloze(3, 3), other]), [], SESSION_A.id, NOW);
    // A's allowance is 2: the note's first card and the other card
    expect(list.cards.map((c) => c.id)).toEqual([cloze(1, 1).id, other.id]);
    expect(list).toMatchObject({ newCount: 2, newHeldBack: 0, heldBackSiblings: 2 });
  });

  it('holds back the siblings of a card studied today on this device or on the server', async () => {
    const { buildOfflineDueList } = await import('./offline-pack.ts');
    const first = cloze(1, 1);
    // in review (a card in its learning steps is never held back)
    const due = cloze(2, 2, { schedule: { ...reviewedOn(5, -1), state: 'review' } });
    const queue = [queued(first.id, 'easy', new Date(NOW.getTime() - 60_000))];
    const local = [
      { reviewId: 'x', cardId: first.id, sessionId: SESSION_A.id, reviewedAt: NOW.toISOString(), wasNew: true },
    ];
    const list = buildOfflineDueList(
      pack([first, due, cloze(3, 3)], { localReviews: local }),
      queue,
      SESSION_A.id,
      NOW,
    );
    expect(list.cards).toEqual([]);
    expect(list).toMatchObject({ heldBackSiblings: 2, dueCount: 0 });
    // reviewed on the server earlier today (its last review today): the same
    const today = { ...reviewedOn(0, 3), lastReview: new Date(NOW.getTime() - 3_600_000).toISOString() };
    const server = buildOfflineDueList(pack([cloze(1, 1, { schedule: today }), due]), [], SESSION_A.id, NOW);
    expect(server.cards).toEqual([]);
    expect(server.heldBackSiblings).toBe(1);
  });
});

describe('the store in IndexedDB', () => {
  it('moves the queue localStorage held into IndexedDB once, and keeps each review there until it is synced', async () => {
    const legacy = [queued(buildDueCard(1, SESSION_A).id, 'medium', new Date(NOW.getTime() - 1000))];
    window.localStorage.setItem('mnemo.pendingReviews', JSON.stringify(legacy));
    const reviews = await import('../api/pending-reviews.ts');
    const store = await import('./offline-db.ts');
    await reviews.loadPendingReviews();
    expect(window.localStorage.getItem('mnemo.pendingReviews')).toBeNull();
    expect(await store.loadQueue()).toEqual(legacy);
    const second = queued(buildDueCard(2, SESSION_A).id, 'easy', NOW);
    await reviews.addPendingReview(second);
    expect((await store.loadQueue()).map((p) => p.body.reviewId)).toEqual([
      legacy[0]!.body.reviewId,
      second.body.reviewId,
    ]);

    // a page opened later reads the same queue from IndexedDB
    vi.resetModules();
    const reopened = await import('../api/pending-reviews.ts');
    await reopened.loadPendingReviews();
    expect(reopened.getPendingReviews()).toEqual([...legacy, second]);

    // synced: the server takes one, refuses the other with its reason, which stays kept
    signInForTest();
    stubFetch({
      'POST /api/flashcards/:id/review': (request) =>
        request.params.id === legacy[0]!.cardId
          ? json({
              flashcard: { ...buildDueCard(1, SESSION_A), schedule: applyRating(null, 'medium', NOW).schedule },
              nextIntervals: { hard: 1, medium: 2, easy: 3 },
              isNewLeech: false,
            })
          : json({ error: { code: 'NOT_FOUND', message: 'This card no longer exists.' } }, 404),
    });
    expect(await reopened.flushPendingReviews()).toBe('done');
    const left = await (await import('./offline-db.ts')).loadQueue();
    expect(left).toEqual([{ ...second, refused: { status: 404, reason: 'This card no longer exists.' } }]);
  });

  it('reads the pack and the media its cards show; keeps the local reviews still queued; takes the server’s card after a sync', async () => {
    signInForTest();
    const mediaId = '30000000-0000-4000-8000-000000000001';
    const withImage = buildDueCard(1, SESSION_A, { front: `Which organelle? ![cell](/api/media/cards/${mediaId})` });
    const plain = buildDueCard(2, SESSION_A);
    const server = pack([withImage, plain]);
    const { localReviews: _none, ...response } = server;
    stubFetch({
      'GET /api/review/offline': json(response),
      'GET /api/sessions/:id/card-media': json({
        items: [
          {
            id: mediaId,
            name: 'cell.png',
            kind: 'image',
            url: 'https://files.example/cell.png?sig=1',
            expiresAt: new Date(Date.now() + 600_000).toISOString(),
          },
        ],
      }),
    });
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      (input instanceof Request ? input.url : input.toString()).startsWith('https://files.example/')
        ? Promise.resolve(new Response('png', { headers: { 'Content-Type': 'image/png' } }))
        : stubbed(input, init),
    );
    const store = await import('./offline-db.ts');
    const reviews = await import('../api/pending-reviews.ts');
    const queuedReview = queued(plain.id, 'medium', NOW, 'still-queued');
    await reviews.addPendingReview(queuedReview);
    await store.savePack({
      ...server,
      localReviews: [
        {
          reviewId: 'still-queued',
          cardId: plain.id,
          sessionId: SESSION_A.id,
          reviewedAt: NOW.toISOString(),
          wasNew: true,
        },
        {
          reviewId: 'synced',
          cardId: withImage.id,
          sessionId: SESSION_A.id,
          reviewedAt: NOW.toISOString(),
          wasNew: true,
        },
      ],
    });
    const offline = await import('./offline-pack.ts');
    await offline.refreshOfflinePack();
    const kept = (await store.loadPack())!;
    expect(kept.cards.map((c) => c.id)).toEqual([withImage.id, plain.id]);
    expect(kept.localReviews.map((r) => r.reviewId)).toEqual(['still-queued']);
    const media = await store.loadMedia(SESSION_A.id);
    expect(media.map((m) => m.id)).toEqual([mediaId]);
    expect(media[0]).toMatchObject({ type: 'image/png' });
    expect(new TextDecoder().decode(media[0]!.bytes)).toBe('png');

    const reviewed = { ...plain, schedule: applyRating(null, 'medium', NOW).schedule };
    await offline.takeServerCard(reviewed);
    expect((await store.loadPack())!.cards.find((c) => c.id === plain.id)!.schedule).toEqual(reviewed.schedule);
    await store.clearOfflineStore();
    expect(await store.loadPack()).toBeNull();
    expect(await store.loadMedia(SESSION_A.id)).toEqual([]);
    // the queue outlives a sign-out's clearing of the kept cards
    expect((await store.loadQueue()).map((p) => p.body.reviewId)).toEqual(['still-queued']);
  });
});
