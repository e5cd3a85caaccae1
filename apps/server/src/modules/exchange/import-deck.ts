import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ImportAccepted, ImportState } from '@mnemo/contracts/exchange';
import { CLOZE_NOTE_MAX_LENGTH } from '@mnemo/contracts/values';
import type { Locale } from '@mnemo/domain/languages';
import { formatNumber } from '@mnemo/i18n/format';
import { translate } from '@mnemo/i18n/translate';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database, ImportErrorColumn } from '../../db/schema.ts';
import { AppError, errors } from '../../lib/app-error.ts';
import { getSessionStoragePrefix } from '../../lib/storage-keys.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  addImportedCards,
  claimStagingSession,
  createStagingSession,
  importMoveBegan,
  moveStagedCardsBatch,
  removeImportedCards,
  removeImportSession,
  removeStagingSessions,
} from '../library/imported-items.ts';
import { assertCanWriteSession } from '../library/library.policy.ts';
import { markSessionChanged } from '../library/sessions.ts';
import { moveStagedMedia, removeImportMedia, saveCardMedia } from '../material/card-media.ts';
import { addImportedReviews, claimStagedDueDays, moveReviewsOfCards } from '../review/import-history.ts';
import * as repo from './exchange.repository.ts';
import { normaliseTags, pickSessionName } from './exchange.service.ts';
import { ensureImportDeckQueue, sendImportDeck, wakeImportDeckWorker } from './import-queue.ts';
import { type DeckLine, readDeckToFolder, type ReadDeckResult } from './read-deck.ts';

/*
 * Imports as jobs (issue 21 item 2, ADR 064). The route stores the upload, makes (or locks) the
 * session, writes the import's row and sends its job, all in one transaction, and answers 202.
 * The job reads the deck in the worker-thread pool (read-deck.ts), then saves media and cards in
 * batches, each its own short transaction with a turn of the event loop after it, moving the
 * progress on. The cards go into a staging session that has no owner (ADR 156): nobody sees any
 * of them until one last short transaction gives that session its owner (an import that made its
 * session) or moves them into the chosen session. Everything it saves carries the import's id: a
 * failure removes exactly that and the staging session (the session too when the import made it),
 * and the upload goes when the job ends either way.
 */

type Trx = Transaction<Database>;
/**
 * Cards saved per transaction, and per statement inside it: 50 and 50 (ADR 156). The embedded
 * database has one connection (ADR 052), so every other request's statements wait while an
 * import's transaction is open; a transaction of 50 cards (one COPY, a few ms of the database
 * thread's work, ADR 148) keeps that wait short. The transactions' fixed costs that made ADR 140
 * write 500 cards a transaction were the lock of the session and its next position, paid by the
 * main thread; a staging session is the import's alone (nobody else writes it, ADR 156), so a
 * batch takes neither: a transaction is its COPY (or INSERT), its reviews and the commit.
 */
export function savingBatches(_embedded: boolean): { transaction: number; statement: number } {
  return { transaction: 50, statement: 50 };
}
/** Review-log rows per statement. */
const REVIEW_BATCH = 50;
/**
 * Cards moved per transaction at the end of an import into an existing session (ADR 156): each
 * transaction moves this many staged cards (in position order) with their review history, and the
 * loop takes a turn before the next, so no request waits behind the whole move.
 */
export const MOVE_BATCH = 1000;

/** One turn of the event loop: requests waiting on it are answered. */
const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
/** The event loop left idle for `ms` (at least one turn). */
const rest = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.round(ms))));
/** the reading's share of the progress bar; saving takes the rest */
const READ_SHARE = 40;

function sendInTransaction(ctx: AppContext, trx: Trx, importId: string): Promise<void> {
  return sendImportDeck(
    ctx.queue!,
    { importId },
    {
      executeSql: async (text, values) => ({
        rows: (await trx.executeQuery(CompiledQuery.raw(text, values ?? []))).rows,
      }),
    },
  );
}

/** The provisional name of a session made for an import: the file's, until the deck is read. */
function provisionalName(fileName: string | null): string {
  return (fileName ?? '').replace(/\.[^.]*$/, '').trim() || 'Imported deck';
}

