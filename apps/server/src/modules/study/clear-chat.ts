import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanReadSession } from '../library/library.policy.ts';
import * as libraryRepo from '../library/library.repository.ts';
import { deleteChatMessages } from './chat-history.repository.ts';

/** Clears the caller's own chat with a session (owner or share visitor); other people's turns stay. */
export async function clearChat(ctx: AppContext, user: AuthUser, sessionId: string, shareToken: string | undefined): Promise<{ deleted: number }> {
  await assertCanReadSession(ctx, await libraryRepo.findSession(ctx.db, sessionId), user, shareToken);
  return { deleted: await deleteChatMessages(ctx.db, sessionId, user.id) };
}
