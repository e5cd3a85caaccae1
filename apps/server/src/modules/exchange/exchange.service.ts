import { CARD_MEDIA_REF_PATTERN, type ImportResponse, type ImportSkipped, type ImportSkipReason } from '@mnemo/contracts/exchange';
import { FlashcardSchema } from '@mnemo/contracts/library';
import { isValidSessionName, NAME_MAX_LENGTH } from '@mnemo/domain/validation';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanWriteSession } from '../library/library.policy.ts';
import { ScheduleSchema } from '@mnemo/contracts/schedule';
import type { Schedule } from '@mnemo/domain/spaced-repetition';
import { prepareCardMedia, readCardMediaFiles, saveCardMedia, type PreparedCardMedia } from '../material/card-media.ts';
import * as repo from './exchange.repository.ts';
import { readCardsCsv, writeCardsCsv } from './card-csv.ts';
import { type AnkiCard, NotAnkiPackageError, readAnkiPackage, TooManyCardsError } from './read-anki-package.ts';
import { PackageTooLargeError } from './bounded-unpack.ts';
import { type ExportDeck, writeAnkiPackage } from './write-anki-package.ts';

/*
 * Anki and CSV in and out (issue 14 item 6). Imported cards are the user's own cards (not
 * generated exercises, so outside the exercises quota), with their schedules and, from Anki, the
 * review log (kind `import`).
 */

type Trx = Transaction<Database>;
const BATCH = 500;

interface ReadDeck {
  name: string;
  cards: AnkiCard[];
  /** the package's images and sounds the cards reference */
  media: PreparedCardMedia[];
}

/** Reads an uploaded deck: an Anki package, else a CSV; 415 for anything else, 400 when empty. */
async function readDeck(file: Uint8Array, fileName: string | null): Promise<ReadDeck> {
  const isZip = file[0] === 0x50 && file[1] === 0x4b;
  if (isZip) {
    try {
      let prepared: PreparedCardMedia[] = [];
      const deck = await readAnkiPackage(file, {
        prepareMedia: async (media) => {
          const { refs, files } = await prepareCardMedia(media);
          prepared = files;
          return refs;
        },
      });
      return { name: deck.deckName, cards: deck.cards, media: prepared };
    } catch (error) {
      if (error instanceof NotAnkiPackageError) throw errors.unsupportedFile('import_not_a_deck');
      if (error instanceof PackageTooLargeError) throw errors.payloadTooLarge('import_too_large_unpacked', { size: Math.floor(error.limitBytes / (1024 * 1024)) });
      if (error instanceof TooManyCardsError) throw errors.payloadTooLarge('import_too_many_cards', { limit: error.limit });
      throw error;
    }
  }
  const rows = readCardsCsv(file);
  if (rows === null) throw errors.unsupportedFile('import_not_a_deck');
  const name = (fileName ?? 'Imported cards').replace(/\.[^.]*$/, '');
  return { name, cards: rows.map((r) => ({ ...r, tags: [], schedule: null, suspended: false, reviews: [] })), media: [] };
}

/** The longest front and back a card may have: the card contract's, as for every other write. */
const FRONT_MAX = FlashcardSchema.shape.front.maxLength ?? Number.POSITIVE_INFINITY;
const BACK_MAX = FlashcardSchema.shape.back.maxLength ?? Number.POSITIVE_INFINITY;

/** Why a card cannot be saved as it is, or null when it can. */
export function checkCard(card: { front: string; back: string }): ImportSkipReason | null {
  if (card.front.length > FRONT_MAX) return 'front_too_long';
  if (card.back.length > BACK_MAX) return 'back_too_long';
  return null;
}

/**
 * The deck's cards that obey the card contract's limits, the others counted by reason; and only
 * the media files some kept card shows.
 */
export function keepValidCards(deck: ReadDeck): { deck: ReadDeck; skipped: ImportSkipped } {
  const skipped: ImportSkipped = { count: 0, reasons: {} };
  const cards = deck.cards.filter((card) => {
    const reason = checkCard(card);
    if (!reason) return true;
    skipped.count++;
    skipped.reasons[reason] = (skipped.reasons[reason] ?? 0) + 1;
    return false;
  });
  const text = cards.map((card) => `${card.front}\n${card.back}`).join('\n');
  const used = new Set([...text.matchAll(CARD_MEDIA_REF_PATTERN)].map((match) => match[1]));
  return { deck: { ...deck, cards, media: deck.media.filter((file) => used.has(file.id)) }, skipped };
}