/**
 * Whether a file can be a deck at all, from its first bytes: a zip, or UTF-8 text without NUL whose
 * first line has a CSV delimiter. Anything else (a PDF, an image, one column of text) is refused on
 * the request, at once; what passes is read by the job.
 */
export function mayBeDeck(bytes: Uint8Array): boolean {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return true;
  let head: string;
  try {
    head = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024), { stream: true });
  } catch {
    return false;
  }
  if (head.includes('\0')) return false;
  const firstLine = head.replace(/^\uFEFF/, '').split('\n', 1)[0] ?? '';
  return [',', ';', '\t'].some((delimiter) => firstLine.includes(delimiter));
}

/**
 * Accepts an upload for import into the user's session `sessionId`, or into a new session: stores
 * the file, writes the import and sends its job. Nothing is read here.
 */
export async function acceptImport(
  ctx: AppContext,
  user: AuthUser,
  upload: { bytes: Uint8Array; fileName: string | null },
  sessionId: string | null,
): Promise<ImportAccepted> {
  if (!mayBeDeck(upload.bytes)) throw errors.unsupportedFile('import_not_a_deck');
  if (!ctx.queue) throw errors.notConfigured();
  await ensureImportDeckQueue(ctx.queue);
  let storedKey: string | null = null;
  try {
    const accepted = await ctx.db.transaction().execute(async (trx) => {
      let targetId: string | null = null;
      if (sessionId) {
        const session = await repo.lockSession(trx, sessionId);
        assertCanWriteSession(session, user);
        targetId = session.id;
      }
      const importId = await repo.insertImport(trx, {
        ownerId: user.id,
        sessionId: targetId,
        createsSession: !sessionId,
        fileName: upload.fileName,
      });
      // a session made for the import stages its cards, owned by nobody until the import is done
      // (ADR 156): its name is the file's until the deck is read and the owner's free name chosen
      targetId ??= await createStagingSession(trx, importId, provisionalName(upload.fileName));
      const key = `${getSessionStoragePrefix(user.id, targetId)}imports/${importId}`;
      await repo.setImportStorage(trx, importId, key, targetId);
      storedKey = key;
      await ctx.storage.put(key, upload.bytes);
      await sendInTransaction(ctx, trx, importId);
      return { sessionId: targetId, importId };
    });
    wakeImportDeckWorker(ctx.queue);
    return accepted;
  } catch (error) {
    if (storedKey) await ctx.storage.delete(storedKey).catch(() => undefined);
    throw error;
  }
}

/** An import's row as the API shows it, its error in the reader's language (numbers formatted for it). */
export function presentImport(
  row: {
    status: ImportState['status'];
    progress: number;
    imported: ImportState['imported'];
    skipped: ImportState['skipped'];
    error: ImportErrorColumn | null;
  },
  locale: Locale,
): ImportState {
  const state: ImportState = {
    status: row.status,
    progress: row.progress,
    imported: row.imported,
    skipped: row.skipped,
  };
  if (row.error) {
    const values = Object.fromEntries(
      Object.entries(row.error.values).map(([key, value]) => [
        key,
        typeof value === 'number' ? formatNumber(value, locale) : value,
      ]),
    );
    state.error = { code: row.error.code, message: translate(locale, row.error.messageKey, values) };
  }
  return state;
}

/** The owner's import (anyone else: 404, as if it did not exist). */
export async function readImport(
  ctx: AppContext,
  user: AuthUser,
  importId: string,
  locale: Locale,
): Promise<ImportState> {
  const row = await ctx.db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirst();
  if (!row || row.owner_id !== user.id) throw errors.notFound();
  return presentImport(row, locale);
}

/** Whether the import is over (its stream ends). */
export const isImportOver = (state: ImportState): boolean => state.status === 'done' || state.status === 'failed';

async function setProgress(
  ctx: AppContext,
  importId: string,
  patch: { status?: 'running'; progress: number },
): Promise<void> {
  await repo.updateImportProgress(ctx.db, importId, patch);
  await ctx.documentEvents?.publish(importId);
}

/**
 * Removes what an import saved: its cards (their reviews go with them), its media rows and files,
 * and its staging sessions but `keep` (the session a retried import made, which stays its own).
 */
