import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { insertTestSession, insertTestUser } from '../../test/seed-rows.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  countNewBySession,
  countNewSiblingsHeldBackBySession,
  listDueFlashcards,
  listNewCardAllowances,
  listNewCardAllowancesAndCounts,
  listLearningAhead,
  listNewFlashcards,
  listQueueFlashcards,
  type DueScope,
} from './review.repository.ts';

/*
 * ADR 182: the due list reads the cards its queue is built from in one statement. On a seeded
 * library (sessions of due, overdue, learning, new, suspended and concept cards, ties on the due
 * time) it gives the rows the three reads it replaces give one after another: the same cards,
 * columns and order, for the library, one session and one key concept, and with each kind empty.
 */

let handle: DatabaseHandle;
let ownerId: string;
const sessions: string[] = [];
const MINUTE = 60_000;
const DAY = 86_400_000;
const now = new Date();
const until = new Date(now.getTime() + 20 * MINUTE);

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  ownerId = await insertTestUser(db, 'queue@example.com', 'Q');
  for (const name of ['A', 'B', 'C', 'D']) sessions.push(await insertTestSession(db, ownerId, name));
  // another learner's cards, never in the list
  const foreign = await insertTestSession(db, await insertTestUser(db, 'other@example.com', 'O'), 'X');
  const notes = Array.from({ length: 10 }, () => randomUUID());
  const rows = [...sessions, foreign].flatMap((sessionId, s) =>
    Array.from({ length: 90 }, (_, i) => {
      const kind = i % 6;
      // review cards up to 40 days overdue (every seventh on the same instant: ties broken by key),
      // learning cards coming back within and after the learn-ahead window, cards due later, new cards
      const due =
        kind === 0 || kind === 1
          ? new Date(i % 7 === 0 ? now.getTime() - 3 * DAY : now.getTime() - ((i * 7919 + s * 104_729) % (40 * DAY)))
          : kind === 2
            ? new Date(now.getTime() + ((i % 5) + 1) * 7 * MINUTE)
            : kind === 3
              ? new Date(now.getTime() + (i + 1) * DAY)
              : null;
      const state = kind === 2 ? (i % 2 ? 'learning' : 'relearning') : 'review';
      // the last session's last thirty cards are cloze notes of three cards each: new siblings held back
      const note = s === 3 && i >= 60 ? notes[Math.floor((i - 60) / 3)]! : null;
      return {
        ...(note ? { kind: 'cloze' as const, note_id: note, ordinal: (i % 3) + 1, note_text: `{{c1::N${i}}}` } : {}),
        session_id: sessionId,
        position: 90 - i,
        front: `Q${s}.${i}`,
        back: `A${s}.${i}`,
        difficulty: 'medium' as const,
        source_chunk_id: null,
        concept: i % 3 === 0 ? 'alpha' : 'beta',
        is_suspended: i % 11 === 0,
        fsrs: due ? JSON.stringify({ state, due: due.toISOString() }) : null,
        due,
      };
    }),
  );
  await db.insertInto('flashcards').values(rows).execute();
  await sql`analyze`.execute(db);
});
afterAll(async () => {
  await handle?.close();
});

/** What the due list read before: its three kinds, one statement (or two) each, one after another. */
async function readOneByOne(
  scope: DueScope,
  limits: { due: number; new: number; ahead: number },
  allowances: Record<string, number>,
) {
  const db = handle.db;
  return [
    ...(await listDueFlashcards(db, scope, now, limits.due)),
    ...(await listNewFlashcards(db, scope, limits.new, allowances)),
    ...(await listLearningAhead(db, scope, now, until, limits.ahead)),
  ];
}

