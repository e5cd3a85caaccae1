import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/**
 * Who may schedule cards: reviewing, undoing and the due lists are the session owner's alone.
 * A share visitor studies the cards without a schedule (the cram pass, nothing written) until
 * they save the session to their own library; any other caller learns nothing (404).
 */
export function assertCanReviewCard<T extends { owner_id: string }>(
  card: T | undefined,
  user: AuthUser,
): asserts card is T {
  if (!card || card.owner_id !== user.id) throw errors.notFound();
}
