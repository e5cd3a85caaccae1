import { ScheduleSchema } from '@mnemo/contracts/schedule';
import type { Schedule } from '@mnemo/domain/spaced-repetition';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database, FlashcardRow } from '../../db/schema.ts';
import type { SourceColumns } from '../library/source-columns.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A card with the owner of its session. */
export type OwnedFlashcardRow = FlashcardRow & { owner_id: string };

/** The card's stored schedule (null: never reviewed, or nothing usable stored). */
export function readSchedule(row: Pick<FlashcardRow, 'fsrs'>): Schedule | null {
  const parsed = ScheduleSchema.safeParse(row.fsrs);
  return parsed.success ? parsed.data : null;
}

export async function findFlashcardWithOwner(db: Db, flashcardId: string): Promise<OwnedFlashcardRow | undefined> {
  return db
    .selectFrom('flashcards')
    .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
    .selectAll('flashcards')
    .select('sessions.owner_id')
    .where('flashcards.id', '=', flashcardId)
    .executeTakeFirst();
}

/** The card, locked until the transaction ends: reviews of one card are applied one after another. */
export async function lockFlashcard(trx: Transaction<Database>, flashcardId: string): Promise<OwnedFlashcardRow | undefined> {
  return trx
    .selectFrom('flashcards')
    .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
    .selectAll('flashcards')
    .select('sessions.owner_id')
    .where('flashcards.id', '=', flashcardId)
    .forUpdate('flashcards')
    .executeTakeFirst();
}

