import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findReadableSession } from '../library/sessions.ts';
import { deleteChatMessages } from './chat-history.repository.ts';

/** Clears the caller's own chat with a session (owner or share visitor); other people's turns stay. */
export async function clearChat(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  shareToken: string | undefined,
): Promise<{ deleted: number }> {
  await findReadableSession(ctx, user, sessionId, shareToken);
  return { deleted: await deleteChatMessages(ctx.db, sessionId, user.id) };
}
