import { SHARE_LINK_DAYS } from '@mnemo/domain/validation';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import * as repo from './share.repository.ts';

/** Mints a new share token for a session, valid 30 days; only its hash is kept. */
export async function createShareToken(ctx: AppContext, sessionId: string): Promise<{ shareToken: string; expiresAt: Date }> {
  const shareToken = generateToken();
  const expiresAt = new Date(Date.now() + SHARE_LINK_DAYS * 24 * 60 * 60 * 1000);
  await repo.insertShareLink(ctx.db, sessionId, hashToken(shareToken), expiresAt);
  return { shareToken, expiresAt };
}

/** Revokes every share token of a session. */
export async function revokeShareTokens(ctx: AppContext, sessionId: string): Promise<void> {
  await repo.deleteShareLinks(ctx.db, sessionId);
}

/** Checks a share token against a session: 403 with its own code when bad or expired. */
export async function verifyShareToken(ctx: AppContext, sessionId: string, shareToken: string): Promise<void> {
  const link = await repo.findShareLink(ctx.db, hashToken(shareToken));
  if (!link || link.session_id !== sessionId) throw errors.shareTokenInvalid();
  if (new Date(link.expires_at).getTime() <= Date.now()) throw errors.shareTokenExpired();
}