export async function saveSchedule(db: Db, flashcardId: string, schedule: Schedule | null): Promise<FlashcardRow> {
  return db
    .updateTable('flashcards')
    .set({ fsrs: schedule ? JSON.stringify(schedule) : null, due: schedule ? schedule.due : null })
    .where('id', '=', flashcardId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ReviewLogValues {
  flashcardId: string;
  sessionId: string;
  userId: string;
  kind: 'review' | 'quiz_miss';
  rating: number;
  before: Schedule | null;
  reviewedAt: Date;
  durationMs: number | null;
  clientReviewId?: string | null;
}

export async function insertReviewLog(db: Db, values: ReviewLogValues): Promise<void> {
  await db
    .insertInto('reviews')
    .values({
      flashcard_id: values.flashcardId,
      session_id: values.sessionId,
      user_id: values.userId,
      kind: values.kind,
      rating: values.rating,
      state_before: values.before?.state ?? 'new',
      scheduled_days_before: Math.round(values.before?.scheduledDays ?? 0),
      schedule_before: values.before ? JSON.stringify(values.before) : null,
      due_before: values.before?.due ?? null,
      reviewed_at: values.reviewedAt,
      duration_ms: values.durationMs,
      client_review_id: values.clientReviewId ?? null,
    })
    .execute();
}

/** The user's review given this browser key, if it was already applied. */
export async function findReviewByClientId(db: Db, userId: string, clientReviewId: string) {
  return db
    .selectFrom('reviews')
    .select(['id', 'flashcard_id'])
    .where('user_id', '=', userId)
    .where('client_review_id', '=', clientReviewId)
    .executeTakeFirst();
}

/** The card's latest review (what undo takes back). */
export async function findLastReview(db: Db, flashcardId: string) {
  return db
    .selectFrom('reviews')
    .select(['id', 'schedule_before'])
    .where('flashcard_id', '=', flashcardId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function deleteReview(db: Db, reviewId: string): Promise<void> {
  await db.deleteFrom('reviews').where('id', '=', reviewId).execute();
}

export async function countReviews(db: Db, flashcardId: string): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('flashcard_id', '=', flashcardId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- settings ----

export async function findStudySettings(db: Db, userId: string) {
  return db.selectFrom('users').select(['time_zone', 'new_cards_per_day']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function updateStudySettings(db: Db, userId: string, patch: { timeZone?: string | undefined; newCardsPerDay?: number | undefined }) {
  return db
    .updateTable('users')
    .set({
      ...(patch.timeZone !== undefined ? { time_zone: patch.timeZone } : {}),
      ...(patch.newCardsPerDay !== undefined ? { new_cards_per_day: patch.newCardsPerDay } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returning(['time_zone', 'new_cards_per_day'])
    .executeTakeFirstOrThrow();
}

// ---- due lists ----

export interface DueScope {
  ownerId: string;
  /** one session, or the whole library */
  sessionId?: string | undefined;
  /** only the cards of this key concept */
  concept?: string | undefined;
}

function cardsInScope(db: Db, scope: DueScope) {
  let query = db
    .selectFrom('flashcards')
    .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
    .where('sessions.owner_id', '=', scope.ownerId)
    .where('flashcards.is_suspended', '=', false);
  if (scope.sessionId) query = query.where('flashcards.session_id', '=', scope.sessionId);
  if (scope.concept) query = query.where('flashcards.concept', '=', scope.concept);
  return query;
}

export type DueFlashcardRow = FlashcardRow &
  SourceColumns & { session_name: string; session_folder_id: string | null; source_document_name: string | null };

/** Cards in scope with their session's name and folder, and their source passage's place and document name. */
function cardsWithSource(db: Db, scope: DueScope) {
  return cardsInScope(db, scope)
    .leftJoin('chunks', 'chunks.id', 'flashcards.source_chunk_id')
    .leftJoin('documents', 'documents.id', 'chunks.document_id')
    .selectAll('flashcards')
    .select([
      'sessions.name as session_name',
      'sessions.folder_id as session_folder_id',
      'documents.file_name as source_document_name',
      'chunks.document_id as source_document_id',
      'chunks.page as source_page',
      'chunks.slide as source_slide',
      'chunks.start_ms as source_start_ms',
    ]);
}

/** Cards due by `now`, most overdue first. */
export async function listDueFlashcards(db: Db, scope: DueScope, now: Date, limit: number): Promise<DueFlashcardRow[]> {
  return cardsWithSource(db, scope)
    .where('flashcards.due', '<=', now)
    .orderBy('flashcards.due')
    .orderBy('flashcards.id')
    .limit(limit)
    .execute();
}

/** Never-reviewed cards in the sessions' order (oldest session first, then the card's position). */
export async function listNewFlashcards(db: Db, scope: DueScope, limit: number): Promise<DueFlashcardRow[]> {
  if (limit <= 0) return [];
  return cardsWithSource(db, scope)
    .where('flashcards.due', 'is', null)
    .orderBy('sessions.created_at')
    .orderBy('flashcards.session_id')
    .orderBy('flashcards.position')
    .limit(limit)
    .execute();
}

/** Learning cards coming back between `now` and `until`. */
export async function listLearningAhead(db: Db, scope: DueScope, now: Date, until: Date, limit: number): Promise<DueFlashcardRow[]> {
  return cardsWithSource(db, scope)
    .where('flashcards.due', '>', now)
    .where('flashcards.due', '<=', until)
    .where(sql<boolean>`flashcards.fsrs->>'state' in ('learning', 'relearning')`)
    .orderBy('flashcards.due')
    .limit(limit)
    .execute();
}

/** How many cards are due by `now`, new, and learning within `until`; and when the next one falls due. */
export async function countDue(db: Db, scope: DueScope, now: Date, until: Date) {
  const row = await cardsInScope(db, scope)
    .select([
      sql<string>`count(*) filter (where flashcards.due <= ${now})`.as('due'),
      sql<string>`count(*) filter (where flashcards.due is null)`.as('fresh'),
      sql<string>`count(*) filter (where flashcards.due > ${now} and flashcards.due <= ${until} and flashcards.fsrs->>'state' in ('learning', 'relearning'))`.as(
        'ahead',
      ),
      sql<Date | string | null>`min(flashcards.due) filter (where flashcards.due > ${now})`.as('next_due'),
    ])
    .executeTakeFirstOrThrow();
  return { due: Number(row.due), fresh: Number(row.fresh), ahead: Number(row.ahead), nextDue: row.next_due };
}

/**
 * Where the study day containing `now` began (04:00 in `timeZone`), in SQL: the same instant as
 * packages/domain's `getStudyDayStart`, so one query can both find the day and count within it.
 */
export const studyDayStartOf = (now: Date, timeZone: ReturnType<typeof sql.ref> | string) =>
  sql<Date>`timezone(${timeZone}, date_trunc('day', timezone(${timeZone}, ${now}::timestamptz) - interval '4 hours') + interval '4 hours')`;

/**
 * Per session of the owner: cards due by `now` and never-reviewed cards (the sidebar's counts),
 * with the owner's new-card limit and how many new cards the study day has introduced so far.
 * One round trip: the sidebar asks on every page, and on the embedded database each query is
 * another turn through the single connection.
 */
export async function countDueBySession(db: Db, ownerId: string, now: Date) {
  const rows = await db
    .with('settings', (qb) => qb.selectFrom('users').select(['new_cards_per_day', studyDayStartOf(now, sql.ref('time_zone')).as('day_start')]).where('id', '=', ownerId))
    .selectFrom('flashcards')
    .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
    .where('sessions.owner_id', '=', ownerId)
    // literally `not is_suspended` (the partial index's own predicate), and only the rows counted
    .where(sql<boolean>`not flashcards.is_suspended`)
    .where((eb) => eb.or([eb('flashcards.due', '<=', now), eb('flashcards.due', 'is', null)]))
    .select([
      'flashcards.session_id',
      sql<string>`count(*) filter (where flashcards.due <= ${now})`.as('due'),
      sql<string>`count(*) filter (where flashcards.due is null)`.as('fresh'),
      sql<number>`(select new_cards_per_day from settings)`.as('new_cards_per_day'),
      sql<string>`(select count(distinct r.flashcard_id) from reviews r where r.user_id = ${ownerId} and r.kind != 'quiz_miss' and r.state_before = 'new' and r.reviewed_at >= (select day_start from settings))`.as(
        'introduced',
      ),
    ])
    .groupBy('flashcards.session_id')
    .execute();
  return rows.map((r) => ({ sessionId: r.session_id, due: Number(r.due), fresh: Number(r.fresh), newCardsPerDay: Number(r.new_cards_per_day), introducedToday: Number(r.introduced) }));
}

/** The user's reviews since `since` (not quiz misses), and how many of them introduced a new card. */
export async function countReviewsSince(db: Db, userId: string, since: Date, sessionId?: string) {
  let query = db
    .selectFrom('reviews')
    .select([
      sql<string>`count(*)`.as('reviewed'),
      sql<string>`count(distinct flashcard_id) filter (where state_before = 'new')`.as('introduced'),
    ])
    .where('user_id', '=', userId)
    .where('kind', '!=', 'quiz_miss')
    .where('reviewed_at', '>=', since);
  if (sessionId) query = query.where('session_id', '=', sessionId);
  const row = await query.executeTakeFirstOrThrow();
  return { reviewed: Number(row.reviewed), introduced: Number(row.introduced) };
}

// ---- statistics ----

/** The study date (04:00 boundary) of a timestamp column, in SQL PostgreSQL 15 accepts. */
const studyDateOf = (column: string, timeZone: string) =>
  sql<string>`to_char(timezone(${timeZone}, ${sql.ref(column)}) - interval '4 hours', 'YYYY-MM-DD')`;

export async function countReviewsPerDay(db: Db, scope: DueScope, timeZone: string, since: Date) {
  let query = db
    .selectFrom('reviews')
    .select([
      studyDateOf('reviews.reviewed_at', timeZone).as('date'),
      sql<string>`count(*)`.as('count'),
      sql<string>`count(*) filter (where rating = 1)`.as('lapses'),
      sql<string>`count(*) filter (where scheduled_days_before >= 21)`.as('mature'),
      sql<string>`count(*) filter (where scheduled_days_before >= 21 and rating > 1)`.as('mature_passed'),
    ])
    .where('user_id', '=', scope.ownerId)
    .where('kind', '!=', 'quiz_miss')
    .where('reviewed_at', '>=', since)
    .groupBy('date');
  if (scope.sessionId) query = query.where('session_id', '=', scope.sessionId);
  const rows = await query.execute();
  return rows.map((r) => ({
    date: r.date,
    count: Number(r.count),
    lapses: Number(r.lapses),
    mature: Number(r.mature),
    maturePassed: Number(r.mature_passed),
  }));
}

export async function countCardsByState(db: Db, scope: DueScope) {
  let query = db
    .selectFrom('flashcards')
    .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
    .select([
      sql<string>`count(*) filter (where flashcards.is_suspended)`.as('suspended'),
      sql<string>`count(*) filter (where not flashcards.is_suspended and flashcards.fsrs is null)`.as('fresh'),
      sql<string>`count(*) filter (where not flashcards.is_suspended and flashcards.fsrs->>'state' in ('new', 'learning', 'relearning'))`.as('learning'),
      sql<string>`count(*) filter (where not flashcards.is_suspended and flashcards.fsrs->>'state' = 'review')`.as('review'),
    ])
    .where('sessions.owner_id', '=', scope.ownerId);
  if (scope.sessionId) query = query.where('flashcards.session_id', '=', scope.sessionId);
  const row = await query.executeTakeFirstOrThrow();
  return { new: Number(row.fresh), learning: Number(row.learning), review: Number(row.review), suspended: Number(row.suspended) };
}

/** Study dates with at least one review since `since`. */
export async function listStudyDates(db: Db, scope: DueScope, timeZone: string, since: Date): Promise<string[]> {
  let query = db
    .selectFrom('reviews')
    .select(studyDateOf('reviews.reviewed_at', timeZone).as('date'))
    .distinct()
    .where('user_id', '=', scope.ownerId)
    .where('kind', '!=', 'quiz_miss')
    .where('reviewed_at', '>=', since);
  if (scope.sessionId) query = query.where('session_id', '=', scope.sessionId);
  return (await query.execute()).map((r) => r.date);
}

/** Scheduled cards due before `until`, per study date (overdue ones count for today). */
export async function countDuePerDay(db: Db, scope: DueScope, timeZone: string, now: Date, until: Date) {
  const rows = await cardsInScope(db, scope)
    .select([sql<string>`to_char(timezone(${timeZone}, greatest(flashcards.due, ${now}::timestamptz)) - interval '4 hours', 'YYYY-MM-DD')`.as('date'), sql<string>`count(*)`.as('count')])
    .where('flashcards.due', 'is not', null)
    .where('flashcards.due', '<', until)
    .groupBy('date')
    .execute();
  return rows.map((r) => ({ date: r.date, count: Number(r.count) }));
}