/** An imported note's tags as the card contract holds them: single-spaced, ≤ 100 characters, each once, at most 50. */
function normaliseTags(tags: string[]): string[] {
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

/** A free session name in the user's top level: the deck's, else with " (2)", " (3)" … */
async function pickSessionName(trx: Trx, ownerId: string, wanted: string): Promise<string> {
  let base = wanted.trim().slice(0, NAME_MAX_LENGTH - 6);
  if (!isValidSessionName(base)) base = `${base} deck`.trim();
  if (!isValidSessionName(base)) base = 'Imported deck';
  const taken = await repo.listTopLevelSessionNames(trx, ownerId);
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/**
 * Imports a deck into a session of the user's (`sessionId`) or a new one named after the deck.
 * Nothing is saved unless every card is.
 */
export async function importDeck(
  ctx: AppContext,
  user: AuthUser,
  upload: { bytes: Uint8Array; fileName: string | null },
  sessionId: string | null,
): Promise<ImportResponse> {
  const read = await readDeck(upload.bytes, upload.fileName);
  if (read.cards.length === 0) throw errors.validation('file', 'import_nothing');
  const { deck, skipped } = keepValidCards(read);
  if (deck.cards.length === 0) throw errors.validation('file', 'import_nothing_valid');
  const storedKeys: string[] = [];
  try {
    return { ...(await importCards(ctx, user, deck, sessionId, storedKeys)), skipped };
  } catch (error) {
    // the rows rolled back: so do the files stored for them
    await Promise.all(storedKeys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

async function importCards(ctx: AppContext, user: AuthUser, deck: ReadDeck, sessionId: string | null, storedKeys: string[]): Promise<Omit<ImportResponse, 'skipped'>> {
  return ctx.db.transaction().execute(async (trx) => {
    let targetId: string;
    if (sessionId) {
      const session = await repo.lockSession(trx, sessionId);
      assertCanWriteSession(session, user);
      targetId = session.id;
      await repo.bumpSessionVersion(trx, session.id);
    } else {
      targetId = await repo.insertSession(trx, user.id, await pickSessionName(trx, user.id, deck.name));
    }
    let position = await repo.getNextCardPosition(trx, targetId);
    let reviews = 0;
    for (let start = 0; start < deck.cards.length; start += BATCH) {
      const batch = deck.cards.slice(start, start + BATCH);
      const inserted = await trx
        .insertInto('flashcards')
        .values(
          batch.map((card) => ({
            session_id: targetId,
            position: position++,
            front: card.front,
            back: card.back,
            difficulty: 'medium' as const,
            source_chunk_id: null,
            is_generated: false,
            fsrs: card.schedule ? JSON.stringify(card.schedule) : null,
            due: card.schedule?.due ?? null,
            is_suspended: card.suspended,
            tags: JSON.stringify(normaliseTags(card.tags)),
          })),
        )
        .returning(['id', 'position'])
        .execute();
      const idAt = new Map(inserted.map((row) => [row.position, row.id]));
      const history = batch.flatMap((card, i) =>
        card.reviews.map((review) => ({
          flashcard_id: idAt.get(position - batch.length + i)!,
          session_id: targetId,
          user_id: user.id,
          kind: 'import' as const,
          rating: review.rating,
          state_before: review.stateBefore,
          scheduled_days_before: Math.round(review.scheduledDaysBefore),
          schedule_before: null,
          due_before: null,
          reviewed_at: review.reviewedAt,
          duration_ms: review.durationMs,
        })),
      );
      for (let i = 0; i < history.length; i += BATCH) await trx.insertInto('reviews').values(history.slice(i, i + BATCH)).execute();
      reviews += history.length;
    }
    await saveCardMedia(ctx, trx, user.id, targetId, deck.media, storedKeys);
    return { sessionId: targetId, imported: { cards: deck.cards.length, reviews, media: deck.media.length } };
  });
}

function readSchedule(row: { fsrs: unknown }): Schedule | null {
  const parsed = ScheduleSchema.safeParse(row.fsrs);
  return parsed.success ? parsed.data : null;
}

/** The user's sessions (one, or all) as decks of cards with schedules and review log. */
async function loadDecks(ctx: AppContext, user: AuthUser, sessionId: string | null): Promise<ExportDeck[]> {
  let sessionQuery = ctx.db.selectFrom('sessions').select(['id', 'name', 'owner_id']).where('owner_id', '=', user.id).orderBy('created_at').orderBy('id');
  if (sessionId) sessionQuery = sessionQuery.where('id', '=', sessionId);
  const sessions = await sessionQuery.execute();
  if (sessionId && sessions.length === 0) throw errors.notFound();
  const ids = sessions.map((s) => s.id);
  if (ids.length === 0) return [];
  const cards = await ctx.db
    .selectFrom('flashcards')
    .select(['id', 'session_id', 'front', 'back', 'fsrs', 'is_suspended', 'tags'])
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
  for (const review of reviews) reviewsOf.set(review.flashcard_id, [...(reviewsOf.get(review.flashcard_id) ?? []), review]);
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
export async function exportApkg(ctx: AppContext, user: AuthUser, sessionId: string | null): Promise<{ fileName: string; bytes: Uint8Array }> {
  const decks = await loadDecks(ctx, user, sessionId);
  const fileName = sessionId ? `${decks[0]!.name}.apkg` : 'mnemo-library.apkg';
  const text = decks.flatMap((deck) => deck.cards.map((card) => `${card.front}\n${card.back}`)).join('\n');
  const mediaIds = [...new Set([...text.matchAll(CARD_MEDIA_REF_PATTERN)].map((match) => match[1]!))];
  const media = await readCardMediaFiles(ctx, user.id, mediaIds);
  return { fileName, bytes: await writeAnkiPackage(decks, new Date(), media) };
}

/** A session's cards as CSV: front, back, source document and page. */
export async function exportCsv(ctx: AppContext, user: AuthUser, sessionId: string): Promise<{ fileName: string; text: string }> {
  const session = await repo.findSession(ctx.db, sessionId);
  if (!session || session.owner_id !== user.id) throw errors.notFound();
  const rows = await ctx.db
    .selectFrom('flashcards')
    .leftJoin('chunks', 'chunks.id', 'flashcards.source_chunk_id')
    .leftJoin('documents', (join) => join.on(sql<boolean>`documents.id = coalesce(chunks.document_id, flashcards.document_id)`))
    .select(['flashcards.front', 'flashcards.back', 'documents.file_name', 'documents.source_url', 'chunks.page'])
    .where('flashcards.session_id', '=', sessionId)
    .orderBy('flashcards.position')
    .execute();
  const text = writeCardsCsv(rows.map((r) => ({ front: r.front, back: r.back, sourceDocument: r.file_name ?? r.source_url ?? null, page: r.page ?? null })));
  return { fileName: `${session.name}.csv`, text };
}