async function removeSaved(ctx: AppContext, importId: string, keep?: string): Promise<void> {
  const media = await ctx.db.selectFrom('card_media').select('storage_key').where('import_id', '=', importId).execute();
  await Promise.all(media.map((row) => ctx.storage.delete(row.storage_key).catch(() => undefined)));
  await removeImportMedia(ctx.db, importId);
  await removeImportedCards(ctx.db, importId);
  await removeStagingSessions(ctx.db, importId, keep);
}

/**
 * Ends an import as failed: what it saved is removed (the session too, when the import made
 * it; the import's row stays to say why), the upload is removed, the stream is told.
 */
export async function failImport(ctx: AppContext, importId: string, error: AppError): Promise<void> {
  const row = await ctx.db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirst();
  if (!row) return;
  await removeSaved(ctx, importId);
  await ctx.storage.delete(row.storage_key).catch(() => undefined);
  const failure = JSON.stringify({ code: error.code, messageKey: error.messageKey, values: error.values });
  await repo.markImportFailed(ctx.db, importId, failure);
  // a session made for the import goes with everything under it (the import's row stays, detached)
  if (row.creates_session && row.session_id) {
    await removeImportSession(ctx.db, row.session_id, row.owner_id);
    await ctx.storage.deletePrefix(getSessionStoragePrefix(row.owner_id, row.session_id)).catch(() => undefined);
  }
  await ctx.documentEvents?.publish(importId);
}

/** What a test may do between an import's batches (ADR 156): hold the import there, on a gate it controls. */
export interface ImportHooks {
  /** after each batch's transaction committed, before the next begins; `saved`: cards saved so far */
  afterBatch?: (saved: number) => Promise<void> | void;
  /** at the end of an import into an existing session, after each move transaction committed (not the last) */
  afterMoveBatch?: (moved: number) => Promise<void> | void;
  /** cards per move transaction (MOVE_BATCH unless a test makes it small) */
  moveBatch?: number;
}

/** What a done import reports, written into its row when its end begins. */
interface ImportResult {
  imported: string;
  skipped: string;
}

/**
 * The end of an import into an existing session (ADR 156): the staged cards join `targetId` after
 * its cards, `size` at a time (each with its review history, the due-day counts following by the
 * statement triggers), one short transaction each, the loop taking a turn between them. Resumable:
 * the staging session holds exactly what is left to move, so a retry calls this again and it goes
 * on from there. The first transaction also moves the media rows and writes what the import will
 * report (`result`, absent on a retry: written already); the last removes the emptied staging
 * session and marks the import done.
 */
export async function moveStagedImport(
  db: Kysely<Database>,
  importId: string,
  targetId: string,
  stagingId: string | null,
  result: ImportResult | null,
  hooks: ImportHooks = {},
): Promise<void> {
  const size = hooks.moveBatch ?? MOVE_BATCH;
  let moved = 0;
  let first = true;
  for (;;) {
    const finished = await db.transaction().execute(async (trx) => {
      const session = await repo.lockSession(trx, targetId);
      if (!session?.owner_id) throw errors.notFound();
      const ids = stagingId
        ? await moveStagedCardsBatch(trx, stagingId, targetId, await repo.getNextCardPosition(trx, targetId), size)
        : [];
      await moveReviewsOfCards(trx, ids, targetId);
      if (first && stagingId) await moveStagedMedia(trx, stagingId, targetId);
      if (first && result) await repo.recordImportResult(trx, importId, result);
      moved += ids.length;
      const last = ids.length < size;
      if (last) {
        await removeStagingSessions(trx, importId);
        await repo.markImportDone(trx, importId);
      }
      if (ids.length > 0 || last) await markSessionChanged(trx, targetId);
      return last;
    });
    first = false;
    if (finished) return;
    await yieldToLoop();
    await hooks.afterMoveBatch?.(moved);
  }
}

/**
 * Saves the deck read into `deck.dir`: media first (their files stored beside the session the
 * import goes to, their rows listed in the staging session), then cards and reviews in batches
 * (savingBatches) into the staging session `stagingId`.
 */
