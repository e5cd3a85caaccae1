import type { ChatHistoryResponse } from '@mnemo/contracts/study';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findReadableSession } from '../library/sessions.ts';
import * as repo from './study.repository.ts';

const CHAT_HISTORY_PAGE = 200;

/** The caller's own chat turns of a session (owner or share visitor), oldest first. */
export async function listChatHistory(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  shareToken: string | undefined,
): Promise<ChatHistoryResponse> {
  await findReadableSession(ctx, user, sessionId, shareToken);
  const rows = await repo.listChatMessages(ctx.db, sessionId, user.id, CHAT_HISTORY_PAGE);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      role: row.role,
      content: row.content,
      citations: row.citations,
      places: row.places,
      isRefusal: row.is_refusal,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
