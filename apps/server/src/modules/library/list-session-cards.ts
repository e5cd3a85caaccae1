import type { FlashcardPage, FlashcardPageQuery } from '@mnemo/contracts/review';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as itemsRepo from './library-items.repository.ts';
import { presentFlashcard } from './library.presenters.ts';
import { findOwnedSession } from './sessions.ts';

const MAX_TAGS = 500;

/**
 * One page of one of the user's sessions' cards (404 for anyone else's), filtered by text and tag,
 * with how many the filters keep and the session's tags: the card editor pages through a session
 * of any size with it (ADR 114).
 */
export async function listSessionCardPage(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  query: FlashcardPageQuery,
): Promise<FlashcardPage> {
  await findOwnedSession(ctx.db, user, sessionId);
  const filter = { q: query.q, tag: query.tag };
  const [page, tags] = await Promise.all([
    itemsRepo.listFlashcardPage(ctx.db, sessionId, filter, { offset: query.offset, limit: query.limit }),
    itemsRepo.listFlashcardTags(ctx.db, sessionId, MAX_TAGS),
  ]);
  return {
    flashcards: page.rows.map(presentFlashcard),
    total: page.total,
    offset: query.offset,
    limit: query.limit,
    tags: tags.sort((a, b) => a.localeCompare(b)),
  };
}
