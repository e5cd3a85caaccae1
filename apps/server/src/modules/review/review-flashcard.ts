import type { ReviewBody, ReviewResponse } from '@mnemo/contracts/review';
import { applyRating, previewIntervals } from '@mnemo/domain/spaced-repetition';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { errors } from '../../lib/app-error.ts';
import { presentFlashcard } from '../library/library.presenters.ts';
import { assertCanReviewCard } from './review.policy.ts';
import * as repo from './review.repository.ts';

/**
 * Rates one of the owner's cards: the FSRS rule of packages/domain gives the new schedule, and
 * the review log keeps FSRS's rating, the time, the duration and the schedule before. The card is
 * locked for the transaction, so concurrent reviews of one card apply one after another. The
 * session's `version` is not touched.
 */
export async function reviewFlashcard(ctx: AppContext, user: AuthUser, flashcardId: string, body: ReviewBody): Promise<ReviewResponse> {
  const { row, now } = await ctx.db.transaction().execute(async (trx) => {
    const card = await repo.lockFlashcard(trx, flashcardId);
    assertCanReviewCard(card, user);
    // A retry of a review already applied (the card's lock orders it after the first): answered as the card is now.
    if (body.reviewId) {
      const earlier = await repo.findReviewByClientId(trx, user.id, body.reviewId);
      if (earlier && earlier.flashcard_id !== card.id) throw errors.conflict();
      if (earlier) return { row: card, now: new Date() };
    }
    const reviewedAt = new Date();
    const before = repo.readSchedule(card);
    const outcome = applyRating(before, body.rating, reviewedAt);
    const saved = await repo.saveSchedule(trx, card.id, outcome.schedule);
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
    return { row: saved, now: reviewedAt };
  });
  return { flashcard: presentFlashcard(row), nextIntervals: previewIntervals(repo.readSchedule(row), now) };
}
