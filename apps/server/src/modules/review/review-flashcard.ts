import type { ReviewBody, ReviewResponse } from '@mnemo/contracts/review';
import { getExamDueLimit } from '@mnemo/domain/exam-schedule';
import { applyRating, isLeechAfterLapse, LEECH_TAG, previewIntervals } from '@mnemo/domain/spaced-repetition';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { errors } from '../../lib/app-error.ts';
import { presentFlashcard } from '../library/library.presenters.ts';
import { loadLearnerScheduler } from './learner-scheduler.ts';
import { assertCanReviewCard } from './review.policy.ts';
import * as repo from './review.repository.ts';

/**
 * Rates one of the owner's cards: the FSRS rule of packages/domain, with the learner's parameters
 * and retention and within the session's exam limit, gives the new schedule, and the review log
 * keeps FSRS's rating, the time, the duration and the schedule before. A lapse that reaches the
 * learner's leech threshold tags the card `leech` and suspends it (said once, in the answer).
 * The card is locked for the transaction, so concurrent reviews of one card apply one after
 * another. The session's `version` is not touched.
 */
export async function reviewFlashcard(ctx: AppContext, user: AuthUser, flashcardId: string, body: ReviewBody): Promise<ReviewResponse> {
  const learner = await loadLearnerScheduler(ctx.db, user.id);
  const { row, now, latestDue, isNewLeech } = await ctx.db.transaction().execute(async (trx) => {
    const card = await repo.lockFlashcard(trx, flashcardId);
    assertCanReviewCard(card, user);
    // A retry of a review already applied (the card's lock orders it after the first): answered as the card is now.
    const reviewedAt = new Date();
    const limit = getExamDueLimit(card.exam_date, card.time_zone, reviewedAt);
    if (body.reviewId) {
      const earlier = await repo.findReviewByClientId(trx, user.id, body.reviewId);
      if (earlier && earlier.flashcard_id !== card.id) throw errors.conflict();
      if (earlier) return { row: await repo.findFlashcardWithSource(trx, card.id), now: reviewedAt, latestDue: limit, isNewLeech: false };
    }
    const before = repo.readSchedule(card);
    const outcome = applyRating(before, body.rating, reviewedAt, { scheduler: learner });
    await repo.saveSchedule(trx, card.id, outcome.schedule, limit);
    await repo.insertReviewLog(trx, {
      flashcardId: card.id,
      sessionId: card.session_id,
      userId: user.id,
      kind: 'review',
      rating: outcome.fsrsRating,
      before,
      reviewedAt,
      durationMs: body.durationMs ?? null,
      clientReviewId: body.reviewId ?? null,
    });
    const isLapse = outcome.schedule.lapses > (before?.lapses ?? 0);
    const tags = Array.isArray(card.tags) ? card.tags : [];
    const isTagged = tags.some((tag) => tag.toLowerCase() === LEECH_TAG);
    const isLeech = isLapse && isLeechAfterLapse(outcome.schedule.lapses, card.leech_threshold, isTagged);
    if (isLeech) await repo.markLeech(trx, card.id, isTagged ? tags : [...tags, LEECH_TAG]);
    // the whole card, its source's place included (the player's source link and S key need it)
    return { row: await repo.findFlashcardWithSource(trx, card.id), now: reviewedAt, latestDue: limit, isNewLeech: isLeech };
  });
  return {
    flashcard: presentFlashcard(row),
    nextIntervals: previewIntervals(repo.readSchedule(row), now, { scheduler: learner, latestDue }),
    isNewLeech,
  };
}
