import { ScheduleSchema } from '@mnemo/contracts/schedule';
import type { Schedule } from '@mnemo/domain/spaced-repetition';
import { type Insertable, type Kysely, type Transaction, sql } from 'kysely';
import type { Database, FlashcardRow, ReviewsTable, StoredEvaluation } from '../../db/schema.ts';
import type { SourceColumns } from '../library/source-columns.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A card with the owner of its session. */
export type OwnedFlashcardRow = FlashcardRow & { owner_id: string };
/** A card locked for a review: its owner, the owner's time zone and leech threshold, and its session's exam date. */
export type LockedFlashcardRow = OwnedFlashcardRow & {
  time_zone: string;
  leech_threshold: number;
  exam_date: string | null;
};

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
export async function lockFlashcard(
  trx: Transaction<Database>,
  flashcardId: string,
): Promise<LockedFlashcardRow | undefined> {
  return trx
    .selectFrom('flashcards')
    .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
    .innerJoin('users', 'users.id', 'sessions.owner_id')
    .selectAll('flashcards')
    .select(['sessions.owner_id', 'sessions.exam_date', 'users.time_zone', 'users.leech_threshold'])
    .where('flashcards.id', '=', flashcardId)
    .forUpdate('flashcards')
    .executeTakeFirst();
}

