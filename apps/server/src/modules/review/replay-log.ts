import {
  type FsrsRating,
  type LearnerScheduler,
  type LoggedReview,
  replayReviews,
  type Schedule,
} from '@mnemo/domain/spaced-repetition';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './review.repository.ts';

type LoggedRow = LoggedReview & { row?: repo.ReplayableReviewRow };

/** A log row as the domain's replay reads it. */
function toLogged(row: repo.ReplayableReviewRow): LoggedRow {
  return { kind: row.kind, rating: row.rating as FsrsRating, reviewedAt: row.reviewed_at, seq: Number(row.seq), row };
}

/**
 * Rebuilds a card's schedule from `start` (its schedule just before the first entry replayed) by
 * replaying `later` (the log entries after that point, see `listReviewsAfter`) with `first` (a
 * review being added) among them, in time order with the learner's parameters; each replayed
 * entry's "schedule before" is rewritten when the replay changed it. Answers the card's final
 * schedule and, for the review being added, the schedule just before it.
 */
export async function replayLog(
  trx: Transaction<Database>,
  start: Schedule | null,
  later: repo.ReplayableReviewRow[],
  learner: LearnerScheduler,
  first?: LoggedReview,
): Promise<{ schedule: Schedule | null; beforeFirst: Schedule | null }> {
  const entries: LoggedRow[] = later.map(toLogged);
  if (first) entries.push(first);
  const { schedule, steps } = replayReviews(start, entries, { scheduler: learner });
  let beforeFirst: Schedule | null = start;
  for (const step of steps) {
    const { row } = step.entry;
    if (!row) {
      beforeFirst = step.before;
      continue;
    }
    if (JSON.stringify(repo.parseSchedule(row.schedule_before)) !== JSON.stringify(step.before))
      await repo.updateReviewBefore(trx, row.id, step.before);
  }
  return { schedule, beforeFirst };
}
