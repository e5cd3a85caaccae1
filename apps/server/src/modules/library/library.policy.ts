import type { AppContext } from '../../app-context.ts';
import type { SessionRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { verifyShareToken } from '../share/share.service.ts';

/**
 * The one session-access rule (docs/decisions/011-one-session-access-rule.md):
 * - read: the owner; or a signed-in visitor holding the session's share token. With a token, a
 *   missing session or a bad token is 403 `SHARE_TOKEN_INVALID` (expired: `SHARE_TOKEN_EXPIRED`);
 *   without one, anyone but the owner gets 404, as if the session did not exist;
 * - write (a change to the owner's session): the owner alone; anyone else gets 404 whatever token
 *   they hold. A visitor's own quizzes, attempts, chat turns and explanations are reads.
 * Routes that take a share token declare `config.access: 'share'` (plugins/auth.ts).
 * - the owner's notes and highlights: see `canReadAnnotations`.
 */
export type SessionAccess = 'owner' | 'share-visitor';

/** What the rule needs of a session: its id and its owner. */
export type SessionRef = Pick<SessionRow, 'id' | 'owner_id'>;

/** The session a row (a document, a question, a chunk) belongs to. */
export function sessionRefOf(row: { session_id: string; owner_id: string } | undefined): SessionRef | undefined {
  return row && { id: row.session_id, owner_id: row.owner_id };
}

export function isOwner(session: Pick<SessionRow, 'owner_id'>, user: AuthUser): boolean {
  return session.owner_id === user.id;
}

/** Reads: the owner, or a signed-in visitor with a valid share token; else 404 / 403 as above. */
export async function assertCanReadSession(
  ctx: AppContext,
  session: SessionRef | undefined,
  user: AuthUser,
  shareToken: string | undefined,
): Promise<SessionAccess> {
  if (session && isOwner(session, user)) return 'owner';
  if (!session || shareToken === undefined) refuseSessionRead(shareToken);
  await verifyShareToken(ctx, session.id, shareToken);
  return 'share-visitor';
}

/**
 * The owner's notes and highlights (annotations) are private: the owner reads them, a visitor only
 * through a link made with `includeNotes=true` (ADR 070). Call after `assertCanReadSession`.
 */
export async function canReadAnnotations(
  ctx: AppContext,
  session: SessionRef,
  access: SessionAccess,
  shareToken: string | undefined,
): Promise<boolean> {
  if (access === 'owner') return true;
  if (shareToken === undefined) return false;
  return (await verifyShareToken(ctx, session.id, shareToken)).includesNotes;
}

/** The answer for a session the caller may not see: 404, or 403 when they came with a token. */
export function refuseSessionRead(shareToken: string | undefined): never {
  throw shareToken === undefined ? errors.notFound() : errors.shareTokenInvalid();
}

/** Writes are the owner's alone; a non-owner gets 404 whatever token they hold. */
export function assertCanWriteSession<S extends SessionRef>(
  session: S | undefined,
  user: AuthUser,
): asserts session is S {
  if (!session || !isOwner(session, user)) throw errors.notFound();
}

/**
 * A path's folder must be the session's, except `root`, which the sidebar links use for any
 * session the caller may read.
 */
export function assertFolderMatches(session: Pick<SessionRow, 'folder_id'>, folderRef: string): void {
  if (folderRef !== 'root' && folderRef !== session.folder_id) throw errors.notFound();
}
