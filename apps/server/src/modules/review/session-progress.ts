import type { AppContext } from '../../app-context.ts';
import * as repo from './review.repository.ts';

export interface SessionProgress {
  /** reviews of the session's cards since `since` (quiz misses are not reviews) */
  reviewed: number;
  /** cards due now */
  dueNow: number;
  /** when the next card not yet due falls due */
  nextDue: Date | string | null;
}

/** A user's progress on one session since a moment (a guided run's finish screen). */
export async function getSessionProgress(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  since: Date,
  now: Date,
): Promise<SessionProgress> {
  const [reviews, due] = await Promise.all([
    repo.countReviewsSince(ctx.db, userId, since, sessionId),
    repo.countDue(ctx.db, { ownerId: userId, sessionId }, now, now),
  ]);
  return { reviewed: reviews.reviewed, dueNow: due.due, nextDue: due.nextDue };
}