describe('listQueueFlashcards', () => {
  const cases: Array<
    [string, () => DueScope, { due: number; new: number; ahead: number }, () => Record<string, number>]
  > = [
    [
      'the library',
      () => ({ ownerId }),
      { due: 100, new: 20, ahead: 100 },
      () => ({ [sessions[0]!]: 7, [sessions[2]!]: 20 }),
    ],
    [
      'the library, a short page',
      () => ({ ownerId }),
      { due: 9, new: 4, ahead: 3 },
      () => ({ [sessions[1]!]: 3, [sessions[3]!]: 3 }),
    ],
    [
      'the library, new siblings kept apart',
      () => ({ ownerId, siblingsApart: { since: new Date(now.getTime() - DAY), until } }),
      { due: 100, new: 40, ahead: 100 },
      () => ({ [sessions[3]!]: 40 }),
    ],
    [
      'one session',
      () => ({ ownerId, sessionId: sessions[1]! }),
      { due: 25, new: 10, ahead: 25 },
      () => ({ [sessions[1]!]: 10, [sessions[2]!]: 5 }),
    ],
    [
      'one key concept',
      () => ({ ownerId, concept: 'alpha' }),
      { due: 50, new: 20, ahead: 50 },
      () => ({ [sessions[0]!]: 20, [sessions[3]!]: 2 }),
    ],
    ['no new cards', () => ({ ownerId }), { due: 100, new: 0, ahead: 100 }, () => ({})],
    ['new cards only', () => ({ ownerId }), { due: 0, new: 20, ahead: 0 }, () => ({ [sessions[0]!]: 20 })],
  ];
  it.each(cases)(
    'gives the rows the three reads gave, in their order: %s',
    async (_, scopeOf, limits, allowancesOf) => {
      const scope = scopeOf();
      const allowances = allowancesOf();
      const before = await readOneByOne(scope, limits, allowances);
      const after = await listQueueFlashcards(handle.db, scope, now, until, limits, allowances);
      expect(before.length).toBeGreaterThan(0);
      expect(after).toEqual(before);
    },
  );

  it('the seeded library has every kind in the list, and ties on the due time', async () => {
    const rows = await listQueueFlashcards(
      handle.db,
      { ownerId },
      now,
      until,
      { due: 500, new: 20, ahead: 500 },
      {
        [sessions[0]!]: 20,
      },
    );
    expect(rows.some((r) => r.due === null)).toBe(true);
    const time = (due: Date | string) => new Date(due).getTime();
    expect(rows.some((r) => r.due !== null && time(r.due) > now.getTime())).toBe(true);
    const dueTimes = rows.filter((r) => r.due !== null && time(r.due) <= now.getTime()).map((r) => time(r.due!));
    expect(new Set(dueTimes).size).toBeLessThan(dueTimes.length);
    expect(rows.every((r) => sessions.includes(r.session_id) && !r.is_suspended)).toBe(true);
  });

  it.each([
    ['the library', () => ({ ownerId })],
    ['one session', () => ({ ownerId, sessionId: sessions[3]! })],
    ['one key concept', () => ({ ownerId, concept: 'beta' })],
  ] as Array<[string, () => DueScope]>)(
    'reads allowances, new cards and new siblings held back as the three reads did: %s',
    async (_, scopeOf) => {
      const since = new Date(now.getTime() - DAY);
      const scope = { ...scopeOf(), siblingsApart: { since, until } };
      const together = await listNewCardAllowancesAndCounts(handle.db, scope, since);
      expect(together.allowances).toEqual(await listNewCardAllowances(handle.db, ownerId, since));
      expect(together.newBySession).toEqual(await countNewBySession(handle.db, scope));
      const held = await countNewSiblingsHeldBackBySession(handle.db, scope);
      expect(together.heldBackBySession).toEqual(held);
      expect(held.size).toBe(1);
    },
  );

  it('runs on PostgreSQL without JIT compilation (PGlite has none to run)', async () => {
    const row = await sql<{ jit: string | null }>`select current_setting('jit', true) as jit`.execute(handle.db);
    expect(handle.kind === 'pglite' || row.rows[0]!.jit === 'off').toBe(true);
  });

  it('reads nothing when no kind is asked for', async () => {
    expect(await listQueueFlashcards(handle.db, { ownerId }, now, until, { due: 0, new: 0, ahead: 0 }, {})).toEqual([]);
  });
});
