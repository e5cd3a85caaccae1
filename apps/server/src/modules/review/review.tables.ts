import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | null | undefined, string | null>;

/** The last fit's evaluation, as `POST /api/me/scheduler/optimize` answered it. */
export interface StoredEvaluation {
  reviews: number;
  before: { logLoss: number; rmse: number };
  after: { logLoss: number; rmse: number };
}

/** A learner's scheduler (0180-learner-scheduling): a row once they change anything or fit; none means the defaults. */
export interface LearnerSchedulersTable {
  user_id: string;
  /** the fitted FSRS-6 parameters (21 numbers), null: the defaults */
  parameters: Json<number[] | null>;
  desired_retention: ColumnType<number, number | undefined, number>;
  optimized_at: NullableTimestamp;
  reviews_used: ColumnType<number, number | undefined, number>;
  evaluation: Json<StoredEvaluation | null>;
  auto_optimize: ColumnType<boolean, boolean | undefined, boolean>;
  /** set while a fit runs for the learner (a claim another request finds: 409) */
  optimizing_since: NullableTimestamp;
  updated_at: Timestamp;
}

export type LearnerSchedulerRow = Selectable<LearnerSchedulersTable>;

/**
 * A session's scheduled cards (not suspended) falling due on one UTC day (0199-flashcard-counts,
 * ADR 111): kept by triggers on flashcards, read by the due list; never written by the app.
 */
export interface FlashcardDueDaysTable {
  session_id: string;
  /** the session's owner (sessions never change owner) */
  owner_id: string;
  /** `YYYY-MM-DD`, the UTC date of the cards' `due` */
  day: ColumnType<string, never, never>;
  cards: ColumnType<number, never, never>;
}

/** The review module's tables, for the app's Database interface. */
export interface ReviewTables {
  learner_schedulers: LearnerSchedulersTable;
  flashcard_due_days: FlashcardDueDaysTable;
}
