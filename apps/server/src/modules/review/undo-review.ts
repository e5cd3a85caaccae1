import type { ReviewResponse } from '@mnemo/contracts/review';
import { getExamDueLimit } from '@mnemo/domain/exam-schedule';
import { previewIntervals, type Schedule } from '@mnemo/domain/spaced-repetition';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { presentFlashcard } from '../library/library.presenters.ts';
import { loadLearnerScheduler } from './learner-scheduler.ts';
import { assertCanReviewCard } from './review.policy.ts';
import * as repo from './review.repository.ts';

/** Takes back a card's last review: its schedule before it is restored and the log entry removed (409 when it has none). */
export async function undoReview(ctx: AppContext, user: AuthUser, flashcardId: string): Promise<ReviewResponse> {
  const learner = await loadLearnerScheduler(ctx.db, user.id);
  const now = new Date();
  const { row, latestDue } = await ctx.db.transaction().execute(async (trx) => {
    const card = await repo.lockFlashcard(trx, flashcardId);
    assertCanReviewCard(card, user);
    const last = await repo.findLastReview(trx, card.id);
    if (!last) throw errors.conflict('review_nothing_to_undo');
    await repo.deleteReview(trx, last.id);
    const limit = getExamDueLimit(card.exam_date, card.time_zone, now);
    await repo.saveSchedule(trx, card.id, (last.schedule_before as Schedule | null) ?? null, limit);
    // the whole card, its source's place included, so an undone card keeps its source link
    return { row: await repo.findFlashcardWithSource(trx, card.id), latestDue: limit };
  });
  return { flashcard: presentFlashcard(row), nextIntervals: previewIntervals(repo.readSchedule(row), now, { scheduler: learner, latestDue }), isNewLeech: false };
}
