import type { ReviewBody } from '@mnemo/contracts/review';

/** A review made on this device and not yet accepted by the server, as the offline store keeps it (ADR 100). */
export interface PendingReview {
  cardId: string;
  body: ReviewBody & { reviewId: string; reviewedAt: string };
  /**
   * Set when the server answered with a refusal that sending again cannot change (the card was
   * deleted, the time was refused, …): the review is kept, with the server's reason, until the
   * learner dismisses it; never dropped silently.
   */
  refused?: { status: number; reason: string };
}