/** The card as its answers present it: with its source passage's place (the review and undo answers). */
export async function findFlashcardWithSource(db: Db, flashcardId: string): Promise<FlashcardRow & SourceColumns> {
  return db
    .selectFrom('flashcards')
    .leftJoin('chunks', 'chunks.id', 'flashcards.source_chunk_id')
    .selectAll('flashcards')
    .select([
      'chunks.document_id as source_document_id',
      'chunks.page as source_page',
      'chunks.slide as source_slide',
      'chunks.start_ms as source_start_ms',
    ])
    .where('flashcards.id', '=', flashcardId)
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

/** A stored schedule (a card's `fsrs`, a log entry's `schedule_before`) read back; null: none, or nothing usable. */
export function parseSchedule(value: unknown): Schedule | null {
  const parsed = ScheduleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The learner's latest review of the card by when it was sent (the log's `seq`), whatever time
 * it was made: what undo takes back. Quiz misses and imported history are not the learner's
 * reviews to undo.
 */
export async function findLastSentReview(db: Db, flashcardId: string, userId: string) {
  return db
    .selectFrom('reviews')
    .select(['id', 'seq', 'reviewed_at', 'schedule_before'])
    .where('flashcard_id', '=', flashcardId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'review')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A log entry a replay re-applies (a review or a quiz miss), with the schedule it now says was before it. */
export interface ReplayableReviewRow {
  id: string;
  seq: string;
  kind: 'review' | 'quiz_miss';
  rating: number;
  reviewed_at: Date;
  schedule_before: unknown;
}

/**
 * The card's reviews and quiz misses made after `reviewedAt` (or at it and sent after `seq`), in
 * the log's order (time made, then time sent): the entries a late review or an undo replays.
 * Imported history is not replayed: the card's imported schedule already holds it.
 */
export async function listReviewsAfter(
  db: Db,
  flashcardId: string,
  reviewedAt: Date,
  seq?: string,
): Promise<ReplayableReviewRow[]> {
  const rows = await db
    .selectFrom('reviews')
    .select(['id', 'seq', 'kind', 'rating', 'reviewed_at', 'schedule_before'])
    .where('flashcard_id', '=', flashcardId)
    .where('kind', 'in', ['review', 'quiz_miss'])
    .where((eb) =>
      seq === undefined
        ? eb('reviewed_at', '>', reviewedAt)
        : eb.or([
            eb('reviewed_at', '>', reviewedAt),
            eb.and([eb('reviewed_at', '=', reviewedAt), eb('seq', '>', seq as never)]),
          ]),
    )
    .orderBy('reviewed_at', 'asc')
    .orderBy('seq', 'asc')
    .execute();
  return rows.map((row) => ({
    ...row,
    kind: row.kind as 'review' | 'quiz_miss',
    reviewed_at: new Date(row.reviewed_at),
  }));
}

/** A log entry's "schedule before", rewritten after a replay placed an earlier review before it. */
export async function updateReviewBefore(db: Db, reviewId: string, before: Schedule | null): Promise<void> {
  await db
    .updateTable('reviews')
    .set({
      state_before: before?.state ?? 'new',
      scheduled_days_before: Math.round(before?.scheduledDays ?? 0),
      schedule_before: before ? JSON.stringify(before) : null,
      due_before: before?.due ?? null,
    })
    .where('id', '=', reviewId)
    .execute();
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
  return db
    .selectFrom('users')
    .select(['time_zone', 'new_cards_per_day', 'library_new_cards_per_day', 'leech_threshold'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * The learner's study settings, what they reviewed and introduced since the start of their study
 * day (04:00 in their time zone, `studyDayStartOf`), and their scheduler row's parameters and
 * retention (null without one): what `findStudySettings`, `countReviewsSince` and
 * `findLearnerScheduler` read, in one statement (ADR 129: on the embedded database each statement
 * is a turn through its one connection, and the due list is asked for on every card).
 */
export async function findStudyDay(db: Db, userId: string, now: Date) {
  const row = await db
    .selectFrom('users')
    .leftJoin('learner_schedulers', 'learner_schedulers.user_id', 'users.id')
    .select([
      'users.time_zone',
      'users.new_cards_per_day',
      'users.library_new_cards_per_day',
      'users.leech_threshold',
      'learner_schedulers.parameters',
      'learner_schedulers.desired_retention',
    ])
    .select((eb) => [
      eb
        .selectFrom('reviews')
        .whereRef('reviews.user_id', '=', 'users.id')
        .where('reviews.kind', '!=', 'quiz_miss')
        .where('reviews.reviewed_at', '>=', studyDayStartOf(now, sql.ref('users.time_zone')))
        .select(
          sql<string>`count(*)::text || ',' || count(distinct flashcard_id) filter (where state_before = 'new')`.as(
            'today',
          ),
        )
        .as('today'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const [reviewed = 0, introduced = 0] = (row.today ?? '0,0').split(',').map(Number);
  return {
    settings: {
      time_zone: row.time_zone,
      new_cards_per_day: row.new_cards_per_day,
      library_new_cards_per_day: row.library_new_cards_per_day,
      leech_threshold: row.leech_threshold,
    },
    today: { reviewed, introduced },
    scheduler:
      row.desired_retention === null
        ? undefined
        : { parameters: row.parameters, desired_retention: row.desired_retention },
  };
}

// ---- the learner's scheduler (0180-learner-scheduling) ----

/** Kinds of log rows that are reviews: the learner's own and those imported with Anki decks (quiz misses are not). */
export const REVIEW_KINDS = ['review', 'import'] as const;

export async function findLearnerScheduler(db: Db, userId: string) {
  return db.selectFrom('learner_schedulers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export interface LearnerSchedulerValues {
  parameters?: number[] | null;
  desiredRetention?: number;
  optimizedAt?: Date | null;
  reviewsUsed?: number;
  evaluation?: StoredEvaluation | null;
  autoOptimize?: boolean;
}

/** Writes the learner's scheduler (the row is made on the first write). */
export async function saveLearnerScheduler(db: Db, userId: string, values: LearnerSchedulerValues) {
  const set = {
    ...(values.parameters !== undefined
      ? { parameters: values.parameters === null ? null : JSON.stringify(values.parameters) }
      : {}),
    ...(values.desiredRetention !== undefined ? { desired_retention: values.desiredRetention } : {}),
    ...(values.optimizedAt !== undefined ? { optimized_at: values.optimizedAt } : {}),
    ...(values.reviewsUsed !== undefined ? { reviews_used: values.reviewsUsed } : {}),
    ...(values.evaluation !== undefined
      ? { evaluation: values.evaluation === null ? null : JSON.stringify(values.evaluation) }
      : {}),
    ...(values.autoOptimize !== undefined ? { auto_optimize: values.autoOptimize } : {}),
    updated_at: new Date(),
  };
  return db
    .insertInto('learner_schedulers')
    .values({ user_id: userId, ...set })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Claims the learner's fit: false when one is running already (a claim older than `staleBefore`
 * belongs to a process that died, and is taken over).
 */
export async function claimOptimization(db: Db, userId: string, now: Date, staleBefore: Date): Promise<boolean> {
  const row = await db
    .insertInto('learner_schedulers')
    .values({ user_id: userId, optimizing_since: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ optimizing_since: now })
        .where((eb) =>
          eb.or([
            eb('learner_schedulers.optimizing_since', 'is', null),
            eb('learner_schedulers.optimizing_since', '<', staleBefore),
          ]),
        ),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function releaseOptimization(db: Db, userId: string): Promise<void> {
  await db.updateTable('learner_schedulers').set({ optimizing_since: null }).where('user_id', '=', userId).execute();
}

/** How many reviews the learner's log holds (their own and imported; ratings 1–4). */
export async function countLoggedReviews(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', 'in', REVIEW_KINDS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The learner's review log, for the fit: card, FSRS rating, time. Read in pages, with a turn of
 * the event loop between them: on the embedded database a query runs on the event loop, and one
 * of a whole long log would hold up every other request for its length.
 */
export async function listLoggedReviews(db: Db, userId: string, pageSize = 2500) {
  const rows: Array<{ flashcard_id: string; rating: number; reviewed_at: Date }> = [];
  let after = '0';
  for (;;) {
    const page = await db
      .selectFrom('reviews')
      .select(['seq', 'flashcard_id', 'rating', 'reviewed_at'])
      .where('user_id', '=', userId)
      .where('kind', 'in', REVIEW_KINDS)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(pageSize)
      .execute();
    for (const row of page)
      rows.push({ flashcard_id: row.flashcard_id, rating: row.rating, reviewed_at: row.reviewed_at });
    if (page.length < pageSize) return rows;
    after = String(page.at(-1)!.seq);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** The learner's own timed reviews by kind (a recall, a lapse, a new card's first sight): count and mean seconds, each capped. */
export async function summariseReviewTimes(db: Db, userId: string, capSeconds: number) {
  const rows = await db
    .selectFrom('reviews')
    .select([
      sql<string>`case when state_before = 'new' then 'newCard' when rating = 1 then 'lapse' else 'pass' end`.as(
        'cost_kind',
      ),
      sql<string>`count(*)`.as('count'),
      sql<number>`avg(least(duration_ms, ${capSeconds * 1000}))::float8 / 1000`.as('mean_seconds'),
    ])
    .where('user_id', '=', userId)
    .where('kind', '=', 'review')
    .where('duration_ms', 'is not', null)
    .groupBy('cost_kind')
    .execute();
  const of = (kind: string) => {
    const row = rows.find((r) => r.cost_kind === kind);
    return { count: Number(row?.count ?? 0), meanSeconds: Number(row?.mean_seconds ?? 0) };
  };
  return { pass: of('pass'), lapse: of('lapse'), newCard: of('newCard') };
}

/** The learner's unsuspended cards with a schedule (the simulations' memories), and how many are new. */
export async function listMemories(db: Db, userId: string, sessionId?: string) {
  let query = db
    .selectFrom('flashcards')
    .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
    .select(['flashcards.fsrs'])
    .where('sessions.owner_id', '=', userId)
    .where('flashcards.is_suspended', '=', false);
  if (sessionId) query = query.where('flashcards.session_id', '=', sessionId);
  return query.execute();
}

/** The learner's cards in review (what a change of retention or parameters reschedules), with their session's exam date. */
export async function listReviewCards(db: Db, userId: string) {
  return db
    .selectFrom('flashcards')
    .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
    .select(['flashcards.id', 'flashcards.fsrs', 'sessions.exam_date'])
    .where('sessions.owner_id', '=', userId)
    .where(sql<boolean>`flashcards.fsrs->>'state' = 'review'`)
    .execute();
}

/** Learners whose parameters are re-fitted monthly and were last fitted before `before` (or never). */
export async function listAutoOptimizeDue(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('learner_schedulers')
    .select('user_id')
    .where('auto_optimize', '=', true)
    .where((eb) => eb.or([eb('optimized_at', 'is', null), eb('optimized_at', '<', before)]))
    .orderBy('optimized_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

// ---- exam dates ----

/** A session's exam date and its owner's time zone. */
export async function findSessionExam(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.owner_id')
    .select(['sessions.id', 'sessions.exam_date', 'sessions.exam_limit_active', 'users.time_zone'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

/** Sessions whose cards are held for an exam that is over in the owner's time zone (the study day after it has begun). */
export async function listPassedExamLimits(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.owner_id')
    .select('sessions.id')
    .where('sessions.exam_limit_active', '=', true)
    .where(
      sql<boolean>`sessions.exam_date < to_char(timezone(users.time_zone, ${now}::timestamptz) - interval '4 hours', 'YYYY-MM-DD')`,
    )
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

// ---- due lists ----

export interface DueScope {
  ownerId: string;
  /** one session, or the whole library */
  sessionId?: string | undefined;
  /** only the cards of this key concept */
  concept?: string | undefined;
  /**
   * today's new cards keep siblings apart (ADR 107): a new card of a note is picked only when it is
   * the note's first new card, no card of the note is due by `until` and none was reviewed since
   * `since` (the study day's start), so a held-back sibling never takes a new card's place
   */
  siblingsApart?: { since: Date; until: Date } | undefined;
}

/** A new card (of `flashcards`) that no sibling keeps for another day. */
function isFreeOfSiblings(apart: { since: Date; until: Date }) {
  return sql<boolean>`(flashcards.note_id is null or (
    flashcards.ordinal = (
      select min(s.ordinal) from flashcards s
      where s.note_id = flashcards.note_id and s.due is null and s.is_suspended = false)
    and not exists (
      select 1 from flashcards s
      where s.note_id = flashcards.note_id and s.due is not null and s.due <= ${apart.until} and s.is_suspended = false)
    and not exists (
      select 1 from reviews r join flashcards s on s.id = r.flashcard_id
      where s.note_id = flashcards.note_id and r.reviewed_at >= ${apart.since})))`;
}

/** The notes among `noteIds` with a card reviewed since `since` (the study day's start). */
export async function listNotesReviewedSince(db: Db, noteIds: string[], since: Date): Promise<Set<string>> {
  if (noteIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('flashcards', 'flashcards.id', 'reviews.flashcard_id')
    .select('flashcards.note_id')
    .distinct()
    .where('flashcards.note_id', 'in', noteIds)
    .where('reviews.reviewed_at', '>=', since)
    .execute();
  return new Set(rows.map((r) => r.note_id).filter((id): id is string => id !== null));
}

/** New cards in scope that a sibling keeps for another day (see `siblingsApart`), per session; only cards of notes are read. */
export async function countNewSiblingsHeldBackBySession(
  db: Db,
  scope: DueScope & { siblingsApart: { since: Date; until: Date } },
): Promise<Map<string, number>> {
  const rows = await newSiblingsHeldBack(db, scope).execute();
  return new Map(rows.map((r) => [r.session_id, Number(r.n)]));
}

/** `countNewSiblingsHeldBackBySession`'s query, not yet run: a row per session with any. */
function newSiblingsHeldBack(db: Db, scope: DueScope & { siblingsApart: { since: Date; until: Date } }) {
  return db
    .selectFrom('flashcards')
    .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
    .where('sessions.owner_id', '=', scope.ownerId)
    .$if(scope.sessionId !== undefined, (qb) => qb.where('flashcards.session_id', '=', scope.sessionId!))
    .$if(scope.concept !== undefined, (qb) => qb.where('flashcards.concept', '=', scope.concept!))
    .where('flashcards.note_id', 'is not', null)
    .where('flashcards.due', 'is', null)
    .where('flashcards.is_suspended', '=', false)
    .where(sql<boolean>`not ${isFreeOfSiblings(scope.siblingsApart)}`)
    .groupBy('flashcards.session_id')
    .select(['flashcards.session_id', sql<string>`count(*)`.as('n')]);
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
  SourceColumns & {
    session_name: string;
    session_folder_id: string | null;
    session_exam_date: string | null;
    source_document_name: string | null;
  };

/** Cards in scope with their session's name and folder, and their source passage's place and document name. */
function cardsWithSource(db: Db, scope: DueScope) {
  return joinSource(cardsInScope(db, scope));
}

/**
 * Cards picked by key (already in scope), with their session and source. Nothing else to filter
 * on, so the plan starts from the keys: PGlite never analyses its tables, and without statistics
 * a plan that started from the owner's sessions (the scope's filter) read every card of each
 * session to find the keys (130 ms for 20 new cards of a 100,000-card library).
 */
function cardsByIdWithSource(db: Db, ids: string[]) {
  return joinSource(
    db
      .selectFrom('flashcards')
      .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
      .where('flashcards.id', 'in', ids),
  );
}

/** A query of cards joined to their sessions, with the columns a due card is presented with. */
function joinSource(query: ReturnType<typeof cardsInScope>) {
  return query
    .leftJoin('chunks', 'chunks.id', 'flashcards.source_chunk_id')
    .leftJoin('documents', 'documents.id', 'chunks.document_id')
    .selectAll('flashcards')
    .select([
      'sessions.name as session_name',
      'sessions.folder_id as session_folder_id',
      'sessions.exam_date as session_exam_date',
      'documents.file_name as source_document_name',
      'chunks.document_id as source_document_id',
      'chunks.page as source_page',
      'chunks.slide as source_slide',
      'chunks.start_ms as source_start_ms',
    ]);
}

/** Midnight UTC of `now`'s UTC day: the due-day counts (ADR 111) hold whole days before it. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** `YYYY-MM-DD` of a UTC midnight, as a date in SQL */
const sqlDate = (day: Date) => sql<string>`${day.toISOString().slice(0, 10)}::date`;

/** The due-day counts of the owner's library, or of one of its sessions (ADR 111). */
function dueDaysInScope(db: Db, scope: DueScope) {
  return db
    .selectFrom('flashcard_due_days')
    .where('flashcard_due_days.owner_id', '=', scope.ownerId)
    .$if(scope.sessionId !== undefined, (qb) => qb.where('flashcard_due_days.session_id', '=', scope.sessionId!));
}

/**
 * The end of the earliest past UTC day by which at least `limit` cards in scope were due (read from
 * the due-day counts, ADR 111), or infinity when the days before today hold fewer: the `limit` most
 * overdue cards all fall before it, so each session's are read only up to it. An expression, read
 * within the statement that picks the cards (ADR 129: one statement fewer). Not used for one key
 * concept (the counts are per session, not per concept).
 */
function dueBoundOf(db: Db, scope: DueScope, now: Date, limit: number) {
  const bound = db
    .selectFrom(() =>
      dueDaysInScope(db, scope)
        .where('flashcard_due_days.day', '<', sqlDate(utcDayStart(now)))
        .groupBy('flashcard_due_days.day')
        .select([
          'flashcard_due_days.day',
          sql<string>`sum(sum(flashcard_due_days.cards)) over (order by flashcard_due_days.day)`.as('running'),
        ])
        .as('days'),
    )
    .where(sql<boolean>`days.running >= ${limit}`)
    .select(sql<Date>`(days.day + 1)::timestamp at time zone 'UTC'`.as('bound'))
    .orderBy('days.day')
    .limit(1);
  return sql<Date>`coalesce((${bound}), 'infinity'::timestamptz)`;
}

/**
 * Cards due by `now`, most overdue first. Each session's most overdue `limit` are read from the
 * due index (ADR 092), only up to the day by which `limit` cards were due (ADR 111), the first `limit` of those kept, and only they are joined to their session
 * and source: sorting whole rows of every due card of a large library was most of the due list's time.
 */
export async function listDueFlashcards(db: Db, scope: DueScope, now: Date, limit: number): Promise<DueFlashcardRow[]> {
  // the keys first, then their rows by primary key: as one query the planner may join the kept
  // keys by scanning every card of a small library
  const ids = (await dueKeys(db, scope, now, limit).execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  return cardsByIdWithSource(db, ids).orderBy('flashcards.due').orderBy('flashcards.id').execute();
}

/** The keys of `listDueFlashcards`'s cards, in its order: a query, not yet run. */
function dueKeys(db: Db, scope: DueScope, now: Date, limit: number) {
  const before = scope.concept === undefined ? dueBoundOf(db, scope, now, limit) : null;
  return db
    .selectFrom('sessions')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('flashcards')
          .select(['flashcards.id', 'flashcards.due'])
          .whereRef('flashcards.session_id', '=', 'sessions.id')
          .where('flashcards.due', '<=', now)
          .$if(before !== null, (qb) => qb.where('flashcards.due', '<', before!))
          .where('flashcards.is_suspended', '=', false)
          .$if(scope.concept !== undefined, (qb) => qb.where('flashcards.concept', '=', scope.concept!))
          .orderBy('flashcards.due')
          .orderBy('flashcards.id')
          .limit(limit)
          .as('card'),
      (join) => join.onTrue(),
    )
    .where('sessions.owner_id', '=', scope.ownerId)
    .$if(scope.sessionId !== undefined, (qb) => qb.where('sessions.id', '=', scope.sessionId!))
    .select('card.id')
    .orderBy('card.due')
    .orderBy('card.id')
    .limit(limit);
}

/**
 * Never-reviewed cards in the sessions' order (oldest session first, then the card's position),
 * each session's first `allowances[sessionId]` of them (issue 23 item 17: a session's daily allowance).
 * Each session's are read from the new-cards index, at most its allowance and `limit` (ADR 092):
 * a large library's new cards are never all ranked to keep a few.
 */
export async function listNewFlashcards(
  db: Db,
  scope: DueScope,
  limit: number,
  allowances: Readonly<Record<string, number>>,
): Promise<DueFlashcardRow[]> {
  const keys = newKeys(db, scope, limit, allowances);
  if (keys === null) return [];
  const ids = (await keys.execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  return cardsByIdWithSource(db, ids)
    .orderBy('sessions.created_at')
    .orderBy('flashcards.session_id')
    .orderBy('flashcards.position')
    .orderBy('flashcards.id')
    .execute();
}

/** The keys of `listNewFlashcards`'s cards, in its order: a query, not yet run (null: none to read). */
function newKeys(db: Db, scope: DueScope, limit: number, allowances: Readonly<Record<string, number>>) {
  const sessions = Object.entries(allowances)
    .filter(([sessionId, allowance]) => allowance > 0 && (!scope.sessionId || sessionId === scope.sessionId))
    .map(([sessionId, allowance]) => ({ sessionId, take: Math.min(allowance, limit) }));
  if (limit <= 0 || sessions.length === 0) return null;
  return db
    .selectFrom('sessions')
    .innerJoinLateral(
      (eb) => {
        let cards = eb
          .selectFrom('flashcards')
          .select(['flashcards.id', 'flashcards.position'])
          .whereRef('flashcards.session_id', '=', 'sessions.id')
          .where('flashcards.due', 'is', null)
          .where('flashcards.is_suspended', '=', false);
        if (scope.concept) cards = cards.where('flashcards.concept', '=', scope.concept);
        if (scope.siblingsApart) cards = cards.where(isFreeOfSiblings(scope.siblingsApart));
        return cards
          .orderBy('flashcards.position')
          .orderBy('flashcards.id')
          .limit(
            sql<number>`coalesce((${JSON.stringify(Object.fromEntries(sessions.map((s) => [s.sessionId, s.take])))}::jsonb ->> sessions.id::text)::int, 0)`,
          )
          .as('card');
      },
      (join) => join.onTrue(),
    )
    .where('sessions.owner_id', '=', scope.ownerId)
    .$if(scope.sessionId !== undefined, (qb) => qb.where('sessions.id', '=', scope.sessionId!))
    .select('card.id')
    .orderBy('sessions.created_at')
    .orderBy('sessions.id')
    .orderBy('card.position')
    .orderBy('card.id')
    .limit(limit);
}

/** The keys of the learning cards coming back between `now` and `until`, soonest first: a query, not yet run. */
function aheadKeys(db: Db, scope: DueScope, now: Date, until: Date, limit: number) {
  return cardsInScope(db, scope)
    .where('flashcards.due', '>', now)
    .where('flashcards.due', '<=', until)
    .where(sql<boolean>`flashcards.fsrs->>'state' in ('learning', 'relearning')`)
    .select('flashcards.id')
    .orderBy('flashcards.due')
    .orderBy('flashcards.id')
    .limit(limit);
}

/**
 * The cards a due list builds its queue from, in one statement (ADR 182): `listDueFlashcards`'s,
 * then `listNewFlashcards`'s, then `listLearningAhead`'s, each kind in its order. Each kind's keys
 * are picked from its index as there, only the kept keys are joined to their rows (by primary key,
 * whatever the library's size: the keys are one array, read once), and the rows come back in the
 * keys' order. On the embedded database each statement is a turn through its one connection and
 * its own plan: five statements were most of a due list's time there.
 */
export async function listQueueFlashcards(
  db: Db,
  scope: DueScope,
  now: Date,
  until: Date,
  limits: { due: number; new: number; ahead: number },
  allowances: Readonly<Record<string, number>>,
): Promise<DueFlashcardRow[]> {
  const fresh = newKeys(db, scope, limits.new, allowances);
  const parts = [
    ...(limits.due > 0 ? [dueKeys(db, scope, now, limits.due)] : []),
    ...(fresh ? [fresh] : []),
    ...(limits.ahead > 0 ? [aheadKeys(db, scope, now, until, limits.ahead)] : []),
  ];
  if (parts.length === 0) return [];
  const keys = sql.join(
    parts.map((part) => sql`array(${part})`),
    sql` || `,
  );
  // the keys are read once (a materialised expression); its table is not the schema's, hence the cast
  const cards = db
    .with(
      (cte) => cte('picked').materialized(),
      (qb) => qb.selectNoFrom(sql<string[]>`${keys}`.as('ids')),
    )
    .selectFrom('flashcards')
    .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
    .where(sql<boolean>`flashcards.id = any((select ids from picked)::uuid[])`) as unknown as ReturnType<
    typeof cardsInScope
  >;
  return joinSource(cards)
    .orderBy(sql`array_position((select ids from picked), flashcards.id)`)
    .execute();
}

/** How many rows of changes a session's new-card count may gather before a read collapses them into one. */
const NEW_COUNT_PIECES_MAX = 64;

/**
 * A session's new cards (never reviewed, not suspended): the sum of the changes the database's
 * triggers keep as cards come, go and change (migration 0201, ADR 114), a few rows whatever the
 * session's size.
 */
const newCardCountOf = (sessionId: ReturnType<typeof sql.ref>) =>
  sql<string>`(select coalesce(sum(c.delta), 0) from session_new_card_counts c where c.session_id = ${sessionId})`;

/**
 * Replaces a session's rows of changes by one row of their sum. Each row is removed by one
 * collapse only (a concurrent one skips the rows another removed), which appends the sum of what
 * it removed: the total stays exact.
 */
export async function collapseNewCardCounts(db: Db, sessionIds: readonly string[]): Promise<void> {
  for (const sessionId of sessionIds)
    await sql`with gone as (delete from session_new_card_counts where session_id = ${sessionId} returning delta)
      insert into session_new_card_counts (session_id, delta)
      select ${sessionId}, sum(delta)::integer from gone having count(*) > 0`.execute(db);
}

/**
 * Never-reviewed cards in scope, per session, exact: read from each session's kept count (ADR 114),
 * not by visiting every new card; of one key concept, counted on the new-cards index (ADR 092).
 * A session whose count has gathered many rows of changes has them collapsed after the read. Every
 * new card counts, a sibling held back for another day too (the due list takes those off, ADR 107).
 */
export async function countNewBySession(db: Db, scope: DueScope): Promise<Map<string, number>> {
  if (scope.concept !== undefined) return countNewOfConceptBySession(db, scope, scope.concept);
  const rows = await db
    .selectFrom('sessions')
    .leftJoin('session_new_card_counts as c', 'c.session_id', 'sessions.id')
    .where('sessions.owner_id', '=', scope.ownerId)
    .$if(scope.sessionId !== undefined, (qb) => qb.where('sessions.id', '=', scope.sessionId!))
    .groupBy('sessions.id')
    .select([
      'sessions.id as session_id',
      sql<string>`coalesce(sum(c.delta), 0)`.as('fresh'),
      sql<string>`count(c.id)`.as('pieces'),
    ])
    .execute();
  const crowded = rows.filter((r) => Number(r.pieces) > NEW_COUNT_PIECES_MAX).map((r) => r.session_id);
  if (crowded.length > 0) await collapseNewCardCounts(db, crowded);
  return new Map(rows.filter((r) => Number(r.fresh) > 0).map((r) => [r.session_id, Number(r.fresh)]));
}

/**
 * `listNewCardAllowances`, `countNewBySession` and `countNewSiblingsHeldBackBySession` in one
 * statement (ADR 129, 182): each of the owner's sessions in study order with its allowance and what
 * it introduced since `since`, the new cards of the sessions in scope from their kept counts
 * (crowded ones collapsed after the read, as there), and the new cards a sibling keeps for another
 * day (the held-back query as it was, joined by session). Of one key concept, the three as before.
 */
export async function listNewCardAllowancesAndCounts(
  db: Db,
  scope: DueScope & { siblingsApart: { since: Date; until: Date } },
  since: Date,
) {
  if (scope.concept !== undefined) {
    const [allowances, newBySession, heldBackBySession] = await Promise.all([
      listNewCardAllowances(db, scope.ownerId, since),
      countNewBySession(db, scope),
      countNewSiblingsHeldBackBySession(db, scope),
    ]);
    return { allowances, newBySession, heldBackBySession };
  }
  const rows = await db
    .selectFrom('sessions')
    .leftJoin('session_new_card_counts as c', 'c.session_id', 'sessions.id')
    .leftJoin(newSiblingsHeldBack(db, scope).as('held'), 'held.session_id', 'sessions.id')
    .where('sessions.owner_id', '=', scope.ownerId)
    .groupBy('sessions.id')
    .select([
      'sessions.id',
      'sessions.new_cards_per_day',
      sql<string>`(select count(distinct r.flashcard_id) from reviews r where r.session_id = sessions.id and r.user_id = ${scope.ownerId} and r.kind != 'quiz_miss' and r.state_before = 'new' and r.reviewed_at >= ${since})`.as(
        'introduced',
      ),
      sql<string>`coalesce(sum(c.delta), 0)`.as('fresh'),
      sql<string>`count(c.id)`.as('pieces'),
      // at most one row per session: the same count on each of the session's rows of changes
      sql<string | null>`max(held.n)`.as('held_back'),
    ])
    .orderBy('sessions.created_at')
    .orderBy('sessions.id')
    .execute();
  const inScope = rows.filter((r) => scope.sessionId === undefined || r.id === scope.sessionId);
  const crowded = inScope.filter((r) => Number(r.pieces) > NEW_COUNT_PIECES_MAX).map((r) => r.id);
  if (crowded.length > 0) await collapseNewCardCounts(db, crowded);
  return {
    allowances: rows.map((r) => ({
      sessionId: r.id,
      newCardsPerDay: r.new_cards_per_day,
      introducedToday: Number(r.introduced),
    })),
    newBySession: new Map(inScope.filter((r) => Number(r.fresh) > 0).map((r) => [r.id, Number(r.fresh)])),
    heldBackBySession: new Map(
      inScope.filter((r) => Number(r.held_back ?? 0) > 0).map((r) => [r.id, Number(r.held_back)]),
    ),
  };
}

/** New cards of one key concept per session, counted on the new-cards index (ADR 092). */
async function countNewOfConceptBySession(db: Db, scope: DueScope, concept: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('sessions')
    .where('sessions.owner_id', '=', scope.ownerId)
    .$if(scope.sessionId !== undefined, (qb) => qb.where('sessions.id', '=', scope.sessionId!))
    .select((eb) => [
      'sessions.id as session_id',
      eb
        .selectFrom('flashcards')
        .whereRef('flashcards.session_id', '=', 'sessions.id')
        .where('flashcards.due', 'is', null)
        .where('flashcards.is_suspended', '=', false)
        .where('flashcards.concept', '=', concept)
        .select(sql<string>`count(*)`.as('n'))
        .as('fresh'),
    ])
    .execute();
  return new Map(rows.filter((r) => Number(r.fresh) > 0).map((r) => [r.session_id, Number(r.fresh)]));
}

/**
 * Each of the owner's sessions with its own new cards a day (null: the owner's default) and how many
 * new cards it has introduced since `since` (the study day's start), in the order their new cards
 * are studied (oldest session first).
 */
export async function listNewCardAllowances(db: Db, ownerId: string, since: Date) {
  const rows = await db
    .selectFrom('sessions')
    .where('sessions.owner_id', '=', ownerId)
    .select([
      'sessions.id',
      'sessions.new_cards_per_day',
      sql<string>`(select count(distinct r.flashcard_id) from reviews r where r.session_id = sessions.id and r.user_id = ${ownerId} and r.kind != 'quiz_miss' and r.state_before = 'new' and r.reviewed_at >= ${since})`.as(
        'introduced',
      ),
    ])
    .orderBy('sessions.created_at')
    .orderBy('sessions.id')
    .execute();
  return rows.map((r) => ({
    sessionId: r.id,
    newCardsPerDay: r.new_cards_per_day,
    introducedToday: Number(r.introduced),
  }));
}

/** Learning cards coming back between `now` and `until`. */
export async function listLearningAhead(
  db: Db,
  scope: DueScope,
  now: Date,
  until: Date,
  limit: number,
): Promise<DueFlashcardRow[]> {
  return cardsWithSource(db, scope)
    .where('flashcards.due', '>', now)
    .where('flashcards.due', '<=', until)
    .where(sql<boolean>`flashcards.fsrs->>'state' in ('learning', 'relearning')`)
    .orderBy('flashcards.due')
    .orderBy('flashcards.id')
    .limit(limit)
    .execute();
}

/**
 * How many cards are due by `now` and learning within `until`, and when the next one falls due
 * (new cards are counted per session: countNewBySession). The cards due on whole days before today
 * (UTC) are summed from the due-day counts the database keeps (ADR 111), a few rows per session;
 * only today's are counted, on a range of each session's due index (ADR 092), as are the learning
 * cards coming back soon; the next due is each session's first index entry past now. For one key
 * concept, each session's due cards are counted on its index.
 */
export async function countDue(db: Db, scope: DueScope, now: Date, until: Date) {
  const count = (narrow: (query: ReturnType<typeof cardsInScope>) => ReturnType<typeof cardsInScope>) =>
    narrow(cardsInScope(db, scope)).select(sql<string>`count(*)`.as('n'));
  const ownSessions = () =>
    db
      .selectFrom('sessions')
      .where('sessions.owner_id', '=', scope.ownerId)
      .$if(scope.sessionId !== undefined, (qb) => qb.where('sessions.id', '=', scope.sessionId!));
  const dayStart = utcDayStart(now);
  // counted per session on its due index: the cards due by now from `from` on (all of them: null)
  const countedDue = (from: Date | null) =>
    ownSessions().select((eb) =>
      sql<string>`coalesce(sum(${eb
        .selectFrom('flashcards')
        .whereRef('flashcards.session_id', '=', 'sessions.id')
        .$if(from !== null, (qb) => qb.where('flashcards.due', '>=', from!))
        .where('flashcards.due', '<=', now)
        .where('flashcards.is_suspended', '=', false)
        .$if(scope.concept !== undefined, (qb) => qb.where('flashcards.concept', '=', scope.concept!))
        .select(sql<string>`count(*)`.as('n'))}), 0)`.as('n'),
    );
  const row = await db
    .selectNoFrom([
      scope.concept === undefined
        ? sql<string>`(${dueDaysInScope(db, scope)
            .where('flashcard_due_days.day', '<', sqlDate(dayStart))
            .select(sql<string>`coalesce(sum(flashcard_due_days.cards), 0)`.as('n'))}) + (${countedDue(dayStart)})`.as(
            'due',
          )
        : countedDue(null).as('due'),
      count((q) =>
        q
          .where('flashcards.due', '>', now)
          .where('flashcards.due', '<=', until)
          .where(sql<boolean>`flashcards.fsrs->>'state' in ('learning', 'relearning')`),
      ).as('ahead'),
      ownSessions()
        .select((eb) =>
          sql<Date | string | null>`min(${eb
            .selectFrom('flashcards')
            .whereRef('flashcards.session_id', '=', 'sessions.id')
            .where('flashcards.due', '>', now)
            .where('flashcards.is_suspended', '=', false)
            .$if(scope.concept !== undefined, (qb) => qb.where('flashcards.concept', '=', scope.concept!))
            .select(sql<Date | string | null>`min(flashcards.due)`.as('next'))})`.as('next'),
        )
        .as('next_due'),
    ])
    .executeTakeFirstOrThrow();
  return { due: Number(row.due), ahead: Number(row.ahead), nextDue: row.next_due };
}

/**
 * Where the study day containing `now` began (04:00 in `timeZone`), in SQL: the same instant as
 * packages/domain's `getStudyDayStart`, so one query can both find the day and count within it.
 */
export const studyDayStartOf = (now: Date, timeZone: ReturnType<typeof sql.ref> | string) =>
  sql<Date>`timezone(${timeZone}, date_trunc('day', timezone(${timeZone}, ${now}::timestamptz) - interval '4 hours') + interval '4 hours')`;

/**
 * Not a review of an import still under way: its session is a staging session, nobody's until the
 * import is done (ADR 156), and its history is not yet the learner's day.
 */
const notStaged = (sessionId: ReturnType<typeof sql.ref>) =>
  sql<boolean>`not exists (select 1 from sessions s where s.id = ${sessionId} and s.owner_id is null)`;

/**
 * Per session of the owner: cards due by `now` and never-reviewed cards (the sidebar's counts),
 * with the session's new-card allowance (its own, or the owner's default), how many new cards the
 * study day has introduced in it so far, and the library-wide cap and what the day introduced in all.
 * One round trip: the sidebar asks on every page, and on the embedded database each query is
 * another turn through the single connection.
 */
export async function countDueBySession(db: Db, ownerId: string, now: Date) {
  const introducedSince = (session: ReturnType<typeof sql.raw> | null) =>
    sql<string>`(select count(distinct r.flashcard_id) from reviews r where r.user_id = ${ownerId} and r.kind != 'quiz_miss' and r.state_before = 'new' and r.reviewed_at >= (select day_start from settings)${session ?? sql` and ${notStaged(sql.ref('r.session_id'))}`})`;
  const rows = await db
    .with('settings', (qb) =>
      qb
        .selectFrom('users')
        .select([
          'new_cards_per_day',
          'library_new_cards_per_day',
          studyDayStartOf(now, sql.ref('time_zone')).as('day_start'),
        ])
        .where('id', '=', ownerId),
    )
    .selectFrom('sessions')
    .where('sessions.owner_id', '=', ownerId)
    .select((eb) => [
      'sessions.id as session_id',
      // a range of the session's due index; its new cards from its kept count (ADR 114)
      eb
        .selectFrom('flashcards')
        .whereRef('flashcards.session_id', '=', 'sessions.id')
        .where('flashcards.due', '<=', now)
        .where('flashcards.is_suspended', '=', false)
        .select(sql<string>`count(*)`.as('n'))
        .as('due'),
      newCardCountOf(sql.ref('sessions.id')).as('fresh'),
      sql<number>`coalesce(sessions.new_cards_per_day, (select new_cards_per_day from settings))`.as(
        'new_cards_per_day',
      ),
      sql<number | null>`(select library_new_cards_per_day from settings)`.as('library_new_cards_per_day'),
      introducedSince(sql.raw(' and r.session_id = sessions.id')).as('introduced'),
      introducedSince(null).as('library_introduced'),
    ])
    .execute();
  return rows
    .filter((r) => Number(r.due) > 0 || Number(r.fresh) > 0)
    .map((r) => ({
      sessionId: r.session_id,
      due: Number(r.due),
      fresh: Number(r.fresh),
      newCardsPerDay: Number(r.new_cards_per_day),
      introducedToday: Number(r.introduced),
      libraryNewCardsPerDay: r.library_new_cards_per_day === null ? null : Number(r.library_new_cards_per_day),
      libraryIntroducedToday: Number(r.library_introduced),
    }));
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
  query = sessionId ? query.where('session_id', '=', sessionId) : query.where(notStaged(sql.ref('session_id')));
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
      sql<string>`count(*) filter (where not flashcards.is_suspended and flashcards.fsrs->>'state' in ('new', 'learning', 'relearning'))`.as(
        'learning',
      ),
      sql<string>`count(*) filter (where not flashcards.is_suspended and flashcards.fsrs->>'state' = 'review')`.as(
        'review',
      ),
    ])
    .where('sessions.owner_id', '=', scope.ownerId);
  if (scope.sessionId) query = query.where('flashcards.session_id', '=', scope.sessionId);
  const row = await query.executeTakeFirstOrThrow();
  return {
    new: Number(row.fresh),
    learning: Number(row.learning),
    review: Number(row.review),
    suspended: Number(row.suspended),
  };
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
    .select([
      sql<string>`to_char(timezone(${timeZone}, greatest(flashcards.due, ${now}::timestamptz)) - interval '4 hours', 'YYYY-MM-DD')`.as(
        'date',
      ),
      sql<string>`count(*)`.as('count'),
    ])
    .where('flashcards.due', 'is not', null)
    .where('flashcards.due', '<', until)
    .groupBy('date')
    .execute();
  return rows.map((r) => ({ date: r.date, count: Number(r.count) }));
}

/** Per session of the owner: reviews made and new cards introduced since `since` (the offline pack's counts). */
export async function countSessionReviewsSince(db: Db, ownerId: string, since: Date) {
  const rows = await db
    .selectFrom('reviews')
    .select([
      'session_id',
      sql<string>`count(*)`.as('reviewed'),
      sql<string>`count(distinct flashcard_id) filter (where state_before = 'new')`.as('introduced'),
    ])
    .where('user_id', '=', ownerId)
    .where('kind', '!=', 'quiz_miss')
    .where('reviewed_at', '>=', since)
    .where(notStaged(sql.ref('session_id')))
    .groupBy('session_id')
    .execute();
  return new Map(rows.map((r) => [r.session_id, { reviewed: Number(r.reviewed), introduced: Number(r.introduced) }]));
}

/** A batch of an import's review history (the import's transaction). */
export async function insertImportedReviews(db: Db, rows: Insertable<ReviewsTable>[]): Promise<void> {
  await db.insertInto('reviews').values(rows).execute();
}

/** A staging session's due-day counts take the owner it was given (ADR 156): a few rows, one a day. */
export async function setDueDaysOwner(db: Db, sessionId: string, ownerId: string): Promise<void> {
  await db.updateTable('flashcard_due_days').set({ owner_id: ownerId }).where('session_id', '=', sessionId).execute();
}

/** The review history of the cards `ids` (a batch moved out of a staging session) joins `targetId` (ADR 156). */
export async function moveReviewsOfCards(db: Db, ids: string[], targetId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('reviews').set({ session_id: targetId }).where('flashcard_id', 'in', ids).execute();
}