async function saveDeck(
  ctx: AppContext,
  row: { id: string; owner_id: string; session_id: string },
  stagingId: string,
  deck: ReadDeckResult,
  hooks: ImportHooks,
): Promise<{ reviews: number }> {
  for (const file of deck.media) {
    const bytes = new Uint8Array(await readFile(path.join(deck.dir, 'media', file.id)));
    await saveCardMedia(ctx, ctx.db, row.owner_id, row.session_id, [{ ...file, bytes }], [], row.id, stagingId);
  }
  const sizes = savingBatches(Boolean(ctx.copyRows));
  // the staging session is the import's alone: its positions are counted here, none read per batch
  let position = await repo.getNextCardPosition(ctx.db, stagingId);
  let saved = 0;
  let reviews = 0;
  let shown = READ_SHARE;
  let batch: DeckLine[] = [];
  // one note id per cloze note of the package, kept across batches (a note's cards may span two)
  const noteIds = new Map<string, string>();
  const noteOf = (card: DeckLine) => {
    if (card.kind !== 'cloze' || !card.note || card.note.text.length > CLOZE_NOTE_MAX_LENGTH) return null;
    let id = noteIds.get(card.note.key);
    if (!id) noteIds.set(card.note.key, (id = randomUUID()));
    return { kind: 'cloze' as const, note_id: id, ordinal: card.note.ordinal, note_text: card.note.text };
  };
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const cards = batch;
    batch = [];
    const batchCpu = process.threadCpuUsage();
    await ctx.db.transaction().execute(async (trx) => {
      // the ids are made here, so the reviews know their cards whichever way the rows are written
      const ids = cards.map(() => randomUUID());
      // the embedded database: COPY, about half the event loop's time per row of an INSERT (ADR 114);
      // one statement's rows mapped and written at a time, a turn of the loop after each (ADR 140)
      for (let start = 0; start < cards.length; start += sizes.statement) {
        const values = cards.slice(start, start + sizes.statement).map((card, i) => ({
          id: ids[start + i]!,
          session_id: stagingId,
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
          import_id: row.id,
          ...(noteOf(card) ?? {
            kind: card.kind === 'typed' ? ('typed' as const) : ('basic' as const),
            note_id: null,
            ordinal: 1,
            note_text: null,
          }),
        }));
        await addImportedCards(ctx, trx, values);
        if (start + sizes.statement < cards.length) await yieldToLoop();
      }
      const history = cards.flatMap((card, i) =>
        card.reviews.map((review) => ({
          flashcard_id: ids[i]!,
          session_id: stagingId,
          user_id: row.owner_id,
          kind: 'import' as const,
          rating: review.rating,
          state_before: review.stateBefore,
          scheduled_days_before: Math.round(review.scheduledDaysBefore),
          schedule_before: null,
          due_before: null,
          reviewed_at: new Date(review.reviewedAt),
          duration_ms: review.durationMs,
        })),
      );
      for (let i = 0; i < history.length; i += REVIEW_BATCH) {
        await addImportedReviews(trx, history.slice(i, i + REVIEW_BATCH));
        await yieldToLoop();
      }
      reviews += history.length;
    });
    saved += cards.length;
    // the progress is written when it moves (at most 60 times), not after every batch
    const progress = READ_SHARE + Math.floor(((100 - READ_SHARE - 1) * saved) / deck.cards);
    if (progress > shown) {
      shown = progress;
      await setProgress(ctx, row.id, { progress });
    }
    // the event loop answers others between batches; on the embedded database the loop also rests
    // as long as this thread worked on the batch (its CPU time: time spent waiting for a CPU on a
    // busy machine does not lengthen the rest), so a request finds it idle about half the time (ADR 114);
    // with the database on its own thread (ADR 148) this thread's work, and so the rest, is small
    if (ctx.copyRows) {
      const used = process.threadCpuUsage(batchCpu);
      await rest((used.user + used.system) / 1000);
    } else await yieldToLoop();
    await hooks.afterBatch?.(saved);
  };
  const lines = createInterface({
    input: createReadStream(path.join(deck.dir, 'cards.ndjson'), 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(JSON.parse(line) as DeckLine);
    if (batch.length >= sizes.transaction) await flush();
  }
  await flush();
  return { reviews };
}

/** Reads the deck: in the worker-thread pool when the process has one, else here. */
async function readDeck(
  ctx: AppContext,
  bytes: Uint8Array,
  fileName: string | null,
  onProgress: (percent: number) => void,
): Promise<ReadDeckResult> {
  const maxCards = ctx.config.IMPORT_MAX_CARDS;
  if (ctx.workerPool)
    return ctx.workerPool.readDeck(bytes, { fileName, maxCards }, ({ done, total }) =>
      onProgress((done / total) * 100),
    );
  return readDeckToFolder(bytes, { fileName, maxCards, onProgress });
}

/**
 * The import job's work: reads the upload, saves its cards, names a session made for it after
 * the deck, and ends `done`; an AppError (the deck refused) ends it `failed` with that error.
 * Anything else is thrown for the queue to retry (the next attempt starts clean).
 */
export async function runImport(ctx: AppContext, importId: string, hooks: ImportHooks = {}): Promise<void> {
  const found = await ctx.db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirst();
  if (!found || found.status === 'done' || found.status === 'failed') return;
  if (!found.session_id) {
    // its session was removed before the job ran
    await failImport(ctx, importId, errors.notFound());
    return;
  }
  const row = { ...found, session_id: found.session_id };
  // the end of an import into an existing session began (some of its cards are there): a retry
  // goes on moving what is left in its staging session, nothing read or saved again (ADR 156)
  if (!row.creates_session && (await importMoveBegan(ctx.db, importId, row.session_id))) {
    try {
      const staging = await ctx.db
        .selectFrom('sessions')
        .select('id')
        .where('staging_import_id', '=', importId)
        .where('owner_id', 'is', null)
        .executeTakeFirst();
      await moveStagedImport(ctx.db, importId, row.session_id, staging?.id ?? null, null, hooks);
    } catch (error) {
      if (error instanceof AppError) {
        await failImport(ctx, importId, error);
        return;
      }
      throw error;
    }
    await ctx.storage.delete(row.storage_key).catch(() => undefined);
    await ctx.documentEvents?.publish(importId);
    return;
  }
  // a retried attempt: what an earlier one saved goes first (the session the import made stays)
  await removeSaved(ctx, importId, row.creates_session ? row.session_id : undefined);
  await repo.restartImport(ctx.db, importId);
  await ctx.documentEvents?.publish(importId);
  let deck: ReadDeckResult | null = null;
  try {
    const bytes = new Uint8Array(await ctx.storage.get(row.storage_key));
    let last = 0;
    deck = await readDeck(ctx, bytes, row.file_name, (percent) => {
      const progress = Math.floor((percent * READ_SHARE) / 100);
      if (progress <= last) return;
      last = progress;
      void setProgress(ctx, importId, { progress }).catch(() => undefined);
    });
    // a session the import made is its staging session; an import into an existing one stages
    // its cards in a session of its own, moved into that one when done (ADR 156)
    const stagingId = row.creates_session
      ? row.session_id
      : await createStagingSession(ctx.db, importId, `import ${importId}`);
    const { reviews } = await saveDeck(ctx, row, stagingId, deck, hooks);
    const result: ImportResult = {
      imported: JSON.stringify({
        cards: deck.cards,
        reviews,
        media: deck.media.length,
        ...(deck.imageOcclusion > 0 ? { imageOcclusion: deck.imageOcclusion } : {}),
      }),
      skipped: JSON.stringify(deck.skipped),
    };
    if (row.creates_session) {
      // made visible at once, in one short transaction: the session given its owner
      await ctx.db.transaction().execute(async (trx) => {
        const session = await repo.lockSession(trx, row.session_id);
        if (!session) throw errors.notFound();
        const name = await pickSessionName(trx, row.owner_id, deck!.name, row.session_id);
        if (!(await claimStagingSession(trx, row.session_id, row.owner_id, name))) throw errors.notFound();
        await claimStagedDueDays(trx, row.session_id, row.owner_id);
        await markSessionChanged(trx, row.session_id);
        await repo.markImportDone(trx, importId, result);
      });
    } else {
      // moved into the chosen session in short transactions, resumable (ADR 156)
      await moveStagedImport(ctx.db, importId, row.session_id, stagingId, result, hooks);
    }
    await ctx.storage.delete(row.storage_key).catch(() => undefined);
    await ctx.documentEvents?.publish(importId);
  } catch (error) {
    if (error instanceof AppError) {
      await failImport(ctx, importId, error);
      return;
    }
    throw error;
  } finally {
    if (deck) await rm(deck.dir, { recursive: true, force: true });
  }
}
