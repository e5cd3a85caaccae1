import { SHARE_LINK_DAYS } from '@mnemo/domain/validation';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import * as repo from './share.repository.ts';

/**
 * Mints a new share token for a session, valid 30 days; only its hash is kept. `includeNotes`:
 * whether its visitors see the owner's notes and highlights (off unless asked, ADR 070).
 */
export async function createShareToken(
  ctx: AppContext,
  sessionId: string,
  options: { includeNotes: boolean },
): Promise<{ shareToken: string; expiresAt: Date; includeNotes: boolean }> {
  const shareToken = generateToken();
  const expiresAt = new Date(Date.now() + SHARE_LINK_DAYS * 24 * 60 * 60 * 1000);
  await repo.insertShareLink(ctx.db, sessionId, hashToken(shareToken), expiresAt, options.includeNotes);
  return { shareToken, expiresAt, includeNotes: options.includeNotes };
}

/** Revokes every share token of a session. */
export async function revokeShareTokens(ctx: AppContext, sessionId: string): Promise<void> {
  await repo.deleteShareLinks(ctx.db, sessionId);
}

/** Checks a share token against a session: 403 with its own code when bad or expired; says whether it shows the owner's notes. */
export async function verifyShareToken(
  ctx: AppContext,
  sessionId: string,
  shareToken: string,
): Promise<{ includesNotes: boolean }> {
  const link = await repo.findShareLink(ctx.db, hashToken(shareToken));
  if (!link || link.session_id !== sessionId) throw errors.shareTokenInvalid();
  if (new Date(link.expires_at).getTime() <= Date.now()) throw errors.shareTokenExpired();
  return { includesNotes: link.include_notes };
}
