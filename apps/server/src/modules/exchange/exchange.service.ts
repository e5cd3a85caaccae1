import { CARD_MEDIA_REF_PATTERN } from '@mnemo/contracts/exchange';
import { isValidSessionName, NAME_MAX_LENGTH } from '@mnemo/domain/validation';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { ScheduleSchema } from '@mnemo/contracts/schedule';
import type { Schedule } from '@mnemo/domain/spaced-repetition';
import { readCardMediaFiles } from '../material/card-media.ts';
import * as repo from './exchange.repository.ts';
import { writeCardsCsv } from './card-csv.ts';
import { type ExportDeck, writeAnkiPackage } from './write-anki-package.ts';

/*
 * Anki and CSV in and out (issue 14 item 6). Imported cards are the user's own cards (not
 * generated exercises, so outside the exercises quota), with their schedules and, from Anki, the
 * review log (kind `import`). Imports run as jobs: import-deck.ts (ADR 064).
 */

type Trx = Transaction<Database>;

/** An imported note's tags as the card contract holds them: single-spaced, ≤ 100 characters, each once, at most 50. */
export function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim().slice(0, 100).trim();
    if (tag && !seen.has(tag.toLowerCase()) && out.length < 50) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

/** A free session name in the user's top level (`except` that session): the deck's, else with " (2)", " (3)" … */
export async function pickSessionName(trx: Trx, ownerId: string, wanted: string, except?: string): Promise<string> {
  let base = wanted.trim().slice(0, NAME_MAX_LENGTH - 6);
  if (!isValidSessionName(base)) base = `${base} deck`.trim();
  if (!isValidSessionName(base)) base = 'Imported deck';
  const taken = await repo.listTopLevelSessionNames(trx, ownerId, except);
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

function readSchedule(row: { fsrs: unknown }): Schedule | null {
  const parsed = ScheduleSchema.safeParse(row.fsrs);
  return parsed.success ? parsed.data : null;
}

/** The user's sessions (one, or all) as decks of cards with schedules and review log. */
async function loadDecks(ctx: AppContext, user: AuthUser, sessionId: string | null): Promise<ExportDeck[]> {
  let sessionQuery = ctx.db
    .selectFrom('sessions')
    .select(['id', 'name', 'owner_id'])
    .where('owner_id', '=', user.id)
    .orderBy('created_at')
    .orderBy('id');
  if (sessionId) sessionQuery = sessionQuery.where('id', '=', sessionId);
  const sessions = await sessionQuery.execute();
  if (sessionId && sessions.length === 0) throw errors.notFound();
  const ids = sessions.map((s) => s.id);
  if (ids.length === 0) return [];
  const cards = await ctx.db
    .selectFrom('flashcards')
    .select([
      'id',
      'session_id',
      'front',
      'back',
      'fsrs',
      'is_suspended',
      'tags',
      'kind',
      'note_id',
      'ordinal',
      'note_text',
    ])
    .where('session_id', 'in', ids)
    .orderBy('session_id')
    .orderBy('position')
    .execute();
  const reviews = await ctx.db
    .selectFrom('reviews')
    .select(['flashcard_id', 'rating', 'state_before', 'scheduled_days_before', 'reviewed_at', 'duration_ms'])
    .where('session_id', 'in', ids)
    .where('user_id', '=', user.id)
    .orderBy('seq')
    .execute();
  const reviewsOf = new Map<string, typeof reviews>();
  for (const review of reviews)
    reviewsOf.set(review.flashcard_id, [...(reviewsOf.get(review.flashcard_id) ?? []), review]);
  const usedNames = new Set<string>();
  return sessions.map((session) => {
    let name = session.name;
    for (let n = 2; usedNames.has(name.toLowerCase()); n++) name = `${session.name} (${n})`;
    usedNames.add(name.toLowerCase());
    return {
      name,
      cards: cards
        .filter((c) => c.session_id === session.id)
        .map((c) => ({
          front: c.front,
          back: c.back,
          kind: c.kind,
          note: c.note_id && c.note_text !== null ? { id: c.note_id, ordinal: c.ordinal, text: c.note_text } : null,
          tags: Array.isArray(c.tags) ? c.tags : [],
          schedule: readSchedule(c),
          suspended: c.is_suspended,
          reviews: (reviewsOf.get(c.id) ?? []).map((r) => ({
            rating: r.rating,
            stateBefore: r.state_before,
            scheduledDaysBefore: r.scheduled_days_before,
            reviewedAt: new Date(r.reviewed_at),
            durationMs: r.duration_ms,
          })),
        })),
    };
  });
}

/** A session (or the whole library) as an Anki package, with the images and sounds its cards show. */
export async function exportApkg(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string | null,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const decks = await loadDecks(ctx, user, sessionId);
  const fileName = sessionId ? `${decks[0]!.name}.apkg` : 'mnemo-library.apkg';
  const text = decks
    .flatMap((deck) => deck.cards.map((card) => `${card.front}\n${card.back}\n${card.note?.text ?? ''}`))
    .join('\n');
  const mediaIds = [...new Set([...text.matchAll(CARD_MEDIA_REF_PATTERN)].map((match) => match[1]!))];
  const media = await readCardMediaFiles(ctx, user.id, mediaIds);
  return { fileName, bytes: await writeAnkiPackage(decks, new Date(), media) };
}

/** A session's cards as CSV: front, back, source document and page. */
export async function exportCsv(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
): Promise<{ fileName: string; text: string }> {
  const session = await repo.findSession(ctx.db, sessionId);
  if (!session || session.owner_id !== user.id) throw errors.notFound();
  const rows = await ctx.db
    .selectFrom('flashcards')
    .leftJoin('chunks', 'chunks.id', 'flashcards.source_chunk_id')
    .leftJoin('documents', (join) =>
      join.on(sql<boolean>`documents.id = coalesce(chunks.document_id, flashcards.document_id)`),
    )
    .select(['flashcards.front', 'flashcards.back', 'documents.file_name', 'documents.source_url', 'chunks.page'])
    .where('flashcards.session_id', '=', sessionId)
    .orderBy('flashcards.position')
    .execute();
  const text = writeCardsCsv(
    rows.map((r) => ({
      front: r.front,
      back: r.back,
      sourceDocument: r.file_name ?? r.source_url ?? null,
      page: r.page ?? null,
    })),
  );
  return { fileName: `${session.name}.csv`, text };
}
